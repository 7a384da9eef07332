/**
 * The production server: Next.js's request handler in this process, behind two things `next start` cannot do.
 *  - Brotli as well as gzip (next.config sets `compress: false`, so this is the only compression). A condition
 *    guide's HTML is ~44 KB gzip and ~27 KB Brotli, because its serialised React payload repeats the text further
 *    apart than gzip's 32 KB window reaches; on a phone's slow connection that is the difference between budget and
 *    over budget for the first paint.
 *  - 503 Service Unavailable with Retry-After, not 500, when a page fails because the content backend is down
 *    (lib/content/outage.ts explains why the render itself cannot set it).
 * Usage: node --import tsx scripts/server.mts [-p PORT] [-H HOST]   (PORT and HOSTNAME from the environment also work)
 */
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Duplex } from 'node:stream'
import { constants as zlib } from 'node:zlib'
import compression from 'compression'
import { RETRY_AFTER_SECONDS, statusDuringOutage } from '../lib/content/outage'

const args = process.argv.slice(2)
const option = (...names: string[]) => {
  const at = args.findIndex((a) => names.includes(a))
  return at >= 0 ? args[at + 1] : undefined
}
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = option('-H', '--hostname') ?? '0.0.0.0'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${option('-p', '--port') ?? process.env.PORT}`)
  process.exit(1)
}

// Set before Next.js loads, as `next start` does.
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
const { default: next } = await import('next')

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

// Quality 5 compresses a page in about the time gzip takes and sends 10-40% fewer bytes; 11 is too slow per request.
const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } })

function sendOutageAs503(res: ServerResponse) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = statusDuringOutage(statusCode)
    if (status !== statusCode) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      // A 500's "private, no-cache" stays: a 503 must not be cached either.
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
  } as ServerResponse['writeHead']
}

const server = createServer((req, res) => {
  sendOutageAs503(res)
  compress(req as never, res as never, () => {
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
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    process.exit(0)
  })
