/**
 * The production server: Next.js's request handler in this process, behind two things `next start` cannot do.
 *  - Brotli as well as gzip (next.config sets `compress: false`, so this is the only compression). A condition
 *    guide's HTML is ~44 KB gzip and ~27 KB Brotli, because its serialised React payload repeats the text further
 *    apart than gzip's 32 KB window reaches; on a phone's slow connection that is the difference between budget and
 *    over budget for the first paint.
 *  - 503 Service Unavailable with Retry-After, not 500, when a page fails because the content backend is down
 *    (lib/content/outage.ts explains why the render itself cannot set it).
 * Plain JavaScript on plain Node: a TypeScript loader cost the server 60 MB of memory.
 * Usage: node scripts/server.mjs [-p PORT] [-H HOST]   (PORT and HOSTNAME from the environment also work)
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { Duplex } from 'node:stream'
import v8 from 'node:v8'
import { constants as zlib } from 'node:zlib'
import compression from 'compression'
import { RETRY_AFTER_SECONDS, statusDuringOutage } from '../lib/content/outage.mjs'

const HEAP_GROWING_PERCENT = 50

const args = process.argv.slice(2)
const option = (...names) => {
  const at = args.findIndex((a) => names.includes(a))
  return at >= 0 ? args[at + 1] : undefined
}
// The port is decided and checked by whoever starts this (scripts/start.mts with lib/defaults.ts, the tests, the
// benchmarks), so that its default lives in one place.
const port = Number(option('-p', '--port'))
const hostname = option('-H', '--hostname') ?? '0.0.0.0'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Usage: node scripts/server.mjs -p <port> [-H <host>] (npm run start chooses the port from PORT)`)
  process.exit(1)
}

// V8 lets the heap grow to about twice what survived the last full collection before it collects again. Rendering
// makes garbage fast, so a server holding 75 MB of live data (10,000 blog posts) peaked above 320 MB, most of it
// garbage. Growing by half instead keeps that peak near 280 MB for a few more collections of about 10 ms each; unlike
// --max-old-space-size it sets no ceiling that a larger dataset could crash into. Read at every collection, so setting
// it here, before Next.js loads, takes effect.
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
// Set before Next.js loads, as `next start` does.
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
const { default: next } = await import('next')

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

// Quality 5 compresses a page in about the time gzip takes and sends 10-40% fewer bytes; 11 is too slow per request.
const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } })

/** @param {import('node:http').ServerResponse} res */
function sendOutageAs503(res) {
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    const status = statusDuringOutage(statusCode)
    if (status !== statusCode) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      // A 500's "private, no-cache" stays: a 503 must not be cached either.
    }
    return writeHead.call(this, status, ...rest)
  }
}

const server = createServer((req, res) => {
  sendOutageAs503(res)
  compress(req, res, () => {
    void handle(req, res)
  })
  // As Next.js does for its own compression: a client that goes away leaves the zlib stream open otherwise.
  res.once('close', () => {
    if (res.writableFinished) return
    const stream = res.on('drain', () => {})
    if (stream !== res && stream instanceof Duplex) stream.destroy()
  })
})
server.listen(port, hostname, () => {
  console.log(`Serving the production build on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close()
    process.exit(0)
  })
// Started by `npm run start` with an IPC channel: when that supervisor goes away, however it ended, so does the site.
if (process.connected)
  process.on('disconnect', () => {
    server.close()
    process.exit(0)
  })
