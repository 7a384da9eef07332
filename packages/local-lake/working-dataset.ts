/**
 * The dataset the local Studio edits: a git-ignored working copy (`.lake/dataset.ndjson` by default), made from the
 * committed seed on first start, so edits never touch `content/seed/dataset.ndjson` (which `npm run seed` generates
 * from the seed sources).
 */
import { randomUUID } from 'node:crypto'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generationFileFor } from './dataset/generation'

/**
 * Creates the working copy from the seed when it does not exist, with a new generation id beside it (the site's page
 * cache is keyed to it: lib/content/source.ts); true when it did so.
 */
export function ensureWorkingDataset(file: string, seed: string): boolean {
  if (existsSync(file)) return false
  if (!existsSync(seed))
    throw new Error(
      `The seed dataset ${seed} (LAKE_SEED_PATH) does not exist: generate it, or leave the setting out to start empty.`,
    )
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(seed, file)
  writeFileSync(generationFileFor(file), `${randomUUID()}\n`)
  return true
}

/**
 * Files an older lake made readable by everyone (0644: the dataset, its write-ahead log and history, the assets'
 * folder) become the user's alone, and so does the lake's own `.lake` folder; a folder the dataset merely sits in
 * (LOCAL_DATASET_PATH elsewhere) keeps its mode. New files are made 0600 by the lake's umask (main.mts).
 */
export function restrictLakeFiles(datasetFile: string): void {
  const dir = path.dirname(datasetFile)
  const base = path.basename(datasetFile, '.ndjson')
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.startsWith(base) && name !== 'assets') continue
    const file = path.join(dir, name)
    chmodSync(file, statSync(file).isDirectory() ? 0o700 : 0o600)
  }
  if (path.basename(dir) === '.lake') chmodSync(dir, 0o700)
}
