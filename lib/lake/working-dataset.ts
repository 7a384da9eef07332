/**
 * The dataset the local Studio edits: a git-ignored working copy (`.lake/dataset.ndjson` by default), made from the
 * committed seed on first start, so edits never touch `studio/seed/dataset.ndjson` (which `npm run seed` generates
 * from the seed sources).
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/** Creates the working copy from the seed when it does not exist; true when it did so. */
export function ensureWorkingDataset(file: string, seed: string): boolean {
  if (existsSync(file)) return false
  if (!existsSync(seed)) throw new Error(`The seed dataset ${seed} does not exist: run "npm run seed".`)
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(seed, file)
  return true
}
