/**
 * The defaults and fixed paths the site, the start script and the Studio share. Dependency-free and browser-safe:
 * the Studio bundles it. The checks of the environment variables are in lib/config.ts.
 */

export type Env = Readonly<Record<string, string | undefined>>

export const DEFAULT_SITE_PORT = 3000
export const DEFAULT_LAKE_PORT = 4010
/** The Sanity API version the site, the lake's clients and the Studio ask for. */
export const DEFAULT_API_VERSION = '2025-07-01'
export const DEFAULT_DATASET = 'production'
/** What the site reads without the local lake: the committed seed (`npm run seed` writes it). */
export const SEED_DATASET_PATH = 'content/seed/dataset.ndjson'
/** The seed's image files, which the seed references by name: the local lake serves them (LAKE_SEED_IMAGES_DIR). */
export const SEED_IMAGES_PATH = 'content/seed/images'
/** What `npm run start` and the local lake edit: a git-ignored working copy of the seed. */
export const WORKING_DATASET_PATH = '.lake/dataset.ndjson'
/**
 * The header the site's server sends the local lake, with the editor token, so its published reads are served ahead
 * of anonymous callers' queries (the lake's READER_HEADER, packages/local-lake/auth.ts).
 */
export const LAKE_READER_HEADER = 'x-lake-reader'
/** The project id the Studio and the lake use in local mode. */
export const LOCAL_PROJECT_ID = 'local'
export const DEFAULT_REVALIDATE_SECONDS = 3600

/** A variable's value with blanks as unset: an empty `FOO=` in a .env file means "use the default". */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** The dataset file the local backend and the lake use (relative paths are from the project folder). */
export function localDatasetPath(env: Env, fallback: string): string {
  return setting(env, 'LOCAL_DATASET_PATH') ?? fallback
}

/** The local lake's origin for the Studio: `localhost`, because only `*.localhost` names reach loopback in browsers. */
export function localLakeOrigin(port: number): string {
  return `http://localhost:${port}`
}
