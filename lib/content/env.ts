/**
 * Content configuration: the content variables of lib/config.ts, read once, in the one shape both modes share. A
 * wrong value stops the first read with a message that names the variable and says what is expected, instead of
 * failing later with an obscure API error (`npm run start` checks every variable before it starts the server).
 */
import { ConfigError, contentMode, type Env, readVariable, type VariableName } from '@/lib/config'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID } from '@/lib/defaults'

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

export function parseContentConfig(env: Env): ContentConfig {
  const problems: string[] = []
  const read = <N extends VariableName>(name: N) => {
    const reading = readVariable(env, name)
    if (reading.problem !== undefined) problems.push(reading.problem)
    return reading.value
  }
  const revalidate = read('CONTENT_REVALIDATE_SECONDS')
  const localLakePort = read('LOCAL_LAKE_PORT')
  const version = read('NEXT_PUBLIC_SANITY_API_VERSION')
  // The dataset is a setting in both modes: the local lake serves the one it is started with (LAKE_DATASET, which
  // scripts/start.mts sets from this variable).
  const dataset = read('NEXT_PUBLIC_SANITY_DATASET')

  if (contentMode(env) === 'local') {
    if (problems.length) throw new ConfigError(problems)
    return {
      mode: 'local',
      projectId: LOCAL_PROJECT_ID,
      dataset: dataset ?? DEFAULT_DATASET,
      apiVersion: version!,
      // 127.0.0.1, not localhost: the lake listens on loopback, and the server never depends on name resolution.
      apiHost: `http://127.0.0.1:${localLakePort}`,
      // The lake checks the token's length itself; a short one only fails draft reads, as before.
      readToken: env.LOCAL_STUDIO_TOKEN?.trim() || undefined,
      revalidateSeconds: revalidate!,
      localLakePort: localLakePort!,
    }
  }

  const id = read('NEXT_PUBLIC_SANITY_PROJECT_ID')
  const host = read('NEXT_PUBLIC_SANITY_API_HOST')
  const readToken = read('SANITY_API_READ_TOKEN')
  if (problems.length || !id) throw new ConfigError(problems)
  return {
    mode: 'sanity',
    projectId: id,
    dataset: dataset!,
    apiVersion: version!,
    apiHost: host,
    readToken,
    revalidateSeconds: revalidate!,
    localLakePort: localLakePort!,
  }
}

let cached: ContentConfig | undefined
export function contentConfig(): ContentConfig {
  cached ??= parseContentConfig(process.env)
  return cached
}
