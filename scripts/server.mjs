/**
 * The production server: Next.js's request handler in this process, with what `next start` cannot do.
 *  - Brotli as well as gzip, compressed once per cached page and precompressed for static files, and a page Next.js
 *    served from its cache answered again for half a second without Next.js (lib/serve/compress.mjs; next.config sets `compress: false`, so this is the only compression). A condition
 *    guide's HTML is much smaller in Brotli than in gzip, because its serialised React payload repeats the text further
 *    apart than gzip's window reaches; on a phone's slow connection that is the difference between budget and
 *    over budget for the first paint (the sizes: docs/performance.md, "Figures behind the code").
 *  - 503 Service Unavailable with Retry-After, not 500, when a page fails because the content backend is down
 *    (lib/content/outage.ts explains why the render itself cannot set it).
 *  - GET /healthz for load balancers and the container's health check: 200 while serving, 503 while draining. It
 *    reads nothing (no Redis, no content backend), so a slow dependency never takes every instance out at once.
 *  - A repeated site search answered from a bounded cache of finished search responses, emptied by a publish, and
 *    the search index built again in the background after a publish (lib/serve/search-cache.mjs, docs/search.md).
 *  - On SIGTERM (or SIGINT) a graceful drain: the port closes at once (new connections are refused, so a load
 *    balancer moves on to another instance), requests in flight finish, and the process exits when they have, or
 *    after DRAIN_TIMEOUT_SECONDS (default 25, within Docker's and Kubernetes' usual 30 s grace).
 *  - A page's JavaScript after its first paint: the chunk tags Next.js puts in the head are added by a small loader
 *    once the page is painted (lib/serve/paint-first.mjs, docs/performance.md).
 *  - Settings several instances must share are checked before anything starts (lib/serve/start-checks.mjs).
 *  - What one request may cost, enforced before Next.js sees it (lib/serve/request-limits.mjs, docs/security.md):
 *    methods, request targets, one Host, each route's largest body (by Content-Length, before it is read), the time
 *    to send a request and the number of connections; and what the process may write to its log
 *    (lib/serve/log-budget.mjs).
 * It runs the configuration the build recorded (required-server-files.json), as Next's standalone server.js does,
 * so it runs the same from this project and from the standalone output (`.next/standalone`, the Docker image).
 * Plain JavaScript on plain Node, importing only Node's built-ins, `next` and files that next.config.ts adds to the
 * standalone output: a TypeScript loader cost the server memory (docs/performance.md, "Figures behind the code").
 * Usage: node scripts/server.mjs -p PORT [-H HOST]   (from the project or from the standalone folder)
 */
import { readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import path from 'node:path'
import v8 from 'node:v8'
import { RETRY_AFTER_SECONDS, statusDuringOutage } from '../lib/content/outage.mjs'
import { createCompressor } from '../lib/serve/compress.mjs'
import { createLogBudget, installLogBudget, logBytesPerMinute } from '../lib/serve/log-budget.mjs'
import { paintFirst } from '../lib/serve/paint-first.mjs'
import {
  fillSecurityHeaders,
  stripInternalHeaders,
  refusal,
  refuse,
  serverLimits,
  SERVER_ANSWER_HEADERS,
} from '../lib/serve/request-limits.mjs'
import { responseCacheMs } from '../lib/serve/response-cache.mjs'
import { createIndexWarmer, createSearchCache, SEARCH_PATH } from '../lib/serve/search-cache.mjs'
import { startProblem } from '../lib/serve/start-checks.mjs'
import { capYoungGeneration, YOUNG_GENERATION_MAX_MIB } from '../lib/serve/young-generation.mjs'

const HEAP_GROWING_PERCENT = 50
export const HEALTH_PATH = '/healthz'

const args = process.argv.slice(2)
const option = (...names) => {
  const at = args.findIndex((a) => names.includes(a))
  return at >= 0 ? args[at + 1] : undefined
}
// The port is decided and checked by whoever starts this (scripts/start.mts with lib/defaults.ts, the tests, the
// benchmarks, the Dockerfile), so that its default lives in one place.
const port = Number(option('-p', '--port'))
const hostname = option('-H', '--hostname') ?? '0.0.0.0'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Usage: node scripts/server.mjs -p <port> [-H <host>] (npm run start chooses the port from PORT)`)
  process.exit(1)
}
const drainSeconds = Number(process.env.DRAIN_TIMEOUT_SECONDS?.trim() || 25)
if (!Number.isFinite(drainSeconds) || drainSeconds < 0 || drainSeconds > 3600) {
  console.error(`DRAIN_TIMEOUT_SECONDS must be a number of seconds from 0 to 3600.`)
  process.exit(1)
}

const dir = path.resolve(import.meta.dirname, '..')
// Tests and benchmarks serve a copy of the build (NEXT_DIST_DIR=.next-test); the image serves `.next`.
const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next'
let config
try {
  config = JSON.parse(readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8')).config
} catch {
  console.error(`No production build in ${path.join(dir, distDir)}: run "npm run build" first.`)
  process.exit(1)
}
const keepMs = responseCacheMs(process.env)
const limits = serverLimits(process.env)
const logBudget = logBytesPerMinute(process.env)
const problem =
  startProblem(process.env, config) ??
  ('problem' in keepMs ? keepMs.problem : null) ??
  ('problem' in limits ? limits.problem : null) ??
  ('problem' in logBudget ? logBudget.problem : null)
if (problem) {
  console.error(problem)
  process.exit(1)
}
// From here on, everything this process logs (Next.js included) is bounded (lib/serve/log-budget.mjs).
installLogBudget([process.stdout, process.stderr], createLogBudget({ bytesPerMinute: logBudget.value }))

// The JavaScript heap's two parts, both bounded here before Next.js loads (docs/performance.md, "What holds the site's
// memory"). The old generation: V8 lets it grow to about twice what survived the last full collection before it
// collects again, and rendering makes garbage fast. Growing by half instead costs a few more, brief collections for
// a clearly lower peak at 10,000 blog posts (both figures: the section named above); unlike --max-old-space-size
// it sets no ceiling that a larger dataset could crash into. Read at every collection, so setting it here takes
// effect. The young generation: at most YOUNG_GENERATION_MAX_MIB instead of what V8 sizes from the machine's memory
// (lib/serve/young-generation.mjs).
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
capYoungGeneration(YOUNG_GENERATION_MAX_MIB)
// As Next's standalone server.js does: the build's configuration, not next.config.ts (absent from the standalone
// output, and its imports with it). The build folder is the one given, for the tests' copies.
config = { ...config, distDir }
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(config),
})
const { default: next } = await import('next')

const app = next({ dev: false, dir, hostname, port, conf: config })
await app.prepare()
const handle = app.getRequestHandler()

// Quality 5 compresses a page in about the time gzip takes and sends fewer bytes; 11 is too slow per request (the
// build's precompressed static files use 11; figures: docs/performance.md, "Figures behind the code").
// A page Next.js served from its cache is answered again for RESPONSE_CACHE_MS (default 0.5 s) without Next.js:
// lib/serve/response-cache.mjs explains why that is safe and what it costs.
const compressResponse = createCompressor({
  staticDir: path.join(dir, distDir, 'static'),
  brotliQuality: 5,
  responseMs: keepMs.value ?? 0,
})

// Finished search responses, bounded, for a repeated search at a cached page's cost (lib/serve/search-cache.mjs).
// At most every RESPONSE_CACHE_MS one search is rendered in the background, so that a publish on another instance
// reaches this one as a publish reaches a page kept here; 0 turns this cache off with the other.
// (A parameter the page ignores makes these addresses not canonical: the search cache neither answers nor keeps them.)
const searchCache = createSearchCache({
  checkMs: keepMs.value ?? 0,
  check: () => askSelf(`${SEARCH_PATH}?q=health&check=1`),
})
// After a publish, one search in the background builds the new search index before a reader has to wait for it.
const indexWarmer = createIndexWarmer({ request: () => askSelf(`${SEARCH_PATH}?q=health&warm=1`) })

// After a revalidation in this process (lib/content/revalidate.ts), no page or search kept before it is answered
// again, and the search index is built again ahead of the next reader.
globalThis[Symbol.for('health-site.pages-revalidated')] = () => {
  compressResponse.invalidate()
  searchCache.invalidate()
  if (!draining) indexWarmer.schedule()
}
// Another instance's revalidation, learnt from the shared cache's tag state (lib/cache/cache-handler.mjs).
globalThis[Symbol.for('health-site.tag-state-changed')] = () => searchCache.invalidate()

/** @param {import('node:http').ServerResponse} res */
function sendOutageAs503(res) {
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    fillSecurityHeaders(this)
    const status = statusDuringOutage(statusCode)
    if (status !== statusCode) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      // A 500's "private, no-cache" stays: a 503 must not be cached either.
    }
    return writeHead.call(this, status, ...rest)
  }
}

let draining = false

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function health(req, res) {
  // Says whether this instance takes requests, and nothing else: no version, no settings, no dependency state.
  const body = JSON.stringify({ status: draining ? 'draining' : 'ok' })
  res.writeHead(draining ? 503 : 200, {
    ...SERVER_ANSWER_HEADERS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

const { requestTimeoutSeconds, headersTimeoutSeconds, maxConnections } = limits.value
const server = createServer(
  {
    // The whole request (headers and body) within this, else 408: a slow body is not held for minutes (probe M3).
    requestTimeout: requestTimeoutSeconds * 1000,
    headersTimeout: headersTimeoutSeconds * 1000,
    // How often Node looks for requests past those times: a slow client is cut off at most this late.
    connectionsCheckingInterval: Math.min(5000, headersTimeoutSeconds * 1000),
  },
  (req, res) => {
    // Keep-alive connections still open while draining get their answer, then close.
    if (draining) res.setHeader('Connection', 'close')
    const refused = refusal(req)
    if (refused) return refuse(req, res, refused)
    stripInternalHeaders(req)
    if (req.url === HEALTH_PATH || req.url?.startsWith(`${HEALTH_PATH}?`)) return health(req, res)
    sendOutageAs503(res)
    // The kept answers and the page rewrite are for reads; a write (a webhook, a form's server action) goes to Next.js
    // as it is, and only a revalidation empties the kept answers (the hook above).
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (searchCache.serve(req, res)) return
      if (compressResponse(req, res)) return
      // Last, so that the compressor and the caches above keep the page as it is sent: its scripts after its first
      // paint.
      paintFirst(req, res)
    }
    void handle(req, res)
  },
)
// More connections than this at once are closed as they arrive (a load balancer tries another instance).
server.maxConnections = maxConnections
server.listen(port, hostname, () => {
  console.log(`Serving the production build on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

/** A GET to this server on loopback (the index warmer's search); resolves when the answer has been read. */
function askSelf(target) {
  const address = server.address()
  if (!address || typeof address === 'string') return Promise.resolve()
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address
  return new Promise((resolve) => {
    const req = request({ host, port: address.port, path: target, headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume()
      res.once('end', resolve)
      res.once('error', resolve)
    })
    req.setTimeout(60_000, () => req.destroy())
    req.once('error', resolve)
    req.end()
  })
}

function drain(why) {
  if (draining) return
  draining = true
  console.log(`${why}: draining (new connections refused, requests in flight finish within ${drainSeconds} s)`)
  // Stops accepting; idle keep-alive connections close now, busy ones when their response is sent.
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  server.on('request', (req, res) => res.once('finish', () => server.closeIdleConnections()))
  setTimeout(() => {
    console.error(`Drain: requests still in flight after ${drainSeconds} s; closing them.`)
    server.closeAllConnections()
    process.exit(0)
  }, drainSeconds * 1000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => drain(signal))
// Started by `npm run start` with an IPC channel: when that supervisor goes away, however it ended, so does the site.
if (process.connected) process.on('disconnect', () => drain('supervisor gone'))
