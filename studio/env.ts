/**
 * Studio-side settings. The Studio runs both inside Next (/studio, NEXT_PUBLIC_* variables) and under the
 * Sanity CLI (schema validate / extract / typegen, SANITY_STUDIO_* variables), so both prefixes are read.
 *
 * Without a project id the Studio edits the local dataset through the local Content Lake (lib/lake): its project id
 * is "local" and its API host the lake's origin. The host must be `localhost` (not 127.0.0.1): the Studio calls
 * `http://<projectId>.<apiHost>`, and only `*.localhost` names resolve to loopback in browsers.
 */
const configuredProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID

/** True when the Studio talks to the local Content Lake instead of a hosted Sanity project. */
export const studioIsLocal = !configuredProjectId
export const studioProjectId = configuredProjectId || 'local'
export const studioDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'production'
export const studioApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-07-01'

export const DEFAULT_LOCAL_LAKE_PORT = 4010

/** The local lake's origin for a port, as the Studio must address it. */
export function localLakeApiHost(port: number | string = DEFAULT_LOCAL_LAKE_PORT): string {
  return `http://localhost:${port}`
}

/** The API host the Studio uses: an explicit one, else the local lake in local mode, else Sanity's. */
export const studioApiHost: string | undefined =
  process.env.NEXT_PUBLIC_SANITY_API_HOST || (studioIsLocal ? localLakeApiHost() : undefined)
