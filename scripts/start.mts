// `npm run start`: serves the production build with Next's own standalone server (`.next/standalone/server.js`, the
// one the Docker image runs; no server of ours wraps it), with the request guard preloaded as in the image
// (scripts/request-guard.mjs). In local mode (no Sanity project id) it also starts the local
// Content Lake on a working copy of the seed dataset: the site reads its content from the lake over Sanity's HTTP API,
// as it reads a Sanity project, and the Studio edits through it. It prints the Studio link with the editor token
// (fresh each start unless LOCAL_STUDIO_TOKEN is set), as Jupyter prints its link.
// A lake that stops is restarted (with backoff, one log line each time); meanwhile the site serves the pages it has
// and its error page for what it cannot render, as when Sanity is down (nginx in front says 503 with Retry-After).
// A site that stops on its own once it has served (killed, crashed, out of memory) is restarted the same way while
// the lake keeps running; one that stops before it ever answered (a setting instrumentation.ts refuses, the port
// taken) would only fail again, so then everything stops with its exit status. On Ctrl-C both stop; the site and
// the lake also stop by themselves if this supervisor dies (their IPC channel closes): no orphans.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, contentMode, parseConfig, type Config } from '../lib/config'
import { SEED_DATASET_PATH, SEED_IMAGES_PATH, WORKING_DATASET_PATH } from '../lib/defaults'
import { ensureSeedUsers, ensureWorkingDataset, generateToken, usersFileFor } from '@health-site/local-lake'
import { SAMPLE_USERS } from '../studio/lake-gate'
import { routes } from '../lib/site/routes'
import { nextRestartDelay } from './supervise'
import { GUARD_FILE, serverArgs, serverEnv, standaloneServer } from './site-server'
import { lakeWebhookEnv } from '../lib/content/revalidation'

const root = path.resolve(import.meta.dirname, '..')
// Every variable is checked here (lib/config.ts), each problem on one line naming it, before anything starts: not
// later, in whichever child reads it first.
let config: Config
try {
  config = parseConfig(process.env)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
const port = String(config.PORT)
const server = standaloneServer()
if (!existsSync(server)) {
  console.error(`No production build (${path.relative(root, server)}): run "npm run build" first.`)
  process.exit(1)
}
// The request guard beside it (scripts/site-server.ts serverArgs): a build assembled before it existed lacks it.
if (!existsSync(path.join(path.dirname(server), GUARD_FILE))) {
  console.error(`The build has no ${GUARD_FILE} beside its server: run "npm run standalone" (or "npm run build").`)
  process.exit(1)
}
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const children = new Set<ChildProcess>()
let stopping = false
// Stops with this supervisor, however it ends (its IPC channel closes).
const stopWithParent = ['--import', path.join(root, 'scripts/stop-with-parent.mjs')]

function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  stopping = true
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}

/** Whether the site has answered a request since this supervisor started it (then a stop is restarted). */
let siteHasServed = false

/** The site, restarted with backoff whenever it stops on its own after it has served. */
function runSite(childEnv: NodeJS.ProcessEnv, hostname: string, delay: number | null = null): void {
  // Local mode is one person's machine: the site listens on loopback only, as the lake does.
  // SITE_HOST=0.0.0.0 opens it to the network on purpose (a container maps its port); the server itself then says
  // so on one line (instrumentation.ts), as the Docker image's does.
  const started = Date.now()
  const site = spawn(process.execPath, [...serverArgs(server), ...stopWithParent, server], {
    cwd: root,
    env: serverEnv(port, hostname, childEnv),
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  children.add(site)
  if (!siteHasServed) void answers(hostname, site).then((ok) => (siteHasServed ||= ok))
  site.on('exit', (code, signal) => {
    children.delete(site)
    // Stopped on purpose (Ctrl-C, SIGTERM): Next's server exits 130/143 then, which is no failure of ours.
    if (stopping || !siteHasServed) {
      process.exitCode = stopping ? 0 : (code ?? (signal ? 1 : 0))
      stopAll()
      return
    }
    const next = nextRestartDelay(delay, Date.now() - started)
    console.error(`site: stopped (${signal ?? `exit ${code}`}); restarting the site in ${next / 1000} s`)
    setTimeout(() => {
      if (!stopping) runSite(childEnv, hostname, next)
    }, next)
  })
}

/** Resolves true once the site answers its health check, false if it exits first. */
async function answers(hostname: string, site: ChildProcess): Promise<boolean> {
  // Asked on the address it listens on; on loopback when it listens on every interface.
  const host =
    hostname === '0.0.0.0'
      ? '127.0.0.1'
      : hostname === '::'
        ? '[::1]'
        : hostname.includes(':')
          ? `[${hostname}]`
          : hostname
  // Next's own health route (app/healthz), the one the Docker image's HEALTHCHECK asks.
  const url = `http://${host}:${port}/healthz`
  while (site.exitCode === null && site.signalCode === null && !stopping) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      async (r) => (await r.body?.cancel(), true),
      () => false,
    )
    if (ok) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

/** The lake, restarted with backoff whenever it stops on its own; the site keeps serving meanwhile. */
function runLake(childEnv: NodeJS.ProcessEnv, delay: number | null = null): void {
  const started = Date.now()
  // Plain Node with the tsx loader (not the tsx CLI) so that the IPC channel reaches the lake itself.
  const lake = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/local-lake/main.mts')], {
    cwd: root,
    env: childEnv,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  children.add(lake)
  lake.on('exit', (code, signal) => {
    children.delete(lake)
    if (stopping) return
    const next = nextRestartDelay(delay, Date.now() - started)
    console.error(
      `lake: stopped (${signal ?? `exit ${code}`}); the site keeps serving; restarting the lake in ${next / 1000} s`,
    )
    setTimeout(() => {
      if (!stopping) runLake(childEnv, next)
    }, next)
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal))

if (contentMode(process.env) === 'sanity') {
  // The public URL in sitemap, feed, share links and structured data; without it they name localhost.
  if (!process.env.NEXT_PUBLIC_SITE_URL?.trim())
    console.warn(
      'NEXT_PUBLIC_SITE_URL is not set: the sitemap, feed and share links name http://localhost:3000. Set it to the public origin before the build.',
    )
  runSite(env, config.SITE_HOST)
} else {
  const dataset = path.resolve(root, config.LOCAL_DATASET_PATH ?? WORKING_DATASET_PATH)
  const created = ensureWorkingDataset(dataset, path.join(root, SEED_DATASET_PATH))
  // Its length is checked with the rest (lib/config.ts asks for the lake's MIN_TOKEN_LENGTH).
  const token = config.LOCAL_STUDIO_TOKEN ?? generateToken()
  // The lake tells the site about a publish as Sanity does: a signed GROQ webhook to /api/revalidate.
  const webhookSecret = config.SANITY_REVALIDATE_SECRET ?? generateToken()
  const shared = {
    ...env,
    LOCAL_DATASET_PATH: dataset,
    LOCAL_STUDIO_TOKEN: token,
    LOCAL_LAKE_PORT: String(config.LOCAL_LAKE_PORT),
    SANITY_REVALIDATE_SECRET: webhookSecret,
    // The lake serves the dataset the site and the Studio name (NEXT_PUBLIC_SANITY_DATASET), as Sanity would.
    LAKE_DATASET: config.NEXT_PUBLIC_SANITY_DATASET,
  }
  runLake({
    ...shared,
    // The lake's own setting (packages/local-lake/.env.example): the origin its CORS lets the Studio call from.
    LOCAL_SITE_ORIGIN: process.env.LOCAL_SITE_ORIGIN?.trim() || `http://localhost:${port}`,
    LAKE_SEED_IMAGES_DIR: path.join(root, SEED_IMAGES_PATH),
    ...lakeWebhookEnv(`http://127.0.0.1:${port}`, webhookSecret),
    // This site's review rule, which the lake checks on every write (studio/lake-gate.ts).
    LAKE_PUBLISH_GATE: path.join(root, 'studio/lake-gate.ts'),
  })
  runSite(shared, config.SITE_HOST)
  const site = `http://localhost:${port}`
  // The seed's sample people, made (with tokens of their own) the first time, in the lake's folder beside the dataset.
  const people = ensureSeedUsers(usersFileFor(dataset), SAMPLE_USERS).filter((user) => user.sample)
  console.log(
    [
      '',
      `  Site:    ${site}`,
      `  Studio:  ${site}${routes.studioWithToken(token)}`,
      '           (the link signs you in as the local editor, the administrator: anyone with it can edit the local dataset)',
      ...people.flatMap((user) => [
        `  ${user.role === 'editor' ? 'Editor:  ' : 'Reviewer:'} ${site}${routes.studioWithToken(user.token)}`,
        `           (signs you in as ${user.name}; \`npm run lake -- user add NAME --role ROLE\` adds a person)`,
      ]),
      `  Dataset: ${path.relative(root, dataset)}${created ? ' (copied from the seed just now)' : ''}; delete it to start again from the seed`,
      '',
    ].join('\n'),
  )
}
