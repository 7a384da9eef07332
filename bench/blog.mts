/**
 * `npm run bench:blog`: the blog at scale. For N = 1,000 and 10,000 synthetic posts (written to a temporary dataset
 * file beside a copy of the seed; the seed is never touched) it serves the production build against that file
 * (LOCAL_DATASET_PATH) and measures over HTTP, one request at a time on loopback:
 *  - list pages: the first request of up to 100 different pages (rendered on demand) and 200 repeat requests
 *    (cached); the route's very first request after a start, which also loads its code, is reported apart;
 *  - post pages: the first request of 200 different posts (rendered on demand), likewise;
 *  - search: 300 requests to the search endpoint with common, rare, category, no-match and hostile text;
 *  - what the list page sends: HTML and JavaScript, gzip-compressed, and a broad search's JSON;
 *  - the server's peak resident memory (with its worker processes), and the local Content Lake's beside it (it now
 *    holds the dataset; the site reads it over HTTP).
 * /blog itself is prerendered at build time from the seed, so the later pages (/blog/page/N), which render from the
 * benchmark's dataset, stand for the list. Pages rendered on demand are cached by the production server in
 * .next/server/route-cache, which this script empties before and after each size. Prints figures; asserts nothing.
 * Options: --sizes 1000,10000.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageAssets } from '../scripts/perf-budget'
import { readSeed, syntheticPost } from './synthetic-posts'
import { root } from '../scripts/page-paths'
import { rssMiB, startBuild } from '../tests/harness/serve-build'

const args = process.argv.slice(2)
const sizes = args.includes('--sizes') ? args[args.indexOf('--sizes') + 1]!.split(',').map(Number) : [1_000, 10_000]

const { seedLines, seedDocs } = readSeed()

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const stats = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function timed(url: string): Promise<{ ms: number; status: number; body: Buffer }> {
  const start = performance.now()
  const response = await fetch(url)
  const body = Buffer.from(await response.arrayBuffer())
  return { ms: performance.now() - start, status: response.status, body }
}

const searches = [
  'heart',
  'Blood Pressure',
  'diabetes care',
  'MENTAL HEALTH',
  'sleep routine',
  'synthetic post 1234',
  'synthetic post 9',
  'zzzz no such words',
  '*',
  '"quotes" and \\ backslashes',
  '[',
  '🫀 emoji',
  'مرحبا بالعالم',
  'x'.repeat(1000),
]

const report: string[] = []
for (const n of sizes) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-blog-'))
  const file = path.join(dir, 'dataset.ndjson')
  const lines = [...seedLines]
  for (let i = 1; i <= n; i++) lines.push(JSON.stringify(syntheticPost(i)))
  writeFileSync(file, lines.join('\n') + '\n')
  // The English list: the seed's Spanish posts are listed under /es/blog.
  const totalPosts = n + seedDocs.filter((d) => d._type === 'blogPost' && (d.language ?? 'en') === 'en').length
  const pages = Math.ceil(totalPosts / 12)
  const datasetMiB = readFileSync(file).length / 2 ** 20

  // The production server keeps pages it rendered on demand in .next/server/route-cache across restarts, whatever dataset
  // they came from. Those are only caches (build-time pages live in .next/server/app): empty them, so this dataset's
  // pages are rendered from this dataset.
  rmSync(path.join(root, '.next/server/route-cache'), { recursive: true, force: true })
  const server = await startBuild({ LOCAL_DATASET_PATH: file })
  let peak = rssMiB(server.pid)
  const lakePid = server.lake?.pid
  let lakePeak = lakePid ? rssMiB(lakePid) : 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.pid))
    if (lakePid) lakePeak = Math.max(lakePeak, rssMiB(lakePid))
  }, 100)
  const loadBefore = loadavg()[0]!
  try {
    const base = server.origin
    // The first request builds the index for this dataset version.
    const first = await timed(`${base}/api/blog/search?q=heart`)
    if (first.status !== 200) throw new Error(`search answered ${first.status}`)

    // The first request of each route after a start loads its code: reported on its own, not as a page's render.
    const firstList = await timed(`${base}/blog/page/2`)
    const firstPost = await timed(`${base}/blog/bench-post-${n}`)
    if (firstList.status !== 200 || firstPost.status !== 200) throw new Error('a first page did not answer 200')

    const listCount = Math.min(100, pages - 2)
    const listPaths = Array.from(
      { length: listCount },
      (_, i) => `/blog/page/${3 + Math.floor(((pages - 3) * i) / (listCount - 1))}`,
    )
    const cold: number[] = []
    for (const p of listPaths) {
      const r = await timed(base + p)
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`)
      cold.push(r.ms)
    }
    const warm: number[] = []
    for (let i = 0; i < 200; i++) warm.push((await timed(base + listPaths[i % listPaths.length]!)).ms)

    // Post pages, spread over the whole range: each is rendered on demand once, then cached like the list pages.
    const postPaths = Array.from({ length: 200 }, (_, i) => `/blog/bench-post-${1 + Math.floor(((n - 2) * i) / 199)}`)
    const posts: number[] = []
    for (const p of postPaths) {
      const r = await timed(base + p)
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`)
      posts.push(r.ms)
    }

    const search: number[] = []
    for (let i = 0; i < 300; i++) {
      const r = await timed(`${base}/api/blog/search?q=${encodeURIComponent(searches[i % searches.length]!)}`)
      if (r.status !== 200) throw new Error(`search answered ${r.status}`)
      search.push(r.ms)
    }

    // What one list page sends: its HTML (with the inline RSC data) and the JavaScript it loads.
    const page = await timed(`${base}/blog/page/2`)
    const html = page.body.toString('utf8')
    // The scripts a browser loads before any interaction, counted as `npm run check:bytes` counts them.
    const scripts = pageAssets(html).scripts.map((src) => src.replace(/&amp;/g, '&'))
    let jsBytes = 0
    for (const src of new Set(scripts)) jsBytes += gzipSync((await timed(new URL(src, base).toString())).body).length
    const broad = await timed(`${base}/api/blog/search?q=post`)

    clearInterval(sampler)
    peak = Math.max(peak, rssMiB(server.pid))
    if (lakePid) lakePeak = Math.max(lakePeak, rssMiB(lakePid))
    report.push(
      [
        `N = ${n.toLocaleString('en-US')} synthetic posts (${totalPosts.toLocaleString('en-US')} in all, ${pages} list pages; dataset ${datasetMiB.toFixed(1)} MiB)`,
        `  first search (builds the index):  ${first.ms.toFixed(0)} ms`,
        `  first request of each route:      list ${firstList.ms.toFixed(0)} ms, post ${firstPost.ms.toFixed(0)} ms (loads the route's code)`,
        `  list page, first render:          ${stats(cold)}`,
        `  list page, cached:                ${stats(warm)}`,
        `  post page, first render:          ${stats(posts)}`,
        `  search endpoint:                  ${stats(search)}`,
        `  list page sends (gzip):           HTML ${kib(gzipSync(page.body).length)} + JS ${kib(jsBytes)} (${new Set(scripts).size} scripts); ${(html.match(/<article/g) ?? []).length} cards`,
        `  broad search "post" JSON (gzip):  ${kib(gzipSync(broad.body).length)} (${(JSON.parse(broad.body.toString()) as { total: number }).total.toLocaleString('en-US')} matches, ${(JSON.parse(broad.body.toString()) as { results: unknown[] }).results.length} sent)`,
        `  server peak memory (RSS):         ${peak.toFixed(0)} MiB (the site); local lake ${lakePeak.toFixed(0)} MiB`,
        `  machine load (1-min average):     ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on ${availableParallelism()} cores`,
      ].join('\n'),
    )
    console.log(report.at(-1))
  } finally {
    clearInterval(sampler)
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
    rmSync(path.join(root, '.next/server/route-cache'), { recursive: true, force: true })
  }
}
console.log('\nTargets: list and search p95 ≤ 50 ms at 10,000 posts; list-page bytes constant in N; memory < 300 MiB.')
