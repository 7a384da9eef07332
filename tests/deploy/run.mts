/**
 * `npm run test:deploy`: what the Docker image runs, started here because no Docker engine runs where the tests
 * run. Needs `npm run build` first. The runtime stage's files are laid out in a temporary folder exactly as the
 * Dockerfile's COPY lines say (scripts/assemble-standalone.mjs reads them), and Next's standalone `server.js` is
 * started from there, as the image's CMD does. Proves:
 *   1. image    the server starts from those files alone and serves pages, static files and /healthz.
 *   2. drain    SIGTERM (Next's own drain): new connections refused at once; a request in flight (its body still
 *               arriving) and one on a connection already open complete; the process exits by itself.
 *   3. checks   with REDIS_URL set (several instances), a missing shared setting stops the server at start
 *               (instrumentation.ts), with a line naming the variable; on 0.0.0.0, as the image's ENV says, the server
 *               prints one line saying it needs the edge in front.
 *   4. balance  deploy/nginx/site.conf (compose's load balancer) in Debian's nginx, in front of one instance and one
 *               address where nothing listens (an instance gone): every GET answers 200 (nginx retries the other).
 *   5. edge     deploy/nginx (the edge: micro-cache, compression, limits, methods, Host) in front of the instance,
 *               with the attacks it refuses sent through it (tests/deploy/edge.ts).
 * Compression is nginx's (docs/architecture.md, "Serving"). Prints each check; exits 1 when one
 * fails. Options: --only image|drain|checks|balance|edge (repeatable).
 */
import { spawn } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import path from 'node:path'
import { startNginx } from '../harness/load-balancer'
import { freePort, standaloneDir, startStandalone, type RunningServer } from '../harness/serve-build'
import { edge, EDGE_TEST_ENV, unavailable } from './edge'
import { routesFor } from '../../lib/site/localized-routes'

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

async function image(server: RunningServer) {
  console.log('image: the runtime stage laid out from the Dockerfile, started with its CMD')
  const dir = standaloneDir()
  for (const route of ['/', '/diseases/diabetes', '/about']) {
    const page = await get(server.origin, route)
    check(page.status === 200 && /<h1/.test(page.body.toString()), `GET ${route} answers 200 with the page`)
  }
  // A guide asked for by the default language's slug under another language redirects to its translation, rendered
  // here for the first time: one Location line (a client that joins repeated headers would follow "/a, /a").
  const socket = await raw(Number(new URL(server.origin).port))
  const reply = responseOf(socket)
  socket.write(
    `GET ${routesFor('es').condition('hypertension')} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  )
  const locations = (await reply).split('\r\n').filter((line) => /^location:/i.test(line))
  check(
    /^HTTP\/1\.1 30[78]/.test(await reply) && locations.length === 1,
    `another language's slug redirects with one Location (got ${locations.join(' | ') || 'none'})`,
  )
  // Behind an edge that ends TLS, every request says X-Forwarded-Proto: https. A default-language page is a rewrite
  // into the route tree (proxy.ts); kept inside the server it answers as any page, where a rewrite Next sent back to
  // the server over the network would go out as HTTPS to this plain port and answer 500.
  for (const route of ['/', '/about', routesFor('es').contact()]) {
    const page = await get(server.origin, route, { 'x-forwarded-proto': 'https' })
    check(page.status === 200, `GET ${route} with X-Forwarded-Proto: https answers 200 (got ${page.status})`)
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
  // Content comes through Sanity's API only (in local mode from a lake beside the server): a dataset in the image
  // would be a stale copy nothing reads.
  const datasets = (await import('node:fs')).globSync('**/*.ndjson', { cwd: dir, exclude: (f) => f === 'node_modules' })
  check(datasets.length === 0, `the runtime files hold no dataset (${datasets.join(', ') || 'none'})`)
}

async function drain() {
  console.log('drain: SIGTERM with requests in flight')
  const server = await startStandalone({ SANITY_REVALIDATE_SECRET: 'x'.repeat(32) })
  const port = Number(new URL(server.origin).port)
  // A: a request whose headers are half sent; B: a POST whose body is half sent (Next.js is reading it).
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
    /^HTTP\/1\.1 200/.test(aText),
    `a request on a connection already open is answered (got ${aText.split('\r\n')[0]})`,
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
  // Next's server exits 143 after a SIGTERM it handled (128 + 15), once the requests in flight are answered.
  check(code === 143 && took < 30, `the process exits by itself once they are answered (${code}, ${took.toFixed(1)} s)`)
  // The server drained and exited by itself; the lake started beside it (local mode) is stopped here, or this
  // process would wait on it forever.
  await server.stop()
}

/** Starts server.js with `env` until it exits, or until its output matches `stopWhen` (then it is stopped). */
function startAndExit(
  env: Record<string, string>,
  stopWhen?: RegExp,
): Promise<{ code: number | null; output: string }> {
  return new Promise(async (resolve) => {
    const port = await freePort()
    const dir = standaloneDir()
    const child = spawn(process.execPath, [path.join(dir, 'server.js')], {
      cwd: dir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (d: Buffer) => {
      output += d
      if (stopWhen?.test(output)) child.kill('SIGTERM')
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

async function checks() {
  console.log("checks: the image's public bind says so; several instances (REDIS_URL) need their shared settings")
  // The image's ENV: HOSTNAME=0.0.0.0, nothing supervising server.js (stopped once it has said so, on a free port).
  const image = await startAndExit({ HOSTNAME: '0.0.0.0' }, /^Listening on .*\n/m)
  const warnings = image.output.split('\n').filter((l) => l.startsWith('Listening on 0.0.0.0:'))
  check(
    warnings.length === 1 && /only behind it\.$/.test(warnings[0]!),
    `server.js on 0.0.0.0 prints one line saying it needs the edge in front (${warnings.length}: ${warnings[0]})`,
  )

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
    const line = output.split('\n').find((l) => l.includes(name)) ?? ''
    check(
      code === 1 && line !== '',
      `without ${name}: refuses to start with a line naming it (exit ${code}: ${line.trim()})`,
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
    const via = await get(lb.origin, '/about', { 'Accept-Encoding': 'br' })
    check(
      via.headers.get('content-encoding') === 'br' && /<h1/.test(via.body.toString()),
      "nginx sends the instance's page in Brotli",
    )
  } finally {
    await lb.stop()
  }
}

try {
  if (runs('image') || runs('balance')) {
    const server = await startStandalone()
    try {
      if (runs('image')) await image(server)
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
    await unavailable(check)
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
