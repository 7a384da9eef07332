/**
 * The local Content Lake's settings, from the environment (see packages/local-lake/README.md). A wrong value stops the lake
 * with a message naming the variable.
 */
import { randomBytes } from 'node:crypto'
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './query-pool'
import { DEFAULT_RETRY_DELAYS_MS, type WebhookConfig } from './webhook'
import path from 'node:path'
import { assetsDirFor } from './dataset/assets'
import { usersFileFor } from './users'

export type LakeConfig = {
  /** Loopback addresses to listen on (both IPv4 and IPv6 by default; LAKE_HOST overrides). */
  hosts: string[]
  port: number
  token: string
  /** True when the token was generated here rather than given by LOCAL_STUDIO_TOKEN. */
  tokenGenerated: boolean
  datasetPath: string
  /** The project's users besides the administrator (users.ts): LAKE_USERS_PATH, or users.json beside the dataset. */
  usersPath: string
  assetsDir: string
  /** The seed's image files, which the seed's image assets are (packages/local-lake/dataset/assets.ts). */
  /** Image files a seed references by name without copying them (LAKE_SEED_IMAGES_DIR); undefined: none. */
  seedImagesDir: string | undefined
  projectId: string
  /** The dataset the lake starts with, at `datasetPath` (LAKE_DATASET); others are made through the projects API. */
  dataset: string
  /** How many datasets the lake holds at most, the configured one included (LAKE_MAX_DATASETS). */
  maxDatasets: number
  /** Host names (besides loopback ones) requests may be addressed to (LAKE_ALLOWED_HOSTS): a compose service's name. */
  allowedHosts: string[]
  /** Origins whose pages may call the lake (the site that embeds the Studio). */
  allowedOrigins: string[]
  /** The origin of the app that embeds the Studio (its pages may call the lake); undefined: none. */
  siteOrigin: string | undefined
  /** The GROQ webhook sent after each change to a published document (webhook.ts); undefined: none. */
  webhook: WebhookConfig | undefined
  /** Answer each browser listen stream with a redirect to its own subdomain (the six-connections limit). */
  spreadListeners: boolean
  /** Append one line per request to this file (endpoint, status), for the record of what the Studio called. */
  requestLog: string | undefined
  /** How long a listen redirect's ticket is good for (LAKE_TICKET_TTL_SECONDS). */
  ticketTtlMs: number
  /** How much a query may cost (LAKE_QUERY_TIMEOUT_MS, LAKE_QUERY_MEMORY_MB, LAKE_QUERY_WORKERS). */
  queryLimits: QueryLimits
}

export const MIN_TOKEN_LENGTH = 32
/** The project and dataset the lake serves (a Studio or client configured for the lake uses these). */
export const LOCAL_PROJECT_ID = 'local'
export const DEFAULT_DATASET = 'production'
export const DEFAULT_LAKE_PORT = 4010
/** The dataset file when LOCAL_DATASET_PATH is not set (relative to the working directory). */
export const WORKING_DATASET_PATH = '.lake/dataset.ndjson'

function lakePort(env: Env): { value?: number; problem?: string } {
  const raw = env.LOCAL_LAKE_PORT?.trim()
  if (!raw) return { value: DEFAULT_LAKE_PORT }
  const n = Number(raw)
  if (!/^\d{1,5}$/.test(raw) || n < 1 || n > 65535)
    return { problem: `LOCAL_LAKE_PORT must be a port number from 1 to 65535, got "${raw}"` }
  return { value: n }
}

type Env = Record<string, string | undefined>

export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The three spellings of a loopback origin for one port, as a browser sends them in `Origin`. */
export function loopbackOrigins(port: number | string): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]
}

/** `listenPort` overrides LOCAL_LAKE_PORT: tests pass 0 for any free port. */
export function parseLakeConfig(env: Env, cwd = process.cwd(), listenPort?: number): LakeConfig {
  const problems: string[] = []
  const portSetting = lakePort(env)
  if (portSetting.problem) problems.push(portSetting.problem)
  const port = listenPort ?? portSetting.value ?? 0
  const given = env.LOCAL_STUDIO_TOKEN?.trim()
  if (given !== undefined && given !== '' && (given.length < MIN_TOKEN_LENGTH || !/^[\w.~-]+$/.test(given)))
    problems.push(
      `LOCAL_STUDIO_TOKEN must be at least ${MIN_TOKEN_LENGTH} letters, digits, "-", "_", "." or "~" (the Studio ignores shorter tokens)`,
    )
  let siteOrigin = env.LOCAL_SITE_ORIGIN?.trim() || undefined
  if (siteOrigin) {
    try {
      siteOrigin = new URL(siteOrigin).origin
    } catch {
      problems.push(`LOCAL_SITE_ORIGIN must be an origin such as http://localhost:3000, got "${siteOrigin}"`)
    }
  }
  const allowed = (env.LAKE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  if (siteOrigin) {
    const url = new URL(siteOrigin)
    allowed.push(siteOrigin, ...(isLoopbackHost(url.hostname) ? loopbackOrigins(url.port || 80) : []))
  }
  const limit = (name: string, min: number, max: number, fallback: number) => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const n = Number(raw)
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const queryLimits: QueryLimits = {
    ...DEFAULT_QUERY_LIMITS,
    timeoutMs: limit('LAKE_QUERY_TIMEOUT_MS', 100, 600_000, DEFAULT_QUERY_LIMITS.timeoutMs),
    memoryMb: limit('LAKE_QUERY_MEMORY_MB', 32, 16_384, DEFAULT_QUERY_LIMITS.memoryMb),
    workers: limit('LAKE_QUERY_WORKERS', 2, 16, DEFAULT_QUERY_LIMITS.workers),
  }
  let webhook: WebhookConfig | undefined
  const webhookUrl = env.LAKE_WEBHOOK_URL?.trim()
  if (webhookUrl) {
    const secret = env.LAKE_WEBHOOK_SECRET?.trim()
    if (!/^https?:\/\/[^/]/.test(webhookUrl) || !URL.canParse(webhookUrl))
      problems.push(
        `LAKE_WEBHOOK_URL must be an http(s) URL such as http://127.0.0.1:3000/api/revalidate, got "${webhookUrl}"`,
      )
    if (!secret)
      problems.push('LAKE_WEBHOOK_SECRET must be set when LAKE_WEBHOOK_URL is (the webhook is always signed)')
    webhook = {
      url: webhookUrl,
      secret: secret ?? '',
      filter: env.LAKE_WEBHOOK_FILTER?.trim() || undefined,
      projection: env.LAKE_WEBHOOK_PROJECTION?.trim() || undefined,
      retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
    }
  }
  const dataset = env.LAKE_DATASET?.trim() || DEFAULT_DATASET
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset))
    problems.push(
      `LAKE_DATASET must be lower-case letters, digits, "_" or "-" (at most 64, not starting with "_" or "-"), got "${dataset.slice(0, 70)}"`,
    )
  const allowedHosts = (env.LAKE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  for (const host of allowedHosts)
    if (
      !/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\d{1,3}(?:\.\d{1,3}){3}$/.test(
        host,
      )
    )
      problems.push(
        `LAKE_ALLOWED_HOSTS must be host names such as lake or lake.internal, comma-separated, got "${host.slice(0, 70)}"`,
      )
  const maxDatasets = limit('LAKE_MAX_DATASETS', 1, 100, 20)
  const ticketTtlMs = limit('LAKE_TICKET_TTL_SECONDS', 60, 86_400, 3600) * 1000
  if (problems.length) throw new Error(`Local Content Lake configuration is invalid:\n  - ${problems.join('\n  - ')}`)
  const datasetPath = path.resolve(cwd, env.LOCAL_DATASET_PATH?.trim() || WORKING_DATASET_PATH)
  return {
    hosts: env.LAKE_HOST ? [env.LAKE_HOST] : ['127.0.0.1', '::1'],
    port,
    token: given || generateToken(),
    tokenGenerated: !given,
    datasetPath,
    usersPath: env.LAKE_USERS_PATH?.trim() ? path.resolve(cwd, env.LAKE_USERS_PATH.trim()) : usersFileFor(datasetPath),
    assetsDir: assetsDirFor(datasetPath, env, cwd),
    seedImagesDir: env.LAKE_SEED_IMAGES_DIR?.trim() ? path.resolve(cwd, env.LAKE_SEED_IMAGES_DIR.trim()) : undefined,
    projectId: LOCAL_PROJECT_ID,
    dataset,
    maxDatasets,
    allowedHosts,
    allowedOrigins: [...new Set(allowed)],
    siteOrigin,
    webhook,
    spreadListeners: env.LAKE_SPREAD_LISTENERS !== '0',
    requestLog: env.LAKE_REQUEST_LOG?.trim() || undefined,
    queryLimits,
    ticketTtlMs,
  }
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '')
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h)
}
