/**
 * Content configuration, read once from the environment. A wrong value stops the server with a message
 * that names the variable and says what is expected, instead of failing later with an obscure API error.
 */
import path from 'node:path'
import {
  apiHost,
  apiVersion,
  contentMode,
  datasetName,
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  DEFAULT_LAKE_PORT,
  DEFAULT_REVALIDATE_SECONDS,
  type Env,
  lakePort,
  localDatasetPath,
  projectId,
  revalidateSeconds,
  SEED_DATASET_PATH,
  setting,
  type Setting,
} from '@/lib/defaults'

export type ContentConfig =
  | { mode: 'local'; datasetPath: string; revalidateSeconds: number; localLakePort: number }
  | {
      mode: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      apiHost: string | undefined
      readToken: string | undefined
      revalidateSeconds: number
    }

export class ContentConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/environment.md.`)
    this.name = 'ContentConfigError'
  }
}

/** Collects each setting's value, or its problem for one combined message. */
function collect<T>(problems: string[], reading: Setting<T>, fallback: T): T {
  if (reading.problem !== undefined) {
    problems.push(reading.problem)
    return fallback
  }
  return reading.value as T
}

export function parseContentConfig(env: Env, cwd = process.cwd()): ContentConfig {
  const problems: string[] = []
  const revalidate = collect(problems, revalidateSeconds(env), DEFAULT_REVALIDATE_SECONDS)

  if (contentMode(env) === 'local') {
    const datasetPath = path.resolve(cwd, localDatasetPath(env, SEED_DATASET_PATH))
    const localLakePort = collect(problems, lakePort(env), DEFAULT_LAKE_PORT)
    if (problems.length) throw new ContentConfigError(problems)
    return { mode: 'local', datasetPath, revalidateSeconds: revalidate, localLakePort }
  }

  const id = collect(problems, projectId(env), undefined)
  const dataset = collect(problems, datasetName(env), DEFAULT_DATASET)
  const version = collect(problems, apiVersion(env), DEFAULT_API_VERSION)
  const host = collect(problems, apiHost(env), undefined)
  if (problems.length || !id) throw new ContentConfigError(problems)
  return {
    mode: 'sanity',
    projectId: id,
    dataset,
    apiVersion: version,
    apiHost: host,
    readToken: setting(env, 'SANITY_API_READ_TOKEN'),
    revalidateSeconds: revalidate,
  }
}

let cached: ContentConfig | undefined
export function contentConfig(): ContentConfig {
  cached ??= parseContentConfig(process.env)
  return cached
}
