// Speed and memory figures for the content layer and the built site. Prints numbers; asserts nothing.
// The queries go as the site sends them: through @sanity/client to a local Content Lake (on a temporary copy of
// the seed, in this process), so each figure includes the HTTP round trip on loopback.
// Run: npm run bench   (after `npm run build` for the bundle-size figures)
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseContentConfig } from '../lib/content/env'
import { sanityFetch, type Perspective } from '../lib/content/sanity'
import { parseLakeConfig, startLake } from '@health-site/local-lake'
import { conditionBySlugQuery, navConditionsQuery, settingsQuery } from '../lib/content/queries'

const root = path.resolve(import.meta.dirname, '..')
const seed = path.join(root, 'content/seed/dataset.ndjson')
const dataset = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'dataset.ndjson')
copyFileSync(seed, dataset)
const token = 'bench-editor-token-0123456789abcdefghijkl'

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function time(label: string, runs: number, fn: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  (${runs} runs)`,
  )
}

function dirSize(dir: string, filter: (file: string) => boolean): number {
  if (!existsSync(dir)) return 0
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) total += dirSize(file, filter)
    else if (filter(file)) total += statSync(file).size
  }
  return total
}

const heapBefore = process.memoryUsage().heapUsed
const coldStart = performance.now()
const lake = await startLake(
  parseLakeConfig({ LOCAL_STUDIO_TOKEN: token, LOCAL_DATASET_PATH: dataset, LAKE_HOST: '127.0.0.1' }, root, 0),
  { log: () => {} },
)
console.log(`dataset file                                 ${(statSync(dataset).size / 1024).toFixed(0)} KiB`)
console.log(`lake start (load the dataset, listen)        ${(performance.now() - coldStart).toFixed(1)} ms`)
console.log(
  `heap held by the lake and its dataset        ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)} MiB`,
)
const config = parseContentConfig({ LOCAL_LAKE_PORT: String(lake.port), LOCAL_STUDIO_TOKEN: token })
// Uncached: the figures are the lake's answers, not Next's data cache.
const ask = (query: string, params: Record<string, unknown>, perspective: Perspective) =>
  sanityFetch(config, query, params, perspective, { tags: [], revalidate: false })

await time('settings query', 200, () => ask(settingsQuery, {}, 'published'))
await time('navigation query (6 conditions)', 200, () => ask(navConditionsQuery, {}, 'published'))
await time('one full condition article with reviewer', 200, () =>
  ask(conditionBySlugQuery, { slug: 'diabetes' }, 'published'),
)
await time('drafts perspective, settings', 200, () => ask(settingsQuery, {}, 'drafts'))
await lake.close()
rmSync(path.dirname(dataset), { recursive: true, force: true })

const staticDir = path.join(root, '.next/static')
if (existsSync(staticDir)) {
  const js = dirSize(staticDir, (f) => f.endsWith('.js'))
  const css = dirSize(staticDir, (f) => f.endsWith('.css'))
  console.log(`client JS in the build (all routes)          ${(js / 1024).toFixed(0)} KiB`)
  console.log(`CSS in the build                             ${(css / 1024).toFixed(0)} KiB`)
} else {
  console.log('no .next build found: run `npm run build` for bundle figures')
}
console.log(`process RSS                                  ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`)
