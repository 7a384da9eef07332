/**
 * The identity of the content a server shows, which keys its page and data cache (lib/cache/cache-handler.mjs):
 * the backend, the Sanity project and dataset, or for a local dataset its file and its generation, an id made when
 * the working copy is created from the seed (packages/local-lake/working-dataset.ts) and kept beside it. Deleting `.lake/` and
 * starting again makes a new generation, so nothing rendered from the old copy is served.
 *
 * Relative imports only: next.config.ts reads this, and its loader does not resolve the `@/` alias.
 */
import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { generationFileFor } from '@health-site/local-lake/files'
import { contentMode, readVariable } from '../config'
import { type Env, localDatasetPath, SEED_DATASET_PATH } from '../defaults'

function readGeneration(datasetPath: string): string {
  try {
    return readFileSync(generationFileFor(datasetPath), 'utf8').trim() || 'none'
  } catch {
    return 'none'
  }
}

function realPath(file: string): string {
  try {
    return realpathSync(file)
  } catch {
    return file
  }
}

/** Read from the same settings as lib/content/env.ts; a setting it would refuse gives a source nothing matches. */
export function contentSourceId(env: Env, cwd = process.cwd()): string {
  if (contentMode(env) === 'sanity')
    return [
      'sanity',
      readVariable(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID').value ?? '?',
      readVariable(env, 'NEXT_PUBLIC_SANITY_DATASET').value ?? '?',
      readVariable(env, 'NEXT_PUBLIC_SANITY_API_HOST').value ?? 'api.sanity.io',
    ].join('|')
  const datasetPath = path.resolve(cwd, localDatasetPath(env, SEED_DATASET_PATH))
  return ['local', realPath(datasetPath), readGeneration(datasetPath)].join('|')
}
