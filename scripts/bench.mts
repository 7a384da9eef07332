// Speed and memory figures for the content layer and the built site. Prints numbers; asserts nothing.
// Run: npm run bench   (after `npm run build` for the bundle-size figures)
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadLocalDataset, localFetch } from '../lib/content/local'
import { conditionBySlugQuery, navConditionsQuery, settingsQuery } from '../lib/content/queries'

const root = path.resolve(import.meta.dirname, '..')
const dataset = path.join(root, 'studio/seed/dataset.ndjson')

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
await loadLocalDataset(dataset, 'published')
console.log(`dataset file                                 ${(statSync(dataset).size / 1024).toFixed(0)} KiB`)
console.log(`cold load (parse + both perspectives)        ${(performance.now() - coldStart).toFixed(1)} ms`)
console.log(
  `heap held by the loaded dataset              ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)} MiB`,
)

await time('settings query', 200, () => localFetch(dataset, settingsQuery, {}, 'published'))
await time('navigation query (6 conditions)', 200, () => localFetch(dataset, navConditionsQuery, {}, 'published'))
await time('one full condition article with reviewer', 200, () =>
  localFetch(dataset, conditionBySlugQuery, { slug: 'diabetes' }, 'published'),
)
await time('drafts perspective, settings', 200, () => localFetch(dataset, settingsQuery, {}, 'drafts'))

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
