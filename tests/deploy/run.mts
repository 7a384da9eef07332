/**
 * `npm run test:deploy`: what the Docker image runs, started here because no Docker engine runs where the tests
 * run. Needs `npm run build` first. The runtime stage's files are laid out in a temporary folder exactly as the
 * Dockerfile's COPY lines say (scripts/assemble-standalone.mjs reads them), and `node scripts/server.mjs` is started
 * from there, as the image's CMD does. Proves:
 *   1. image    the server starts from those files alone and serves pages, static files and /healthz.
 *   2. encode   compression: Brotli/gzip by q-value, `Vary`, Content-Length, HEAD, 304, Range, precompressed
 *               static files, and a cached page's compressed bytes identical from one request to the next.
 *   3. drain    SIGTERM: new connections refused at once; a request in flight (its body still arriving) completes;
 *               readiness answers 503 on a connection already open; the process exits 0 by itself, no later than
 *               DRAIN_TIMEOUT_SECONDS even with a request that never completes.
 *   4. checks   with REDIS_URL set (several instances), a missing shared setting stops the server before it listens,
 *               with one line naming the variable.
 *   5. balance  deploy/nginx (compose's edge) in Debian's nginx, in front of one instance and one address where
 *               nothing listens (an instance gone): every GET answers 200 (nginx retries the other), in Brotli.
 *   6. edge     deploy/nginx (the edge: micro-cache, compression, limits, methods, Host) in front of the instance,
 *               with the second security probe's attacks sent through it (tests/deploy/edge.mts).
 * Prints each check; exits 1 when one fails. Options: --only image|encode|drain|checks|balance|edge (repeatable).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { startNginx } from '../../scripts/load-balancer'
import { edge, EDGE_TEST_ENV } from './edge'
import { freePort, standaloneDir, startStandalone, type RunningServer } from '../../scripts/serve-build'

const args = process.argv.slice(2)
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []))
const runs = (part: string) => only.length === 0 || only.includes(part)

const failures: string[] = []
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`)
}

type Reply = { status: number; headers: Headers; body: Buffer }
async function get(origin: string, route: string, headers: Record<string, string> = {}, method = 'GET') {
  // undici's fetch decodes bodies itself; the raw bytes are what a client receives, so decode here.
  const response = await fetch(origin + route, { method, headers, redirect: 'manual' })
  const raw = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body: raw } satisfies Reply
}

/** A raw HTTP/1.1 exchange, for what fetch hides: Content-Encoding bytes, half-sent requests, refused connects. */
function raw(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}
function responseOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (d) => (text += d.toString('latin1')))
    socket.on('close', () => resolve(text))
    socket.on('error', () => resolve(text))
  })
}

/** A GET written by hand on its own connection: the whole response as sent (head and body), byte for byte. */
async function rawResponse(port: number, route: string, headers: Record<string, string>) {
  const socket = await raw(port)
  const done = responseOf(socket)
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`)
  socket.write(`GET ${route} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
  return done
}

async function rawGet(port: number, route: string, headers: Record<string, string>) {
  const text = await rawResponse(port, route, headers)
  const split = text.indexOf('\r\n\r\n')
  const head = text.slice(0, split)
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim()
  let body: Buffer = Buffer.from(text.slice(split + 4), 'latin1')
  if (/^transfer-encoding: chunked/im.test(head)) body = dechunk(body)
  return { status: Number(head.split(' ')[1]), header, body }
}
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const eol = data.indexOf('\r\n', at)
    const size = parseInt(data.subarray(at, eol).toString(), 16)
    if (!size) break
    parts.push(data.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}
const decode = (coding: string | undefined, body: Buffer) =>
  coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body

async function image(server: RunningServer) {
  console.log('image: the runtime stage laid out from the Dockerfile, started with its CMD')
  const dir = standaloneDir()
  for (const route of ['/', '/diseases/diabetes', '/about']) {
    const page = await get(server.origin, route)
    check(page.status === 200 && /<h1/.test(page.body.toString()), `GET ${route} answers 200 with the page`)
  }
  const health = await get(server.origin, '/healthz')
  check(
    health.status === 200 && health.body.toString() === '{"status":"ok"}',
    `/healthz answers 200 {"status":"ok"} (got ${health.status} ${health.body.toString().slice(0, 80)})`,
  )
  const html = (await get(server.origin, '/')).body.toString()
  const script = /src="(\/_next\/static\/[^"?]+\.js)[?"]/.exec(html)?.[1]
  const asset = script && (await get(server.origin, script))
  check(!!asset && asset.status === 200, `a page's script (${script}) is served from the copied static files`)
  const publicFile = (await import('node:fs'))
    .readdirSync(path.join(dir, 'public'))
    .find((f) => /\.(png|svg|ico)$/.test(f))
  const served = publicFile ? await get(server.origin, `/${publicFile}`) : undefined
  check(served?.status === 200, `a file of public/ (${publicFile}) is served from the copied public/ folder`)
}

async function encode(server: RunningServer) {
  console.log('encode: negotiation, compress once, precompressed static files')
  const port = Number(new URL(server.origin).port)
  const route = '/diseases/diabetes'
  const identity = await rawGet(port, route, {})
  check(identity.status === 200 && !identity.header('content-encoding'), 'no Accept-Encoding: sent uncompressed')
  check(/accept-encoding/i.test(identity.header('vary') ?? ''), 'Vary names Accept-Encoding on the uncompressed page')
  const br1 = await rawGet(port, route, { 'Accept-Encoding': 'gzip, deflate, br' })
  const br2 = await rawGet(port, route, { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' })
  check(br1.header('content-encoding') === 'br', `a browser's Accept-Encoding gets Brotli`)
  check(
    Number(br1.header('content-length')) === br1.body.length,
    `Content-Length is the compressed length (${br1.header('content-length')} = ${br1.body.length})`,
  )
  check(
    decode('br', br1.body).equals(identity.body),
    `the Brotli body decodes to the page's bytes (${br1.body.length} of ${identity.body.length} bytes)`,
  )
  check(br1.body.equals(br2.body), 'the cached page is sent as the same compressed bytes again (compressed once)')
  check(!!br1.header('etag') && br1.header('etag') === identity.header('etag'), 'the page keeps its ETag')
  const gz = await rawGet(port, route, { 'Accept-Encoding': 'br;q=0, gzip' })
  check(gz.header('content-encoding') === 'gzip' && decode('gzip', gz.body).equals(identity.body), 'br;q=0: gzip')
  const none = await rawGet(port, route, { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
  check(!none.header('content-encoding') && none.body.equals(identity.body), 'both refused: uncompressed')
  const head = await rawGet(port, route, { 'Accept-Encoding': 'br' }).then(() => headRequest(port, route))
  check(
    head.status === 200 && head.header('content-encoding') === 'br' && head.body.length === 0,
    `HEAD: 200 with Content-Encoding and no body (Content-Length ${head.header('content-length')})`,
  )
  await keptResponses(port)
  const etag = br1.header('etag') ?? ''
  const notModified = await rawGet(port, route, { 'Accept-Encoding': 'br', 'If-None-Match': etag })
  check(notModified.status === 304 && notModified.body.length === 0, `If-None-Match: 304 without a body`)
  const html = identity.body.toString()
  const script = /src="(\/_next\/static\/[^"?]+\.js)[?"]/.exec(html)?.[1] ?? ''
  const plain = await rawGet(port, script, {})
  const pre = await rawGet(port, script, { 'Accept-Encoding': 'br' })
  const file = readFileSync(path.join(standaloneDir(), '.next', script.replace('/_next/', '') + '.br'))
  check(
    pre.header('content-encoding') === 'br' && pre.body.equals(file),
    `a static script is sent as the build's precompressed .br file (${file.length} of ${plain.body.length} bytes)`,
  )
  check(/immutable/.test(pre.header('cache-control') ?? ''), 'with the Cache-Control Next.js sets for it')
  // The precompressed file is looked up from the URL: paths that try to leave the static folder get a 4xx (or
  // Next's redirect without the trailing slash), never a file from elsewhere in the build or a 5xx.
  const buildId = readFileSync(path.join(standaloneDir(), '.next', 'BUILD_ID'), 'utf8')
  for (const attack of [
    '/_next/static/..%2fBUILD_ID',
    '/_next/static/%2e%2e/%2e%2e/.next/BUILD_ID',
    '/_next/static/chunks/..%2f..%2f..%2fserver%2fapp-paths-manifest.json',
    '/_next/static/%ff%fe',
    '/_next/static/' + 'a/'.repeat(2000),
  ]) {
    const reply = await rawGet(port, attack, { 'Accept-Encoding': 'br, gzip' })
    check(
      reply.status >= 300 && reply.status < 500 && !reply.body.includes(buildId),
      `${attack.slice(0, 60)}: ${reply.status}, nothing from outside the static folder`,
    )
  }
  const range = await rawGet(port, script, { 'Accept-Encoding': 'br', Range: 'bytes=0-99' })
  check(
    range.status === 206 && !range.header('content-encoding') && range.body.equals(plain.body.subarray(0, 100)),
    `Range: 206 with the first 100 uncompressed bytes (got ${range.status}, ${range.body.length} bytes)`,
  )
}

/**
 * A page Next.js served from its cache is answered again without Next.js for RESPONSE_CACHE_MS (500 ms here). Such
 * an answer is recognisable on the wire: Node sends its header names as Node stores them (lower case), where Next's
 * own answer names them as Next.js set them (`Cache-Control`).
 */
async function keptResponses(port: number) {
  const route = '/about'
  const accept = { 'Accept-Encoding': 'br' }
  const kept = async () => /^cache-control:/m.test((await rawHead(port, route, accept)) ?? '')
  // The first request may render the page (a standalone folder in local mode starts with an empty cache); the
  // second is then a HIT from Next's cache, and is kept.
  await rawGet(port, route, accept)
  await rawGet(port, route, accept)
  check(await kept(), 'a cached page asked for again at once is answered without Next.js (kept response)')
  await new Promise((r) => setTimeout(r, 700))
  check(!(await kept()), 'after RESPONSE_CACHE_MS (500 ms) it is asked from Next.js again')
  await rawGet(port, route, accept)
  const socket = await raw(port)
  const done = responseOf(socket)
  socket.write('POST /api/revalidate HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}')
  await done
  // An unsigned webhook (401) revalidates nothing, so it empties nothing: anonymous POSTs once emptied every kept
  // response and took a page from 3,476 to 682 requests/s (security probe L1). A real revalidation empties them
  // (lib/serve/compress.test.ts; tests/e2e/preview.spec.ts, the signed webhook).
  check(await kept(), 'after a refused write (an unsigned webhook) the kept response is still answered')
}

async function rawHead(port: number, route: string, headers: Record<string, string>) {
  const text = await rawResponse(port, route, headers)
  return text.slice(0, text.indexOf('\r\n\r\n'))
}

async function headRequest(port: number, route: string) {
  const socket = await raw(port)
  const done = responseOf(socket)
  socket.write(`HEAD ${route} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`)
  const text = await done
  const split = text.indexOf('\r\n\r\n')
  const head = text.slice(0, split)
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim()
  return { status: Number(head.split(' ')[1]), header, body: Buffer.from(text.slice(split + 4)) }
}

async function drain() {
  console.log('drain: SIGTERM with requests in flight')
  const drainSeconds = 4
  const server = await startStandalone({
    DRAIN_TIMEOUT_SECONDS: String(drainSeconds),
    SANITY_REVALIDATE_SECRET: 'x'.repeat(32),
  })
  const port = Number(new URL(server.origin).port)
  // A: a request whose headers are half sent; B: a POST whose body is half sent (Next.js is reading it);
  // C: a request that never completes, which only the drain's bound ends.
  const a = await raw(port)
  const aReply = responseOf(a)
  a.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n')
  const b = await raw(port)
  const bReply = responseOf(b)
  const body = JSON.stringify({ _id: 'x', _type: 'article' })
  b.write(
    `POST /api/revalidate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  b.write(body.slice(0, 5))
  const c = await raw(port)
  void responseOf(c)
  c.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
  await new Promise((r) => setTimeout(r, 300))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const termAt = Date.now()
  server.child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 300))
  const refused = await raw(port).then(
    (s) => (s.destroy(), false),
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  )
  check(refused, 'a new connection after SIGTERM is refused (a load balancer moves on at once)')
  a.write('\r\n')
  const aText = await aReply
  check(
    /^HTTP\/1\.1 503/.test(aText) && aText.includes('{"status":"draining"}'),
    `readiness on a connection already open answers 503 {"status":"draining"} (got ${aText.split('\r\n')[0]})`,
  )
  await new Promise((r) => setTimeout(r, 700))
  b.write(body.slice(5))
  const bText = await bReply
  check(
    /^HTTP\/1\.1 401/.test(bText),
    `the request in flight (its body sent 1 s after SIGTERM) completes (got ${bText.split('\r\n')[0] || 'nothing'})`,
  )
  const { code, at } = await exited
  const took = (at - termAt) / 1000
  check(code === 0, `the process exits by itself with status 0 (got ${code})`)
  check(
    took >= drainSeconds - 0.5 && took < drainSeconds + 3,
    `with a request that never completes, it exits at the drain bound (${took.toFixed(1)} s, bound ${drainSeconds} s)`,
  )
  c.destroy()
  // The server drained and exited by itself; the lake started beside it (local mode) is stopped here, or this
  // process would wait on it forever.
  await server.stop()
}

function startAndExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise(async (resolve) => {
    const port = await freePort()
    const dir = standaloneDir()
    const child = spawn(process.execPath, [path.join(dir, 'scripts/server.mjs'), '-p', String(port)], {
      cwd: dir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (d: Buffer) => (output += d))
    child.stderr!.on('data', (d: Buffer) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

async function checks() {
  console.log('checks: several instances (REDIS_URL) need their shared settings')
  const full = {
    REDIS_URL: 'redis://127.0.0.1:1',
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    SANITY_REVALIDATE_SECRET: 'y'.repeat(32),
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
    NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
  }
  for (const [name, change] of [
    ['NEXT_PUBLIC_SITE_URL', { NEXT_PUBLIC_SITE_URL: '' }],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '' }],
    ['SANITY_REVALIDATE_SECRET', { SANITY_REVALIDATE_SECRET: '' }],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', { NEXT_PUBLIC_SANITY_PROJECT_ID: '' }],
  ] as const) {
    const { code, output } = await startAndExit({ ...full, ...change })
    const lines = output.trim().split('\n')
    check(
      code === 1 && lines.length === 1 && lines[0]!.includes(name) && !output.includes('Serving'),
      `without ${name}: refuses to start with one line naming it (exit ${code}: ${lines[0]})`,
    )
  }
}

async function balance(server: RunningServer) {
  console.log("balance: compose's nginx configuration, one instance gone")
  const gone = await freePort()
  const lb = await startNginx({
    port: await freePort(),
    upstreams: [`127.0.0.1:${gone}`, `127.0.0.1:${new URL(server.origin).port}`],
  })
  try {
    let ok = 0
    const total = 40
    for (let i = 0; i < total; i++) if ((await get(lb.origin, i % 2 ? '/about' : '/')).status === 200) ok++
    check(ok === total, `${ok} of ${total} GETs through nginx answer 200 with one upstream refusing connections`)
    // The edge asks the instance for the page uncompressed and compresses it itself (deploy/nginx/edge.conf).
    const direct = await rawGet(Number(new URL(server.origin).port), '/about', {})
    const via = await rawGet(Number(new URL(lb.origin).port), '/about', { 'Accept-Encoding': 'br' })
    check(
      via.header('content-encoding') === 'br' && decode('br', via.body).equals(direct.body),
      `nginx sends the instance's page in Brotli (${via.body.length} of ${direct.body.length} bytes)`,
    )
  } finally {
    await lb.stop()
  }
}

try {
  if (runs('image') || runs('encode') || runs('balance')) {
    const server = await startStandalone()
    try {
      if (runs('image')) await image(server)
      if (runs('encode')) await encode(server)
      if (runs('balance')) await balance(server)
    } finally {
      await server.stop()
    }
  }
  if (runs('edge')) {
    const server = await startStandalone(EDGE_TEST_ENV)
    try {
      await edge(server, check)
    } finally {
      await server.stop()
    }
  }
  if (runs('drain')) await drain()
  if (runs('checks')) await checks()
} catch (error) {
  failures.push(String(error))
  console.error(error)
}
if (failures.length) {
  console.error(`\ntest:deploy: ${failures.length} failed`)
  process.exit(1)
}
console.log('\ntest:deploy: all passed')
