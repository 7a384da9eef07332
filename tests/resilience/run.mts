/**
 * `npm run test:resilience`: how the production build behaves under load, when its content source breaks, and
 * under hostile requests. Needs `npm run build` first. Every server runs on loopback with a temporary copy of
 * the dataset; nothing committed is written. Prints figures; exits 1 when a check fails.
 *
 *   1. load     autocannon, 64 connections for 60 s over every public route: errors, 5xx, p50/p99, peak memory.
 *   2. dataset  the local lake's dataset file turns broken (truncated, an invalid JSON line) while the site and
 *               the lake run: every page keeps answering 200 with its content, a never-rendered page still gets
 *               the site's layout (the lake answers from its last good version), the lake logs ONE error naming
 *               the file and line per fault, and a fixed file is picked up without a restart.
 *   3. sanity   Sanity mode: pages generated from the project (a stand-in on the real local lake), then its API
 *               unreachable or answering 500: those pages answer 200 with their content; a never-generated page
 *               answers 500 with the error page, not a stack trace (nginx, deploy/, turns it into 503 with
 *               Retry-After: docs/architecture.md, "When the content backend is down").
 *   4. hostile  overlong and malformed paths, query strings and headers on every route: nothing answers 5xx.
 *   4b. hostile-traffic  for --hostile-seconds (default 25): unknown slugs on every page route and overlong
 *               addresses, against Next's own server, then for half as long through the edge (deploy/nginx in
 *               front of it): the site keeps serving its pages, and its page cache on disk and its memory stay
 *               within the bounds of docs/security.md. Bodies, methods, targets, Host, slow clients and connection
 *               floods at scale are the edge's, tested through it by tests/deploy.
 *   4c. second-line  (with hostile-traffic, or alone) the edge's refusals sent to Next's own server alone, as the
 *               image starts it (TRACE, `OPTIONS *`, absolute-form targets,
 *               bodies over their limit, chunked bodies, Next's on-demand revalidation, idle and slow connections):
 *               each answered, no 5xx, no log line over 64 bytes; and a lake that never answers: pages answered
 *               within 30 s (tests/resilience/second-line.ts; `--without-guard` shows Next without the guard).
 *   4d. soak    (with hostile-traffic, or alone) the deploy stack (nginx, the site, the lake) under scanners,
 *               readers, searches, publishes, lake restarts and slow clients for --soak-seconds (default 45): every
 *               request answered, no 5xx through the edge but its 503s, and an unknown two-segment address at Next
 *               answered within 15 s throughout (tests/resilience/soak.ts).
 *
 *   5. supervise  `npm run start` in local mode: the lake killed with SIGKILL while the site keeps answering 200 for
 *               the pages it has and its error page (500, no stack trace) for what it cannot render, the lake back within 15 s with
 *               no acknowledged edit lost; then the site killed with SIGKILL and answering again within 15 s while the
 *               lake keeps running; and Ctrl-C stopping both.
 *
 * Options: --seconds N, --connections N (load), --hostile-seconds N,
 * --only load|dataset|sanity|hostile|hostile-traffic|second-line|soak|supervise (repeatable), --soak-seconds N,
 * --port N (first port used; the servers take N, N+1, N+2; default RESILIENCE_PORT or a free port).
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { spawn } from 'node:child_process'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { walFileFor } from '@health-site/local-lake/files'
import { startSanityStandIn } from '../support/sanity-stand-in'
import { root } from '../../scripts/page-paths'
import { freePort, rssMiB, startBuild, testBuildDir, type RunningServer } from '../harness/serve-build'
import { startNginx } from '../harness/load-balancer'
import { lakeHangsTest, secondLineTest } from './second-line'
import { soakTest } from './soak'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []))
const runs = (part: string) => only.length === 0 || only.includes(part)
const seconds = option('--seconds', 60)
const hostileSeconds = option('--hostile-seconds', 25)
const connections = option('--connections', 64)
const basePort = option('--port', Number(process.env.RESILIENCE_PORT) || 0)
const port = async (offset: number) => (basePort ? basePort + offset : freePort())

const failures: string[] = []
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`)
}

const seedFile = path.join(root, 'content/seed/dataset.ndjson')
function tempDataset(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'resilience-')), 'dataset.ndjson')
  copyFileSync(seedFile, file)
  return file
}

async function get(origin: string, route: string, init: RequestInit = {}) {
  const response = await fetch(origin + route, { redirect: 'manual', ...init })
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') }
}

/** The routes to exercise: every page the sitemap lists, plus the pages it leaves out on purpose. */
async function publicRoutes(origin: string): Promise<string[]> {
  const sitemap = (await get(origin, '/sitemap.xml')).body
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  if (listed.length < 10) throw new Error(`The sitemap lists only ${listed.length} pages`)
  return [...new Set([...listed, '/homepage', '/bmi-calculator'])]
}

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? ''
const hasStackTrace = (html: string) => /\bat [\w$.<>]+ \(|node_modules\/|\.tsx?:\d+:\d+/.test(html)

async function withServer<T>(env: Record<string, string>, offset: number, run: (s: RunningServer) => Promise<T>) {
  const server = await startBuild({ NEXT_TELEMETRY_DISABLED: '1', ...env }, await port(offset))
  try {
    return await run(server)
  } finally {
    await server.stop()
  }
}

// 1. Load ---------------------------------------------------------------------------------------------------
async function loadTest() {
  console.log(`\n1. load: ${connections} connections for ${seconds} s across every public route (loopback)`)
  await withServer({ LOCAL_DATASET_PATH: tempDataset() }, 0, async (server) => {
    const routes = await publicRoutes(server.origin)
    for (const route of routes) await get(server.origin, route) // warm-up: render anything not prerendered
    let peak = rssMiB(server.pid)
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 250)
    const result = await autocannon({
      url: server.origin,
      connections,
      duration: seconds,
      requests: routes.map((route) => ({ method: 'GET', path: route })),
    })
    clearInterval(sampler)
    const fiveXx = result['5xx']
    console.log(
      `  ${routes.length} routes, ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    )
    console.log(`  server peak memory (RSS, with workers): ${peak.toFixed(0)} MiB`)
    check(
      result.errors === 0 && result.timeouts === 0,
      `no errors or timeouts (${result.errors} errors, ${result.timeouts} timeouts)`,
    )
    check(fiveXx === 0, `no 5xx answers (${fiveXx})`)
    check(result.non2xx === 0, `every answer 2xx (${result.non2xx} were not)`)
  })
}

// 2. Dataset faults -----------------------------------------------------------------------------------------
async function datasetTest() {
  console.log('\n2. dataset faults while the server runs (local mode)')
  const file = tempDataset()
  const good = readFileSync(file, 'utf8')
  await withServer({ LOCAL_DATASET_PATH: file }, 1, async (server) => {
    const routes = await publicRoutes(server.origin)
    const before = new Map<string, string>()
    for (const route of routes) before.set(route, h1((await get(server.origin, route)).body))
    const lines = good.split('\n')
    const faults: Array<[string, string, RegExp]> = [
      ['truncated file', good.slice(0, Math.floor(good.length / 2)), /line \d+ is not valid JSON/],
      [
        'an invalid JSON line',
        [...lines.slice(0, 5), '{"_id": "broken", "_type": oops', ...lines.slice(5)].join('\n'),
        /line 6 is not valid JSON/,
      ],
    ]
    let n = 0
    for (const [label, text, message] of faults) {
      n++
      // The lake reads the file; the site reads the lake.
      const lakeOutput = () => server.lake!.output()
      const logBefore = lakeOutput().length
      writeFileSync(file, text)
      let kept = 0
      for (const route of routes) {
        const { status, body } = await get(server.origin, route)
        if (status === 200 && h1(body) === before.get(route)) kept++
        else console.log(`    ${route}: ${status}, h1 "${h1(body)}" (before: "${before.get(route)}")`)
      }
      check(kept === routes.length, `${label}: ${kept}/${routes.length} pages answer 200 with their last good content`)
      // A page never rendered before needs content now: the lake answers from its last good version.
      const probe = await get(server.origin, `/resilience-probe-${n}`)
      check(
        probe.status === 404 && probe.body.includes('Page not found') && probe.body.includes('HealthWise Hub'),
        `${label}: a never-rendered path gets the site's not-found page (${probe.status})`,
      )
      const logged = lakeOutput()
        .slice(logBefore)
        .split('\n')
        .filter((l) => l.includes('Local dataset error'))
      check(
        logged.length === 1 && logged[0]!.includes(file) && message.test(logged[0]!),
        `${label}: one clear error logged (${logged.length}): ${logged[0]?.trim().slice(0, 160) ?? '(none)'}`,
      )
      // Fixed, with a new page: picked up with no restart.
      const slug = `resilience-${n}`
      const page = {
        _id: `resilience-${n}`,
        _type: 'infoPage',
        title: `Recovered ${n}`,
        slug: { _type: 'slug', current: slug },
        body: [],
      }
      writeFileSync(file, `${good.trimEnd()}\n${JSON.stringify(page)}\n`)
      const recovered = await get(server.origin, `/${slug}`)
      check(
        recovered.status === 200 && h1(recovered.body) === `Recovered ${n}`,
        `${label}: fixed file picked up without a restart (${recovered.status}, "${h1(recovered.body)}")`,
      )
    }
  })
}

// 3. Sanity mode with the API down --------------------------------------------------------------------------
async function sanityTest() {
  console.log('\n3. Sanity mode: pages generated from the project, then its API unreachable or answering 500')
  // The project's API: the real local lake standing in for Sanity, behind a front this test can take down.
  const standIn = await startSanityStandIn(seedFile)
  const cases = ['unreachable', 'answering 500'] as const
  try {
    for (const label of cases) {
      let state: 'up' | 'answering 500' = 'up'
      const front = createServer((req, res) => {
        if (state === 'answering 500') {
          res.writeHead(500, { 'content-type': 'application/json' })
          res.end('{"error":"Internal Server Error"}')
          return
        }
        const upstream = request(
          `${standIn.origin}${req.url}`,
          { method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        upstream.on('error', () => res.destroy())
        req.pipe(upstream)
      })
      const frontPort = await port(3)
      await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve))
      const env = {
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'resilience',
        NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        NEXT_PUBLIC_SANITY_API_HOST: `http://127.0.0.1:${frontPort}`,
      }
      try {
        await withServer(env, 2, async (server) => {
          const routes = ['/', '/about', '/diseases/diabetes', '/privacy']
          // Generated from this project while its API answers (the build's own pages came from the local seed, another
          // content source, and are never served for this one: lib/cache/cache-handler.mjs). One after another: the
          // stand-in, like Sanity's API, refuses reads past its queue with 429, and four cold renders at once could
          // fill it; what this part tests is the outage after, not a burst (docs/testing.md).
          const warm: number[] = []
          for (const route of routes) warm.push((await get(server.origin, route)).status)
          check(
            warm.every((status) => status === 200),
            `${label}: while the API answers, the pages are generated from it (${warm.join(', ')})`,
          )
          if (label === 'unreachable')
            await new Promise<void>((resolve) => {
              front.close(() => resolve())
              front.closeAllConnections()
            })
          else state = 'answering 500'
          for (const route of routes) {
            const { status, body } = await get(server.origin, route)
            check(
              status === 200 && h1(body) !== '',
              `${label}: ${route} answers ${status} with "${h1(body).slice(0, 50)}"`,
            )
          }
          // Next's App Router answers a failed render 500 with its error shell (the site's error panel,
          // app/[locale]/error.tsx, is drawn in the browser); nginx in front sends it as 503 with Retry-After
          // (docs/architecture.md, "When the content backend is down").
          const never = await get(server.origin, '/never-generated-page')
          check(
            never.status === 500 && !hasStackTrace(never.body) && never.body.includes('__next_error__'),
            `${label}: a never-generated page answers ${never.status} with the error page shell and no stack trace`,
          )
        })
      } finally {
        if (front.listening) await new Promise((resolve) => front.close(resolve))
      }
    }
  } finally {
    await standIn.close()
  }
}

// 4. Hostile requests ---------------------------------------------------------------------------------------
async function hostileTest() {
  console.log('\n4. hostile paths, query strings and headers on every route')
  await withServer({ LOCAL_DATASET_PATH: tempDataset() }, 0, async (server) => {
    const routes = await publicRoutes(server.origin)
    const paths = [
      `/${'a'.repeat(8000)}`,
      `/diseases/${'x'.repeat(8000)}`,
      '/%',
      '/%E0%A4%A',
      '/%00',
      '/diseases/%00',
      '/..%2f..%2fetc%2fpasswd',
      '/<script>alert(1)</script>',
      '/😀',
      `/${encodeURIComponent('שלום')}`,
      '/blog/%ff',
      '//evil.example',
      '/diseases/diabetes/../../etc/passwd',
      '/_next/static/..%2f..%2fpackage.json',
      '/api/%',
    ]
    const queries = [
      '?q=%',
      '?q=%E0%A4%A',
      `?q=${'x'.repeat(8000)}`,
      `?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`,
      '?__proto__[polluted]=1&constructor[prototype][x]=1',
      '?_rsc=%',
      '?q=<script>alert(1)</script>',
      '?q=NaN&weight=Infinity&feet=-1e309',
    ]
    const headerSets: Array<Record<string, string>> = [
      { accept: '*/*;q=NaN, text/html;q=-1' },
      { 'accept-language': `${'x'.repeat(4000)};q=9` },
      { 'accept-encoding': 'gzip;q=NaN, br;q=Infinity, identity;q=0' },
      { cookie: `hwh_consent=${'%'.repeat(3000)}; __prerender_bypass=garbage` },
      { range: 'bytes=999999999-0' },
      { 'if-none-match': '"' + 'x'.repeat(2000) },
      { 'if-modified-since': 'not a date' },
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
      { rsc: '1' },
      { rsc: '1', 'next-router-state-tree': '%7Bnot-json' },
      { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree/../../x' },
      { 'next-action': 'deadbeef' },
      { 'user-agent': Buffer.from('😀'.repeat(500)).toString('latin1') },
      { 'content-type': 'multipart/form-data; boundary=' },
    ]
    const statuses = new Map<number, number>()
    const bad: string[] = []
    let total = 0
    const probe = async (route: string, init: RequestInit = {}) => {
      total++
      let status: number
      try {
        status = (
          await fetch(server.origin + route, { redirect: 'manual', ...init }).then(async (r) => {
            await r.arrayBuffer()
            return r
          })
        ).status
      } catch (error) {
        bad.push(`${init.method ?? 'GET'} ${route.slice(0, 80)}: ${(error as Error).message}`)
        return
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500)
        bad.push(
          `${init.method ?? 'GET'} ${route.slice(0, 80)} ${JSON.stringify(init.headers ?? {}).slice(0, 80)}: ${status}`,
        )
    }
    for (const p of paths) await probe(p)
    for (const route of routes) {
      for (const q of queries) await probe(route + q)
      for (const headers of headerSets) await probe(route, { headers })
      await probe(route, {
        method: 'POST',
        headers: { 'next-action': 'x', 'content-type': 'text/plain' },
        body: '<script>',
      })
      await probe(route, { method: 'OPTIONS' })
      await probe(route, { method: 'HEAD' })
    }
    console.log(`  ${total} requests; statuses: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`)
    for (const line of bad.slice(0, 20)) console.log(`    ${line}`)
    check(bad.length === 0, `no 5xx and no dropped connection (${bad.length} found)`)
    const alive = await get(server.origin, '/')
    check(alive.status === 200, 'the server still answers / with 200 afterwards')
  })
}

// 4b. Hostile traffic --------------------------------------------------------------------------------------------
// The bounds checked here are the ones docs/security.md states ("Threat model and bounds"); the timeouts and the
// connection cap are set lower than their defaults so that they act within the run.
/** The page cache may grow by the real pages rendered during the run, never by what the attack asks for. */
const PAGE_CACHE_GROWTH_BOUND = 2 * 1024 * 1024
// After the warm-up every real page is kept: a revalidated one is rewritten in place. Some slack for a page whose
// render the warm-up did not reach (a list's second page), none for the ~270 invented addresses asked for.
const PAGE_CACHE_FILES_GROWTH_BOUND = 40
/** Memory of the server (RSS, with workers) during the run; held 10 MB bodies took it past 600 MB before. */
const HOSTILE_RSS_BOUND_MIB = 512
/**
 * What the server may write to its log per hostile request, on average (one 15 KB address once made
 * Next.js write 55 KB; a stack trace is about half a kilobyte). A refusal should write nothing.
 */
const HOSTILE_LOG_BYTES_PER_REQUEST_BOUND = 64

/** Bytes and files under a folder. */
function du(folder: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[] = []
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else {
        files++
        try {
          bytes += statSync(full).size
        } catch {
          // removed meanwhile
        }
      }
    }
  }
  walk(folder)
  return { bytes, files }
}

/**
 * Sends raw bytes on a new connection; resolves with the status line's code (0: none) when the server closes it or
 * after `waitMs`. `trickle`: one more byte a second after the head, as a slow client does.
 */
function rawExchange(
  port: number,
  head: string,
  options: { body?: Buffer; trickle?: boolean; waitMs?: number } = {},
): Promise<{ status: number; ms: number; atCap: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let tick: NodeJS.Timeout | undefined
    const done = () => {
      clearInterval(tick)
      clearTimeout(timer)
      socket.destroy()
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      // Closed at once with no answer: the server was at its connection cap (MAX_CONNECTIONS) and closed it unread.
      resolve({ status, ms: Date.now() - started, atCap: status === 0 && Date.now() - started < 200 })
    }
    const timer = setTimeout(done, options.waitMs ?? 5000)
    socket.on('data', (d) => {
      text += d
      // A refusal is complete once its status line is in; the connection closes after it.
    })
    socket.on('close', done)
    socket.on('error', done)
    socket.write(head)
    if (options.body) socket.write(options.body)
    if (options.trickle) tick = setInterval(() => socket.writable && socket.write('x'), 1000)
  })
}

async function hostileTrafficTest() {
  const edgeSeconds = Math.max(5, Math.round(hostileSeconds / 2))
  console.log(
    `\n4b. hostile traffic for ${hostileSeconds} s at Next's own server, then ${edgeSeconds} s through the edge ` +
      '(deploy/nginx; loopback): the site keeps serving within its bounds',
  )
  await withServer({ LOCAL_DATASET_PATH: tempDataset() }, 3, async (server) => {
    const serverPort = Number(new URL(server.origin).port)
    const routes = await publicRoutes(server.origin)
    for (const route of routes) await get(server.origin, route) // warm-up: the real pages are rendered and kept
    const distDir = testBuildDir()
    // Next's standalone server keeps its pages in its own folder of the build (tests/harness/serve-build.ts).
    const served = path.join(distDir, 'standalone', '.next')
    const cacheFolders = [path.join(served, 'server', 'app'), path.join(served, 'cache')]
    const disk = () => cacheFolders.map(du).reduce((a, b) => ({ bytes: a.bytes + b.bytes, files: a.files + b.files }))

    /** One round of attacks and reads at `origin` (Next's server, or the edge in front of it) for `roundSeconds`. */
    async function round(via: string, origin: string, roundSeconds: number) {
      console.log(`  ${via}:`)
      const port = Number(new URL(origin).port)
      const host = `127.0.0.1:${port}`
      const diskBefore = disk()
      const rssBefore = rssMiB(server.pid)
      const logBefore = Buffer.byteLength(server.output())
      const stopAt = Date.now() + roundSeconds * 1000
      let peakRss = rssBefore
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 250)
      const statuses = new Map<string, Map<number, number>>()
      const count = (kind: string, status: number) => {
        const m = statuses.get(kind) ?? new Map<number, number>()
        m.set(status, (m.get(status) ?? 0) + 1)
        statuses.set(kind, m)
      }
      const wrong: string[] = []
      let atCap = 0
      const expectStatus = (kind: string, status: number, ok: (s: number) => boolean, closedAtCap = false) => {
        if (closedAtCap) {
          atCap++
          return
        }
        count(kind, status)
        if (!ok(status) && wrong.length < 20) wrong.push(`${kind}: ${status}`)
      }
      let hostile = 0
      const rand = () => Math.random().toString(36).slice(2, 10)
      const unknown = [
        () => `/probe-fill-${rand()}`,
        () => `/blog/probe-fill-${rand()}`,
        () => `/diseases/probe-fill-${rand()}`,
        () => `/booking/probe-fill-${rand()}`,
        // A number is a doctor id the page looks up (a name is refused before any read).
        () => `/booking/${100000 + Math.floor(Math.random() * 1e6)}`,
        () => `/blog/category/probe-${rand()}`,
        () => `/blog/page/${100000 + Math.floor(Math.random() * 1e6)}`,
        () => `/blog/category/probe-${rand()}/page/2`,
        () => `/share/guide/probe-${rand()}`,
        // Slugs longer than any the Studio accepts: each page and the share card answer 404 without a read.
        () => `/blog/${'b'.repeat(300)}${rand()}`,
        () => `/diseases/${'d'.repeat(300)}${rand()}`,
        () => `/share/post/${'s'.repeat(300)}${rand()}`,
      ]
      const attacks: Array<() => Promise<void>> = [
        async () => {
          const route = unknown[Math.floor(Math.random() * unknown.length)]!()
          const r = await fetch(origin + route, { redirect: 'manual' }).catch(() => null)
          if (r) await r.arrayBuffer()
          expectStatus('unknown slug', r?.status ?? 0, (s) => s === 404 || s === 308)
        },
        async () => {
          // `Connection: close`, so that the answer ends the exchange: kept alive, each one waited out rawExchange's 5 s.
          const r = await rawExchange(
            port,
            `GET /blog/${'b'.repeat(15000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          )
          // Node takes a request line this long, and the post page answers its not-found page (404) without reading
          // content for a slug longer than any the Studio accepts (isPossibleSlug); nginx refuses it (414) first.
          expectStatus('15 KB address', r.status, (s) => s === 404 || s === 414 || s === 431, r.atCap)
        },
      ]
      const attackers = Array.from({ length: 6 }, async () => {
        while (Date.now() < stopAt) {
          await attacks[Math.floor(Math.random() * attacks.length)]!()
          hostile++
        }
      })
      // A reader: the site's real pages, one after another, all through.
      const reads: number[] = []
      const readFailures: string[] = []
      const reader = (async () => {
        let i = 0
        while (Date.now() < stopAt) {
          const route = routes[i++ % routes.length]!
          const started = Date.now()
          const r = await get(origin, route).catch((e: Error) => ({ status: 0, body: e.message }))
          reads.push(Date.now() - started)
          if (r.status !== 200 && readFailures.length < 10) readFailures.push(`${route}: ${r.status}`)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      })()
      await Promise.all([...attackers, reader])
      clearInterval(sampler)

      const diskAfter = disk()
      const sorted = [...reads].sort((a, b) => a - b)
      const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0
      console.log(
        `  ${hostile} hostile requests (${atCap} closed unread at the connection cap) and ${reads.length} page reads in ${roundSeconds} s`,
      )
      for (const [kind, m] of statuses) console.log(`    ${kind}: ${[...m].map(([s, c]) => `${s}×${c}`).join(', ')}`)
      for (const line of [...wrong, ...readFailures]) console.log(`    ${line}`)
      check(wrong.length === 0, `${via}: every hostile request got its refusal (${wrong.length} did not)`)
      check(
        readFailures.length === 0 && reads.length > 20,
        `${via}: the pages kept answering 200 (${reads.length} reads, p99 ${p99} ms)`,
      )
      check(p99 < 3000, `${via}: page reads p99 under 3 s during the attack (${p99} ms)`)
      const grown = diskAfter.bytes - diskBefore.bytes
      check(
        diskAfter.files - diskBefore.files <= PAGE_CACHE_FILES_GROWTH_BOUND,
        `${via}: no file kept per invented address (${diskAfter.files - diskBefore.files} new files; bound ${PAGE_CACHE_FILES_GROWTH_BOUND})`,
      )
      check(
        grown <= PAGE_CACHE_GROWTH_BOUND,
        `${via}: the page cache grew by ${(grown / 1024).toFixed(0)} KB and ${diskAfter.files - diskBefore.files} files (bound ${PAGE_CACHE_GROWTH_BOUND / 1024} KB)`,
      )
      check(
        peakRss <= HOSTILE_RSS_BOUND_MIB,
        `${via}: memory peaked at ${peakRss.toFixed(0)} MiB (was ${rssBefore.toFixed(0)}; bound ${HOSTILE_RSS_BOUND_MIB} MiB)`,
      )
      const logBytes = Buffer.byteLength(server.output()) - logBefore
      check(
        logBytes <= HOSTILE_LOG_BYTES_PER_REQUEST_BOUND * Math.max(hostile, 1),
        `${via}: the server logged ${logBytes} bytes for ${hostile} hostile requests ` +
          `(bound ${HOSTILE_LOG_BYTES_PER_REQUEST_BOUND} a request)`,
      )
      const alive = await get(origin, '/')
      check(alive.status === 200, `${via}: / answers 200 afterwards`)
    }

    await round("Next's own server, no edge (npm run start)", server.origin, hostileSeconds)
    // The same traffic replayed through the edge the deploy runs (deploy/nginx, its micro-cache and limits).
    const edge = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${serverPort}`] })
    try {
      await round('through the edge (deploy/nginx)', edge.origin, edgeSeconds)
    } finally {
      await edge.stop()
    }
  })
}

// 5. Supervision -----------------------------------------------------------------------------------------------
/** `npm run start` in local mode: the site outlives the lake, the lake comes back, and nothing is left orphaned. */
async function superviseTest() {
  console.log(
    '\n5. supervise: npm run start under hostile requests; an edit; the lake, then the site, killed with SIGKILL; then SIGINT',
  )
  const sitePort = await port(4)
  const lakePort = await port(5)
  const site = `http://127.0.0.1:${sitePort}`
  const lake = `http://127.0.0.1:${lakePort}`
  const token = 'resilience-editor-token-'.padEnd(48, 'x')
  // Not there yet: `npm run start` makes the working copy from the seed, with its generation id, as on first start.
  const lakeDir = path.join(mkdtempSync(path.join(tmpdir(), 'resilience-')), 'lake')
  const dataset = path.join(lakeDir, 'dataset.ndjson')
  const api = `${lake}/v2025-02-19/data`
  const editor = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const query = (groq: string, headers: Record<string, string> = {}, perspective = 'published') =>
    fetch(`${api}/query/production?perspective=${perspective}&query=${encodeURIComponent(groq)}`, { headers }).then(
      async (r) => ({
        status: r.status,
        body: (await r.json()) as { result?: unknown; error?: { description?: string } },
      }),
    )
  const mutate = (mutations: unknown[]) =>
    fetch(`${api}/mutate/production`, { method: 'POST', headers: editor, body: JSON.stringify({ mutations }) })
  const startSupervisor = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.mts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(sitePort),
        LOCAL_LAKE_PORT: String(lakePort),
        LOCAL_DATASET_PATH: dataset,
        LOCAL_STUDIO_TOKEN: token,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: testBuildDir(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c: Buffer) => (output += c))
    return child
  }
  const stopSupervisor = async (child: ReturnType<typeof spawn>) => {
    child.kill('SIGINT')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
  }
  let output = ''
  let supervisor = startSupervisor()
  const up = async (url: string, within: number) => {
    const until = Date.now() + within
    while (Date.now() < until) {
      const status = await fetch(url)
        .then((r) => r.status)
        .catch(() => 0)
      if (status > 0 && status < 500) return true
      await new Promise((r) => setTimeout(r, 200))
    }
    return false
  }
  try {
    check(await up(`${site}/`, 60_000), 'the site answers')
    check(await up(`${lake}/v1/ping`, 30_000), 'the lake answers')

    // The reported runaway query, anonymous: stopped with an error, while the site and the editor are answered.
    const runaway = '*[]{"a": *[]{"b": *[]{"c": *[]{"d": string::split(coalesce(title, _id), "")}}}}'
    const runawayStarted = Date.now()
    const stopped = query(runaway).then((r) => ({ ...r, seconds: (Date.now() - runawayStarted) / 1000 }))
    await new Promise((r) => setTimeout(r, 300))
    const meanwhile = Date.now()
    const page = (await get(site, '/diseases/diabetes')).status
    // The six English guides (their Spanish twins carry language "es").
    const studio = await query('count(*[_type == "conditionArticle" && coalesce(language, "en") == "en"])', editor)
    const meanwhileMs = Date.now() - meanwhile
    check(
      page === 200 && studio.status === 200 && studio.body.result === 6,
      `while it runs, a page and the editor's query are answered (${page}, ${studio.status}, ${meanwhileMs} ms)`,
    )
    const answer = await stopped
    check(
      answer.status >= 400 && answer.status < 500 && answer.seconds < 10,
      `the runaway query is stopped with ${answer.status} in ${answer.seconds.toFixed(1)} s: ${answer.body.error?.description}`,
    )

    // A dotted id (the Presentation tool's share secret) is private: an anonymous reader never sees one.
    const secretId = 'sanity-preview-url-secret.share-access'
    await mutate([{ createOrReplace: { _id: secretId, _type: 'sanity.previewUrlShareAccess', secret: 'shh' } }])
    const anonymousIds = (await query('*[]._id', {}, 'raw')).body.result as string[]
    const editorIds = (await query('*[]._id', editor)).body.result as string[]
    check(
      !anonymousIds.some((id) => id.includes('.')) && editorIds.includes(secretId),
      `an anonymous reader sees no dotted id (${anonymousIds.length} ids), the editor sees the share secret`,
    )
    const crossSite = await new Promise<number>((resolve, reject) =>
      request(`${api}/query/production?query=count(*)`, { headers: { 'sec-fetch-site': 'cross-site' } }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end(),
    )
    check(crossSite === 403, `a cross-site request is refused (${crossSite})`)

    // A publish reaches the page; then an edit is acknowledged and the lake is killed before it folds its log. The
    // page is one without medical review: the lake refuses a medical text written straight to readers unapproved.
    const title = 'About (edited during the resilience test)'
    await mutate([{ patch: { id: 'page-about', set: { title } } }])
    const published = Date.now()
    let shown = false
    while (!shown && Date.now() - published < 5000) {
      shown = (await get(site, '/about')).body.includes(title)
      if (!shown) await new Promise((r) => setTimeout(r, 200))
    }
    check(shown, `the publish shows on the page (after ${((Date.now() - published) / 1000).toFixed(1)} s)`)
    const draftTitle = 'Acknowledged just before kill -9'
    const draft = await mutate([
      { createOrReplace: { _id: 'drafts.condition-diabetes', _type: 'conditionArticle', title: draftTitle } },
    ])
    check(draft.ok && existsSync(walFileFor(dataset)), 'the last edit is acknowledged and still in the write-ahead log')
    // The pages a reader has asked for are in the site's page cache.
    const visited = ['/', '/about', '/diseases/diabetes', '/blog', '/contact', '/doctor-discovery']
    for (const route of visited) await get(site, route)
    const pid = await listeningProcess(lakePort)
    check(pid > 0, `the lake's process is found (pid ${pid})`)
    process.kill(pid, 'SIGKILL')
    const killedAt = Date.now()
    let worst = 200
    for (const route of visited) {
      const status = (await get(site, route)).status
      if (status !== 200) worst = status
    }
    check(worst === 200, `with the lake killed, the pages the site has still answer 200 (worst ${worst})`)
    // What it cannot render without its content API gets the error page, never a stack trace (nginx in front says
    // 503 with Retry-After: docs/architecture.md, "When the content backend is down").
    const unrendered = await fetch(`${site}/resilience-never-rendered`)
    const unrenderedBody = await unrendered.text()
    check(
      unrendered.status === 500 && !hasStackTrace(unrenderedBody) && unrenderedBody.includes('__next_error__'),
      `a page it cannot render answers ${unrendered.status} with the error page shell and no stack trace`,
    )
    const back = await up(`${lake}/v1/ping`, 15_000)
    check(back, `the lake is back within 15 s (after ${((Date.now() - killedAt) / 1000).toFixed(1)} s)`)
    check((output.match(/lake: stopped/g) ?? []).length === 1, 'one log line says the lake stopped and restarts')
    const kept = (await query('*[_id == "drafts.condition-diabetes"][0].title', editor, 'raw')).body.result
    check(kept === draftTitle, `the restarted lake has the edit acknowledged before the kill ("${kept}")`)
    check((await get(site, '/about')).body.includes(title), 'the page still shows the publish')

    // Next killed: the supervisor restarts it with backoff; the lake is not stopped with it.
    const sitePid = await listeningProcess(sitePort)
    check(sitePid > 0 && sitePid !== process.pid, `the site's process is found (pid ${sitePid})`)
    process.kill(sitePid, 'SIGKILL')
    const siteKilledAt = Date.now()
    const lakeMeanwhile = await fetch(`${lake}/v1/ping`).then(
      (r) => r.status,
      () => 0,
    )
    let pageBack = 0
    while (Date.now() - siteKilledAt < 15_000 && pageBack !== 200) {
      pageBack = await fetch(`${site}/diseases/diabetes`).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      )
      if (pageBack !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    check(
      pageBack === 200,
      `with the site killed (SIGKILL), pages answer 200 again within 15 s (after ${((Date.now() - siteKilledAt) / 1000).toFixed(1)} s)`,
    )
    check(lakeMeanwhile === 200, `the lake keeps answering while the site restarts (${lakeMeanwhile})`)
    check((output.match(/site: stopped/g) ?? []).length === 1, 'one log line says the site stopped and restarts')

    // Start again from the seed, as the README says: stop, delete the lake's folder, start. The page cache is keyed
    // to the working copy's generation, so no page rendered from the edited copy is served.
    await stopSupervisor(supervisor)
    rmSync(lakeDir, { recursive: true, force: true })
    supervisor = startSupervisor()
    check(await up(`${site}/`, 60_000), 'after deleting the working copy, the site answers again')
    const reset = (await get(site, '/diseases/diabetes')).body
    check(
      !reset.includes(title) && reset.includes('Diabetes: symptoms, tests and treatment'),
      'every page shows the seed again: the guide has its seed title, not the edit made before the reset',
    )
  } finally {
    await stopSupervisor(supervisor)
  }
  await new Promise((r) => setTimeout(r, 1000))
  const siteGone = !(await fetch(`${site}/`)
    .then(() => true)
    .catch(() => false))
  const lakeGone = !(await fetch(`${lake}/v1/ping`)
    .then(() => true)
    .catch(() => false))
  check(siteGone && lakeGone, 'Ctrl-C stops both the site and the lake')
}

/** The pid of the process listening on a loopback port (Linux: /proc/net/tcp and the processes' socket links). */
async function listeningProcess(listenPort: number): Promise<number> {
  const { readdirSync, readlinkSync } = await import('node:fs')
  const hexPort = listenPort.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9] ?? '')
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
        const inode = /socket:\[(\d+)\]/.exec(link)?.[1]
        if (inode && inodes.has(inode)) return Number(pid)
      } catch {
        continue
      }
    }
  }
  return 0
}

const started = Date.now()
try {
  if (runs('load')) await loadTest()
  if (runs('dataset')) await datasetTest()
  if (runs('sanity')) await sanityTest()
  if (runs('hostile')) await hostileTest()
  if (runs('hostile-traffic')) await hostileTrafficTest()
  // Part of the hostile-traffic run in `npm test`; each also runs alone (`--only second-line`, `--only soak`).
  if (runs('hostile-traffic') || runs('second-line')) {
    await secondLineTest(check, tempDataset(), { withoutGuard: args.includes('--without-guard') })
    await lakeHangsTest(check)
  }
  if (runs('hostile-traffic') || runs('soak')) await soakTest(check, tempDataset(), option('--soak-seconds', 45))
  if (runs('supervise')) await superviseTest()
} catch (error) {
  failures.push((error as Error).message)
  console.error(error)
}
console.log(
  `\n${failures.length ? `${failures.length} check(s) failed` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
process.exit(failures.length ? 1 : 0)
