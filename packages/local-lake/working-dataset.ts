/**
 * The dataset the local Studio edits: a git-ignored working copy (`.lake/dataset.ndjson` by default), made from the
 * committed seed on first start, so edits never touch `studio/seed/dataset.ndjson` (which `npm run seed` generates
 * from the seed sources).
 */
import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generationFileFor } from './dataset/generation'

/**
 * Creates the working copy from the seed when it does not exist, with a new generation id beside it (the site's page
 * cache is keyed to it: lib/content/source.ts); true when it did so.
 */
export function ensureWorkingDataset(file: string, seed: string): boolean {
  if (existsSync(file)) return false
  if (!existsSync(seed)) throw new Error(`The seed dataset ${seed} does not exist: run "npm run seed".`)
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(seed, file)
  writeFileSync(generationFileFor(file), `${randomUUID()}\n`)
  return true
}
