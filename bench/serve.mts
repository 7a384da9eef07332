/**
 * `npm run bench:serve`: load on the production server. For `/`, a condition guide, a CMS page and `/robots.txt`,
 * autocannon runs 20 s at 32 connections (loopback only) and this prints requests/s, p50/p99 latency, errors and
 * non-2xx answers, the server's peak memory, and how many content-backend queries ran after warm-up (cached pages
 * must run none), and each route's first request after the start (a render: what the first reader after a deploy
 * waits) beside its second. Options: --seconds N, --connections N. Prints figures; exits 1 only if requests failed.
 *
 * `npm run bench:serve -- --vs-nginx`: the deploy stack (the edge, deploy/nginx with its micro-cache, in front of
 * the build) side by side with nginx (Debian's, one worker each, installed when missing) serving the same bytes with
 * the same coding: each page's Brotli body is fetched from the edge once and written to a temporary root, which nginx
 * serves with brotli_static and the same response headers; and the build alone beside them, as it is. Then
 * autocannon, Brotli accepted, 32 connections on loopback, the same seconds for each: requests/s for the three and the
 * edge's ratio to static nginx (goal ≥ 0.9).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startNginx } from '../tests/harness/load-balancer'
import { freePort, rssMiB, startBuild } from '../tests/harness/serve-build'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback
const seconds = option('--seconds', 20)
const connections = option('--connections', 32)
const routes = ['/', '/diseases/diabetes', '/about', '/robots.txt']

if (args.includes('--vs-nginx')) {
  // After every declaration below is initialised (versusNginx reads them).
  setImmediate(() => void versusNginx().then(() => process.exit(0)))
} else await serveBench()

async function serveBench() {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'bench-serve-')), 'queries.log')
  writeFileSync(log, '')
  const queries = () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length

  const server = await startBuild({ CONTENT_QUERY_LOG: log })
  let peak = rssMiB(server.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 200)

  const rows: string[][] = []
  let failed = 0
  try {
    // Warm-up: the first request to each page after a start renders it (the page cache never serves the pages the
    // build prerendered: docs/deploy.md) and queries the backend; its time is what the first reader after a deploy
    // waits, printed beside the second request's.
    const firstAndSecond: string[] = []
    for (const route of routes) {
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await (await fetch(server.origin + route)).arrayBuffer()
        times.push(performance.now() - started)
      }
      firstAndSecond.push(`${route} ${times[0]!.toFixed(0)} ms, then ${times[1]!.toFixed(0)} ms`)
    }
    // Proof that the counter counts: a slug nobody has requested renders on demand and asks the backend.
    const probe = await fetch(`${server.origin}/bench-probe-${Date.now()}`)
    await probe.arrayBuffer()
    if (queries() === 0)
      throw new Error('The query counter saw no query for an uncached page: the count proves nothing.')
    const afterWarmUp = queries()
    for (const route of routes) {
      const result = await autocannon({ url: server.origin + route, connections, duration: seconds })
      failed += result.errors + result.timeouts + result.non2xx
      rows.push([
        route,
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.errors + result.timeouts),
        String(result.non2xx),
        String(result.requests.total),
      ])
    }
    const duringLoad = queries() - afterWarmUp
    clearInterval(sampler)
    const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'requests']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    console.log(`autocannon: ${connections} connections, ${seconds} s per route, production build, loopback`)
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '))
    console.log(`first request after the start, then the second: ${firstAndSecond.join('; ')}`)
    console.log(`server peak memory (RSS, with workers): ${peak.toFixed(0)} MiB`)
    console.log(
      `content-backend queries: ${afterWarmUp} during warm-up (one uncached probe page included), ${duringLoad} under load (expected 0)`,
    )
  } finally {
    clearInterval(sampler)
    await server.stop()
  }
  process.exit(failed ? 1 : 0)
}

/** The raw response of one GET (undici's fetch would decode the body). */
function rawGet(origin: string, route: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(origin + route, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

// Headers nginx makes itself, or that describe the body it serves from the file.
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'transfer-encoding',
  'vary',
])

async function versusNginx() {
  const pages = ['/', '/diseases/diabetes', '/about']
  const server = await startBuild()
  // The deploy stack: the edge (deploy/nginx, the files compose runs) in front of the instance.
  const edge = await startNginx({
    port: await freePort(),
    workers: 1,
    upstreams: [`127.0.0.1:${new URL(server.origin).port}`],
  })
  const rootDir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  const accept = { 'accept-encoding': 'br' }
  let headerLines = ''
  try {
    for (const page of pages) {
      const reply = await rawGet(edge.origin, page, accept)
      if (reply.status !== 200 || reply.headers['content-encoding'] !== 'br')
        throw new Error(
          `${page}: expected a 200 Brotli answer, got ${reply.status} ${reply.headers['content-encoding']}`,
        )
      const file = path.join(rootDir, page === '/' ? 'index.html' : page.slice(1))
      mkdirSync(path.dirname(file), { recursive: true })
      // brotli_static sends file.br; the uncompressed file must exist beside it for nginx to look.
      writeFileSync(file, '')
      writeFileSync(`${file}.br`, reply.body)
      if (!headerLines)
        headerLines = Object.entries(reply.headers)
          .filter(([name]) => !OWN_HEADERS.has(name))
          .map(([name, value]) => `add_header ${name} "${String(value).replaceAll('"', '\\"')}" always;`)
          .join('\n      ')
    }
    const lb = await startNginx({
      port: await freePort(),
      workers: 1,
      server: `
      root ${rootDir};
      index index.html;
      default_type text/html;
      charset utf-8;
      brotli_static on;
      add_header Vary Accept-Encoding always;
      ${headerLines}
      location / { try_files $uri $uri/ =404; }
      location = /nginx-health { return 200; }`,
    })
    try {
      const rows: string[][] = []
      for (const page of pages) {
        const check = await rawGet(lb.origin, page, accept)
        const ours = await rawGet(edge.origin, page, accept)
        if (check.headers['content-encoding'] !== 'br' || !check.body.equals(ours.body))
          throw new Error(
            `nginx does not serve ${page}'s Brotli bytes as the edge does: ${check.status} ${check.headers['content-encoding']} ${check.body.length} vs ${ours.body.length}`,
          )
        // Each connection reconnects before nginx's keepalive_requests (1,000) closes it under autocannon, which
        // ignores that answer's Connection: close and now and then meets a reset (tests/scale/run.mts); the same for
        // all three, so the comparison stays fair.
        const run = (origin: string) =>
          autocannon({ url: origin + page, connections, duration: seconds, headers: accept, reconnectRate: 500 })
        const bare = await run(server.origin)
        const a = await run(edge.origin)
        const b = await run(lb.origin)
        const errors = [bare, a, b].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0)
        rows.push([
          page,
          String(ours.body.length),
          bare.requests.average.toFixed(0),
          a.requests.average.toFixed(0),
          b.requests.average.toFixed(0),
          `${(a.requests.average / b.requests.average).toFixed(2)}x`,
          String(errors),
        ])
      }
      const header = ['page', 'br bytes', 'instance req/s', 'edge req/s', 'nginx static req/s', 'edge/static', 'errors']
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
      console.log(
        `autocannon: ${connections} connections, ${seconds} s each, Brotli accepted, loopback. instance: the build as` +
          ` npm run start serves it, alone; edge: deploy/nginx (1 worker, micro-cache) in front of it; nginx static:` +
          ` 1 worker, brotli_static, the edge's bytes and headers`,
      )
      for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '))
      console.log('goal: edge/static >= 0.90 on each page. Other processes on this machine affect every side.')
    } finally {
      await lb.stop()
    }
  } finally {
    await edge.stop()
    await server.stop()
    rmSync(rootDir, { recursive: true, force: true })
  }
}
