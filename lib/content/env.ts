/**
 * Content configuration, read once from the environment. A wrong value stops the server with a message
 * that names the variable and says what is expected, instead of failing later with an obscure API error.
 */
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
  LOCAL_PROJECT_ID,
  projectId,
  revalidateSeconds,
  setting,
  type Setting,
} from '@/lib/defaults'

/**
 * One shape for both modes: the site always talks to Sanity's HTTP API through @sanity/client, and only the host
 * differs. Local mode's host is the local Content Lake on loopback (packages/local-lake), whose project is `local`
 * and whose drafts are read with the editor token (LOCAL_STUDIO_TOKEN), as a Viewer token reads a project's.
 */
export type ContentConfig = {
  mode: 'local' | 'sanity'
  projectId: string
  dataset: string
  apiVersion: string
  /** The API origin: the local lake in local mode, a stand-in in tests, undefined for Sanity's own. */
  apiHost: string | undefined
  /** Reads drafts and checks preview secrets: SANITY_API_READ_TOKEN, or the local editor token. */
  readToken: string | undefined
  revalidateSeconds: number
  /** The local lake's port (the Studio's API host in local mode). */
  localLakePort: number
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

export function parseContentConfig(env: Env): ContentConfig {
  const problems: string[] = []
  const revalidate = collect(problems, revalidateSeconds(env), DEFAULT_REVALIDATE_SECONDS)

  const localLakePort = collect(problems, lakePort(env), DEFAULT_LAKE_PORT)
  const version = collect(problems, apiVersion(env), DEFAULT_API_VERSION)

  if (contentMode(env) === 'local') {
    if (problems.length) throw new ContentConfigError(problems)
    return {
      mode: 'local',
      projectId: LOCAL_PROJECT_ID,
      dataset: DEFAULT_DATASET,
      apiVersion: version,
      // 127.0.0.1, not localhost: the lake listens on loopback, and the server never depends on name resolution.
      apiHost: `http://127.0.0.1:${localLakePort}`,
      readToken: setting(env, 'LOCAL_STUDIO_TOKEN'),
      revalidateSeconds: revalidate,
      localLakePort,
    }
  }

  const id = collect(problems, projectId(env), undefined)
  const dataset = collect(problems, datasetName(env), DEFAULT_DATASET)
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
    localLakePort,
  }
}

let cached: ContentConfig | undefined
export function contentConfig(): ContentConfig {
  cached ??= parseContentConfig(process.env)
  return cached
}
