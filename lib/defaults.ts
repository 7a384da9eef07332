/**
 * Every default and every check of a setting the site, the start script, the local Content Lake and the Studio
 * share, decided once. Dependency-free and browser-safe: the Studio bundles it, so it reads no `process` itself.
 * Callers pass the variables they have (in the browser only `process.env.NEXT_PUBLIC_*` written out literally
 * reaches the bundle), and get a value or a message that names the variable and says what is expected.
 */

export type Env = Readonly<Record<string, string | undefined>>

export const DEFAULT_SITE_PORT = 3000
export const DEFAULT_LAKE_PORT = 4010
/** The Sanity API version the site, the lake's clients and the Studio ask for. */
export const DEFAULT_API_VERSION = '2025-07-01'
export const DEFAULT_DATASET = 'production'
/** What the site reads without the local lake: the committed seed (`npm run seed` writes it). */
export const SEED_DATASET_PATH = 'studio/seed/dataset.ndjson'
/** The seed's image files, which the seed references by name: the local lake serves them (LAKE_SEED_IMAGES_DIR). */
export const SEED_IMAGES_PATH = 'studio/seed/images'
/** What `npm run start` and the local lake edit: a git-ignored working copy of the seed. */
export const WORKING_DATASET_PATH = '.lake/dataset.ndjson'
/** The project id the Studio and the lake use in local mode. */
export const LOCAL_PROJECT_ID = 'local'
export const DEFAULT_REVALIDATE_SECONDS = 3600

export type Setting<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string }

/** A variable's value with blanks as unset: an empty `FOO=` in a .env file means "use the default". */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** Local mode (the seed and the local Content Lake) unless a Sanity project id is set. */
export function contentMode(env: Env): 'local' | 'sanity' {
  return setting(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID') ? 'sanity' : 'local'
}

function port(env: Env, name: string, fallback: number): Setting<number> {
  const raw = setting(env, name)
  if (raw === undefined) return { value: fallback }
  const n = Number(raw)
  if (!/^\d{1,5}$/.test(raw) || n < 1 || n > 65535)
    return { problem: `${name} must be a port number from 1 to 65535, got "${raw}"` }
  return { value: n }
}

export const lakePort = (env: Env) => port(env, 'LOCAL_LAKE_PORT', DEFAULT_LAKE_PORT)
export const sitePort = (env: Env) => port(env, 'PORT', DEFAULT_SITE_PORT)

export function apiVersion(env: Env): Setting<string> {
  const value = setting(env, 'NEXT_PUBLIC_SANITY_API_VERSION') ?? DEFAULT_API_VERSION
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    return { problem: `NEXT_PUBLIC_SANITY_API_VERSION must be a date such as ${DEFAULT_API_VERSION}, got "${value}"` }
  return { value }
}

export function projectId(env: Env): Setting<string | undefined> {
  const value = setting(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID')
  if (value !== undefined && !/^[a-z0-9-]{1,64}$/.test(value))
    return { problem: `NEXT_PUBLIC_SANITY_PROJECT_ID must be lower-case letters, digits and dashes, got "${value}"` }
  return { value }
}

export function datasetName(env: Env): Setting<string> {
  const value = setting(env, 'NEXT_PUBLIC_SANITY_DATASET') ?? DEFAULT_DATASET
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(value))
    return {
      problem: `NEXT_PUBLIC_SANITY_DATASET must be lower-case letters, digits, "_" or "-" (at most 64), got "${value}"`,
    }
  return { value }
}

/** An explicit Sanity API origin (tests point it at a stand-in), without a trailing slash. */
export function apiHost(env: Env): Setting<string | undefined> {
  const value = setting(env, 'NEXT_PUBLIC_SANITY_API_HOST')
  if (value === undefined) return { value }
  let ok = false
  try {
    const url = new URL(value)
    ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search
  } catch {
    ok = false
  }
  if (!ok)
    return { problem: `NEXT_PUBLIC_SANITY_API_HOST must be an origin such as https://api.sanity.io, got "${value}"` }
  return { value: value.replace(/\/$/, '') }
}

export function revalidateSeconds(env: Env): Setting<number> {
  const raw = setting(env, 'CONTENT_REVALIDATE_SECONDS')
  if (raw === undefined) return { value: DEFAULT_REVALIDATE_SECONDS }
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1 || n > 31_536_000)
    return { problem: `CONTENT_REVALIDATE_SECONDS must be a whole number of seconds from 1 to 31536000, got "${raw}"` }
  return { value: n }
}

/** The dataset file the local backend and the lake use (relative paths are from the project folder). */
export function localDatasetPath(env: Env, fallback: string): string {
  return setting(env, 'LOCAL_DATASET_PATH') ?? fallback
}

/** The local lake's origin for the Studio: `localhost`, because only `*.localhost` names reach loopback in browsers. */
export function localLakeOrigin(port: number): string {
  return `http://localhost:${port}`
}
