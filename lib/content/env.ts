/**
 * Content configuration, read once from the environment. A wrong value stops the server with a message
 * that names the variable and says what is expected, instead of failing later with an obscure API error.
 */
import path from 'node:path'

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
    super(
      `Content configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee the environment table in README.md.`,
    )
    this.name = 'ContentConfigError'
  }
}

export const DEFAULT_API_VERSION = '2025-07-01'
export const DEFAULT_DATASET_PATH = 'studio/seed/dataset.ndjson'
export const DEFAULT_REVALIDATE_SECONDS = 3600
export const DEFAULT_LOCAL_LAKE_PORT = 4010

type Env = Record<string, string | undefined>

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function parseContentConfig(env: Env, cwd = process.cwd()): ContentConfig {
  const problems: string[] = []
  const projectId = clean(env.NEXT_PUBLIC_SANITY_PROJECT_ID)
  const revalidateRaw = clean(env.CONTENT_REVALIDATE_SECONDS)
  let revalidateSeconds = DEFAULT_REVALIDATE_SECONDS
  if (revalidateRaw !== undefined) {
    const n = Number(revalidateRaw)
    if (!/^\d+$/.test(revalidateRaw) || n < 1 || n > 31_536_000) {
      problems.push(
        `CONTENT_REVALIDATE_SECONDS must be a whole number of seconds from 1 to 31536000, got "${revalidateRaw}"`,
      )
    } else revalidateSeconds = n
  }

  if (!projectId) {
    const datasetPath = path.resolve(cwd, clean(env.LOCAL_DATASET_PATH) ?? DEFAULT_DATASET_PATH)
    const portRaw = clean(env.LOCAL_LAKE_PORT)
    const localLakePort = portRaw === undefined ? DEFAULT_LOCAL_LAKE_PORT : Number(portRaw)
    if (portRaw !== undefined && (!/^\d+$/.test(portRaw) || localLakePort < 1 || localLakePort > 65535))
      problems.push(`LOCAL_LAKE_PORT must be a port number from 1 to 65535, got "${portRaw}"`)
    if (problems.length) throw new ContentConfigError(problems)
    return { mode: 'local', datasetPath, revalidateSeconds, localLakePort }
  }

  if (!/^[a-z0-9-]{1,64}$/.test(projectId)) {
    problems.push(`NEXT_PUBLIC_SANITY_PROJECT_ID must be lower-case letters, digits and dashes, got "${projectId}"`)
  }
  const dataset = clean(env.NEXT_PUBLIC_SANITY_DATASET) ?? 'production'
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
    problems.push(
      `NEXT_PUBLIC_SANITY_DATASET must be lower-case letters, digits, "_" or "-" (at most 64), got "${dataset}"`,
    )
  }
  const apiVersion = clean(env.NEXT_PUBLIC_SANITY_API_VERSION) ?? DEFAULT_API_VERSION
  if (!/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) || Number.isNaN(Date.parse(apiVersion))) {
    problems.push(`NEXT_PUBLIC_SANITY_API_VERSION must be a date such as 2025-07-01, got "${apiVersion}"`)
  }
  const apiHost = clean(env.NEXT_PUBLIC_SANITY_API_HOST)
  if (apiHost !== undefined) {
    let ok = false
    try {
      const url = new URL(apiHost)
      ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search
    } catch {
      ok = false
    }
    if (!ok)
      problems.push(`NEXT_PUBLIC_SANITY_API_HOST must be an origin such as https://api.sanity.io, got "${apiHost}"`)
  }
  if (problems.length) throw new ContentConfigError(problems)
  return {
    mode: 'sanity',
    projectId,
    dataset,
    apiVersion,
    apiHost: apiHost?.replace(/\/$/, ''),
    readToken: clean(env.SANITY_API_READ_TOKEN),
    revalidateSeconds,
  }
}

let cached: ContentConfig | undefined
export function contentConfig(): ContentConfig {
  cached ??= parseContentConfig(process.env)
  return cached
}
