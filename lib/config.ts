/**
 * Every environment variable the site, its start and build scripts read, declared once:
 * its name, its type and range (a zod schema), its default, and who reads it. `parseConfig` checks them all and
 * reports each problem on one line that names the variable and says what it expects; `.env.example` lists exactly
 * these names (a test keeps the two in step) and docs/environment.md says what each does.
 *
 * Browser-safe (zod and lib/defaults.ts only, no `process` read at load): the Studio parses its few
 * `NEXT_PUBLIC_*` values with it too. Relative imports only: next.config.ts reads it, and its loader does not
 * resolve the `@/` alias.
 *
 * Not here, on purpose:
 * - The cache handler's plain-JavaScript modules (lib/cache/*.mjs), which Next loads unbundled, read their few
 *   variables themselves; they are declared here all the same, and `npm run start` checks them here first.
 * - The local Content Lake's settings are its own (packages/local-lake/config.ts, its .env.example).
 * - Variables only tests and benchmarks read (E2E_*, CHROMIUM_PATH, CI, LAKE_REQUEST_LOG, REDIS_SERVER_PATH...) and
 *   those Next.js or Node set themselves (NODE_ENV, NEXT_PHASE, NEXT_RUNTIME, NEXT_DEPLOYMENT_ID, and
 *   CONTENT_SOURCE_ID, which next.config.ts derives) stay where they are read: docs/environment.md lists them.
 */
import { z } from 'zod'
import { parseTrackingConfig, TrackingConfigError, type TrackingConfig } from './consent/consent'
import {
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  DEFAULT_LAKE_PORT,
  DEFAULT_REVALIDATE_SECONDS,
  DEFAULT_SITE_PORT,
} from './defaults'

export type Env = Readonly<Record<string, string | undefined>>

/** A blank value (`FOO=` in a .env file) means "use the default", as an unset one does. */
const blank = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value)

/** A whole number from `min` to `max`; `what` names the unit in the message. */
const whole = (min: number, max: number, what = 'whole number') =>
  z
    .string()
    .regex(/^\d+$/, `must be a ${what} from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a ${what} from ${min} to ${max}`)
        .max(max, `must be a ${what} from ${min} to ${max}`),
    )

const positive = (what: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a positive number of ${what}`)
    .transform(Number)
    .pipe(z.number().positive(`must be a positive number of ${what}`))

const port = whole(1, 65535, 'port number')

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const origin = (example: string) =>
  z.string().refine((value) => {
    const url = safeUrl(value)
    return !!url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash
  }, `must be an origin such as ${example}`)

const text = z.string()

type Variable = {
  schema: z.ZodType
  /** The value used when the variable is unset or blank; undefined: none. */
  default?: unknown
  /** Who reads it (a process or a file). */
  readers: string
  /** A token, key or URL with a password: a problem never prints its value. */
  secret?: true
}

const SITE = 'the site (Next.js server)'
const TRACKING = `${SITE} at request time (trackingConfig below: pages, proxy.ts CSP), the server's start check`

/**
 * The declarations. Order follows `.env.example`. Secrets and tokens are only checked for presence; their length is
 * the sender's business (Sanity's webhook, the lake's token check).
 */
export const VARIABLES = {
  // Content: Sanity mode (a project id) or local mode (none).
  NEXT_PUBLIC_SANITY_PROJECT_ID: {
    schema: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be lower-case letters, digits and dashes'),
    readers: `${SITE}, the Studio, scripts/start.mts, next.config.ts`,
  },
  NEXT_PUBLIC_SANITY_DATASET: {
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be lower-case letters, digits, "_" or "-" (at most 64)'),
    default: DEFAULT_DATASET,
    readers: `${SITE}, the Studio, the local lake (as LAKE_DATASET, from scripts/start.mts)`,
  },
  NEXT_PUBLIC_SANITY_API_VERSION: {
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `must be a date such as ${DEFAULT_API_VERSION}`)
      .refine((value) => !Number.isNaN(Date.parse(value)), `must be a date such as ${DEFAULT_API_VERSION}`),
    default: DEFAULT_API_VERSION,
    readers: `${SITE}, the Studio`,
  },
  NEXT_PUBLIC_SANITY_API_HOST: {
    schema: origin('https://api.sanity.io').transform((value) => value.replace(/\/$/, '')),
    readers: `${SITE}, the Studio, next.config.ts (CSP)`,
  },
  SANITY_API_READ_TOKEN: { secret: true, schema: text, readers: `${SITE} (drafts, preview secrets, preview sessions)` },
  SANITY_API_WRITE_TOKEN: {
    secret: true,
    schema: text,
    readers: `${SITE} (/api/feedback: stores readers' answers to "Was this page helpful?"; never sent to a browser)`,
  },
  SANITY_REVALIDATE_SECRET: {
    secret: true,
    schema: text,
    readers: `${SITE} (/api/revalidate), scripts/start.mts (hands it to the lake), the server's start check`,
  },
  CONTENT_REVALIDATE_SECONDS: {
    schema: whole(1, 31_536_000, 'whole number of seconds'),
    default: DEFAULT_REVALIDATE_SECONDS,
    readers: SITE,
  },
  // Local mode: the local Content Lake beside the site.
  LOCAL_DATASET_PATH: { schema: text, readers: 'scripts/start.mts, next.config.ts (cache key), the lake' },
  LOCAL_STUDIO_TOKEN: {
    secret: true,
    schema: z.string().min(32, 'must be at least 32 characters'),
    readers: `${SITE} (drafts), scripts/start.mts, the lake`,
  },
  LOCAL_LAKE_PORT: { schema: port, default: DEFAULT_LAKE_PORT, readers: `${SITE}, scripts/start.mts, the lake` },
  // The public site.
  NEXT_PUBLIC_SITE_URL: {
    // Any http(s) address; its origin is used (a path or a trailing slash is dropped).
    schema: z
      .string()
      .refine(
        (value) => /^https?:$/.test(safeUrl(value)?.protocol ?? ''),
        'must be an origin such as https://www.example.org',
      )
      .transform((value) => new URL(value).origin),
    default: `http://localhost:${DEFAULT_SITE_PORT}`,
    readers: `${SITE} (canonical URLs, sitemap, feed, JSON-LD), the server's start check`,
  },
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: { schema: text, readers: `${SITE} (/api/contact-config, proxy.ts CSP)` },
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: { schema: text, readers: `${SITE} (/api/contact-config, proxy.ts CSP)` },
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: { schema: text, readers: `${SITE} (/api/contact-config, proxy.ts CSP)` },
  // Checked by lib/consent/consent.ts's own rules, called from here and from trackingConfig().
  NEXT_PUBLIC_ANALYTICS_ID: { schema: text, readers: TRACKING },
  NEXT_PUBLIC_ADS_CLIENT_ID: { schema: text, readers: TRACKING },
  NEXT_PUBLIC_ADS_SLOT_ID: { schema: text, readers: TRACKING },
  PREVIEW_SESSION_SECRET: { secret: true, schema: text, readers: `${SITE} (lib/site/preview-session.ts)` },
  // The production server and several instances.
  PORT: { schema: port, default: DEFAULT_SITE_PORT, readers: 'scripts/start.mts' },
  SITE_HOST: { schema: text, default: '127.0.0.1', readers: 'scripts/start.mts (the address the server binds)' },
  REDIS_URL: {
    secret: true,
    schema: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
    readers: `instrumentation.ts (lib/start-checks.ts), lib/cache/shared-store.mjs, ${SITE} (/api/revalidate)`,
  },
  REDIS_KEY_PREFIX: { schema: text, default: 'site:', readers: 'lib/cache/shared-store.mjs' },
  REDIS_TIMEOUT_MS: { schema: positive('milliseconds'), default: 300, readers: 'lib/cache/shared-store.mjs' },
  REDIS_CONNECT_TIMEOUT_MS: { schema: positive('milliseconds'), default: 1000, readers: 'lib/cache/shared-store.mjs' },
  REDIS_MAX_ENTRY_MB: { schema: positive('MiB'), default: 8, readers: 'lib/cache/shared-store.mjs' },
  REDIS_MAX_TTL_SECONDS: { schema: positive('seconds'), default: 7 * 24 * 3600, readers: 'lib/cache/shared-store.mjs' },
  SHARED_CACHE_LOCAL_MB: { schema: positive('MiB'), default: 32, readers: 'lib/cache/shared-store.mjs' },
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: {
    secret: true,
    schema: z
      .string()
      .refine(
        (key) => /^[A-Za-z0-9+/]+={0,2}$/.test(key) && [16, 24, 32].includes(base64Bytes(key)),
        'must be the base64 of a 16, 24 or 32-byte key (openssl rand -base64 32)',
      ),
    readers: 'Next.js; instrumentation.ts (lib/start-checks.ts)',
  },
  DEPLOYMENT_ID: { schema: text, readers: 'the build (next.config.ts deploymentId; the commit when unset)' },
  PAGE_CACHE_MAX_MB: { schema: positive('MiB'), default: 4096, readers: 'lib/cache/page-cache-policy.mjs' },
  NEXT_DIST_DIR: { schema: text, default: '.next', readers: 'next.config.ts, scripts/start.mts' },
} satisfies Record<string, Variable>

function base64Bytes(key: string): number {
  // atob is in browsers and Node alike; this module stays browser-safe.
  try {
    return atob(key).length
  } catch {
    return 0
  }
}

export type VariableName = keyof typeof VARIABLES
type Declared<N extends VariableName> = (typeof VARIABLES)[N]
type ValueOf<N extends VariableName> =
  z.output<Declared<N>['schema']> | (Declared<N> extends { default: infer D } ? D : undefined)
/** Every variable's value after its check: the default when unset, undefined when it has none. */
export type Config = {
  [N in VariableName]: Declared<N> extends { default: unknown }
    ? Exclude<ValueOf<N>, undefined>
    : ValueOf<N> | undefined
}

export type Setting<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string }

const quote = (raw: string) => JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw)

/** Local mode (the local Content Lake) unless a Sanity project id is set, well-formed or not (blank counts as unset). */
export function contentMode(env: Env): 'local' | 'sanity' {
  return blank(env.NEXT_PUBLIC_SANITY_PROJECT_ID) === undefined ? 'local' : 'sanity'
}

/** One variable: its value (or default), or the one-line problem naming it. */
export function readVariable<N extends VariableName>(env: Env, name: N): Setting<Config[N]> {
  const declared: Variable = VARIABLES[name]
  const raw = blank(env[name]) as string | undefined
  if (raw === undefined) return { value: declared.default as Config[N] }
  const result = declared.schema.safeParse(raw)
  if (result.success) return { value: result.data as Config[N] }
  const got = declared.secret ? `got ${raw.length} characters (not shown)` : `got ${quote(raw)}`
  return { problem: `${name} ${result.error.issues[0]?.message ?? 'is not valid'}, ${got}` }
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/environment.md.`)
    this.name = 'ConfigError'
  }
}

/** Every problem in an environment, one line each, in declaration order; empty when all is well. */
export function configProblems(env: Env): string[] {
  const problems: string[] = []
  for (const name of Object.keys(VARIABLES) as VariableName[]) {
    const reading = readVariable(env, name)
    if (reading.problem !== undefined) problems.push(reading.problem)
  }
  try {
    parseTrackingConfig(env)
  } catch (error) {
    if (!(error instanceof TrackingConfigError)) throw error
    problems.push(...error.problems)
  }
  return problems
}

/** The whole configuration, or a ConfigError listing every problem. */
export function parseConfig(env: Env): Config {
  const problems = configProblems(env)
  if (problems.length) throw new ConfigError(problems)
  const config = {} as Record<string, unknown>
  for (const name of Object.keys(VARIABLES) as VariableName[]) config[name] = readVariable(env, name).value
  return config as Config
}

let cached: Config | undefined
/** This process's configuration, checked on first use (server code only: the browser has no process.env). */
export function config(): Config {
  cached ??= parseConfig(process.env)
  return cached
}

/**
 * The analytics and ad ids this server runs with (lib/consent/consent.ts checks them), read from the environment
 * at request time, never inlined into a bundle: one build serves with or without them, and a change needs a restart,
 * not a rebuild. Server components hand them to the browser's consent code as props, and proxy.ts opens the
 * Content-Security-Policy for exactly their origins. Throws a TrackingConfigError naming a malformed variable (the
 * server refuses to start on one first: lib/start-checks.ts).
 */
export function trackingConfig(env: Env = process.env): TrackingConfig {
  return parseTrackingConfig(env)
}
