/**
 * `npm run bench:serve`: load on the production server. For `/`, a condition guide, a CMS page and `/robots.txt`,
 * autocannon runs 20 s at 32 connections (loopback only) and this prints requests/s, p50/p99 latency, errors and
 * non-2xx answers, the server's peak memory, and how many content-backend queries ran after warm-up (cached pages
 * must run none). Options: --seconds N, --connections N. Prints figures; exits 1 only if requests failed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { rssMiB, startBuild } from './serve-build'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback
const seconds = option('--seconds', 20)
const connections = option('--connections', 32)
const routes = ['/', '/diseases/diabetes', '/about', '/robots.txt']

const log = path.join(mkdtempSync(path.join(tmpdir(), 'bench-serve-')), 'queries.log')
writeFileSync(log, '')
const queries = () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length

const server = await startBuild({ CONTENT_QUERY_LOG: log })
let peak = rssMiB(server.pid)
const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 200)

const rows: string[][] = []
let failed = 0
try {
  // Warm-up: the first request to each page may fill the caches (and query the backend once).
  for (const route of routes) for (let i = 0; i < 3; i++) await (await fetch(server.origin + route)).arrayBuffer()
  // Proof that the counter counts: a slug nobody has requested renders on demand and asks the backend.
  const probe = await fetch(`${server.origin}/bench-probe-${Date.now()}`)
  await probe.arrayBuffer()
  if (queries() === 0) throw new Error('The query counter saw no query for an uncached page: the count proves nothing.')
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
  console.log(`server peak memory (RSS, with workers): ${peak.toFixed(0)} MiB`)
  console.log(
    `content-backend queries: ${afterWarmUp} during warm-up (one uncached probe page included), ${duringLoad} under load (expected 0)`,
  )
} finally {
  clearInterval(sampler)
  await server.stop()
}
process.exit(failed ? 1 : 0)
