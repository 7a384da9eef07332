/**
 * `npm run bench:memory`: the site's server memory beside the bare Next.js page's (bench/next-floor.ts), both started
 * with the site's V8 flags (scripts/site-server.ts), one after the other on this machine: resident memory (with any
 * worker processes) after the start, after every page of perf/budgets.json (the bare page: its one page) was asked
 * for five times, after a search, and the peak. On the seed: what the framework holds and what the site adds to it.
 * At 10,000 posts: `npm run bench:blog` and `npm run bench:search`. Prints figures; asserts nothing.
 */
import { loadBudgets, resolvePages } from '../scripts/page-paths'
import { routes } from '../lib/site/routes'
import { rssMiB, startBuild } from '../tests/harness/serve-build'
import { startNextFloor } from './next-floor'

const ROUNDS = 5

async function measure(pid: number, urls: string[]): Promise<{ start: number; pages: number; peak: number }> {
  let peak = rssMiB(pid)
  const start = peak
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50)
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const url of urls) {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const pages = rssMiB(pid)
    return { start, pages, peak: Math.max(peak, pages) }
  } finally {
    clearInterval(sampler)
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`.padStart(8)
const rows: string[] = []

const bare = await startNextFloor({ siteFlags: true })
try {
  const figures = await measure(bare.pid, [bare.url])
  rows.push(
    `bare Next.js page      ${mib(figures.start)}  ${mib(figures.pages)}  ${'—'.padStart(8)}  ${mib(figures.peak)}`,
  )
} finally {
  bare.stop()
}

const site = await startBuild()
try {
  const pages = resolvePages(loadBudgets().pages).filter((page) => !page.missing)
  const figures = await measure(
    site.pid,
    pages.map((page) => `${site.origin}${page.path}`),
  )
  // The first search builds the index (off the request path: it answers "getting ready" until then).
  let searched = figures.pages
  for (let i = 0; i < 20; i++) {
    const body = await (await fetch(`${site.origin}${routes.search('heart attack')}`)).text()
    searched = rssMiB(site.pid)
    if (!/getting ready/.test(body)) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  rows.push(
    `the site (${pages.length} pages)`.padEnd(22) +
      `${mib(figures.start)}  ${mib(figures.pages)}  ${mib(searched)}  ${mib(Math.max(figures.peak, searched))}`,
  )
} finally {
  await site.stop()
}

console.log(
  `server                 ${'started'.padStart(8)}  ${'pages'.padStart(8)}  ${'search'.padStart(8)}  ${'peak'.padStart(8)}`,
)
console.log(rows.join('\n'))
console.log(`Resident memory with worker processes; each page asked for ${ROUNDS} times.`)
