/**
 * `npm run bench:pages`: Lighthouse (mobile preset, simulated throttling) against the production build for one page
 * of every kind in perf/budgets.json, driving the same system Chromium as the e2e tests. Prints a table of scores,
 * LCP (median and the spread of the runs), TBT, CLS, JavaScript transferred and total bytes, then each page that is
 * over budget and by how much. Options: --runs N (median of N runs per page; default 5), --only /path (repeatable), --explain
 * (for each run, what the observed load did before its largest paint: see docs/performance.md), --applied (the slow
 * network and CPU applied to the browser while it loads, `throttlingMethod: 'devtools'`, instead of simulated from an
 * unthrottled trace: what a reader on that phone gets; slower to run), --floor (first, a bare Next.js page built
 * with the project's own next and react, bench/next-floor.ts: what any page of this stack pays; never over budget).
 * Exits 1 when a built page is over budget.
 * Five runs because one is not a measurement: Lighthouse simulates a phone from the trace it observed, and whether the
 * page's scripts happened to finish loading before the observed paint moves one page's simulated LCP by far more
 * than a budget's margin (docs/performance.md, "What the main thread does before the first paint").
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/harness/chromium.mjs'
import { kib, lighthouseOverruns, type LighthouseFigures } from '../scripts/perf-budget'
import { loadBudgets, resolvePages } from '../scripts/page-paths'
import { startBuild } from '../tests/harness/serve-build'
import { startNextFloor } from './next-floor'

const args = process.argv.slice(2)
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) || 5 : 5
const only = args.flatMap((arg, i) => (arg === '--only' && args[i + 1] ? [args[i + 1]!] : []))
const explain = args.includes('--explain')
const applied = args.includes('--applied')
const floor = args.includes('--floor')

const chromePath = chromiumPath()
if (!chromePath) {
  console.error('No Chromium found: run "node tests/harness/ensure-chromium.mjs --full" or set CHROMIUM_PATH.')
  process.exit(1)
}

const budgets = loadBudgets()
const server = await startBuild()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})

/**
 * The host's CPU as Lighthouse measured it before each run (`lhr.environment.benchmarkIndex`). The preset's 4× CPU
 * slowdown stands for a mid-tier phone only on a host of about 1500–2000 (Lighthouse's throttling guide,
 * "Calibrating the CPU slowdown"); on a slower host the applied figures are those of a slower phone.
 */
const benchmarkIndexes: number[] = []
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** The lowest and highest of the runs, so a reader sees whether the median is a steady figure or a coin toss. */
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`

async function measure(url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(applied ? { throttlingMethod: 'devtools' as const } : {}),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  if (explain) console.log(explainRun(lhr, url))
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN)
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
      ?.items ?? []
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytes('script'),
    totalBytes: bytes('total'),
  }
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>
type Request = { url: string; resourceType?: string; transferSize?: number; networkEndTime: number }

/**
 * What the observed (unthrottled) load did before its largest paint. Lighthouse's simulation counts every request
 * that finished before that paint, and the main-thread work of every script that started running before it, as work
 * the phone must do before the paint: a script that happens to arrive first costs its download and its run time.
 */
function explainRun(lhr: { audits: Audits }, url: string): string {
  const audits = lhr.audits
  const observed = (audits.metrics?.details as { items?: Array<Record<string, number>> })?.items?.[0] ?? {}
  const paint = observed.observedLargestContentfulPaint ?? NaN
  const requests = ((audits['network-requests']?.details as { items?: Request[] })?.items ?? []).filter(
    (r) => r.networkEndTime <= paint,
  )
  const tasks = (
    (audits['main-thread-tasks']?.details as { items?: Array<{ startTime: number; duration: number }> })?.items ?? []
  ).filter((t) => t.startTime <= paint)
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const origin = new URL(url).origin
  // Lighthouse's LCP element audit: a table naming the element, then a table of the paint's phases.
  const tables =
    (
      audits['largest-contentful-paint-element']?.details as {
        items?: Array<{ items?: Array<Record<string, unknown>> }>
      }
    )?.items ?? []
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined
  const phases = (tables[1]?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`)
  return [
    `  ${new URL(url).pathname}: simulated LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)} ms;` +
      ` observed paint at ${Math.round(paint)} ms, after ${tasks.length} main-thread tasks` +
      ` (${Math.round(tasks.reduce((sum, t) => sum + t.duration, 0))} ms)`,
    `    largest paint: ${node?.snippet?.slice(0, 140) ?? 'unknown'} (${node?.selector ?? ''})`,
    ...(phases.length ? [`    phases: ${phases.join(', ')}`] : []),
    `    finished before it: ${requests.length} requests, ${kib(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)).toFixed(1)} KiB;` +
      ` scripts ${scripts.length} (${kib(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)).toFixed(1)} KiB)`,
    ...requests.map(
      (r) =>
        `      ${(r.resourceType ?? '').padEnd(9)} ${kib(r.transferSize ?? 0)
          .toFixed(1)
          .padStart(6)} KiB  ${r.url.replace(origin, '').slice(0, 60)}`,
    ),
  ].join('\n')
}

/**
 * Loads a page and every optimised image it names once before measuring. The image optimiser resizes an image on its
 * first request and serves it from its cache afterwards, as a deployed site does; a cold first request counted on
 * the landing's hero image alone cost a large part of the LCP budget (docs/performance.md, "Figures behind the code").
 */
async function warmUp(url: string): Promise<number> {
  const response = await fetch(url)
  const html = await response.text()
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map(([match]) => new URL(match.replaceAll('&amp;', '&'), url).href),
  )
  // The optimiser caches one variant per format, chosen from Accept: ask as Chrome does.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  await Promise.all([...images].map((image) => fetch(image, { headers: { accept } }).then((r) => r.arrayBuffer())))
  return response.status
}

const header = ['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'LCP spread', 'TBT ms', 'CLS', 'JS KiB', 'total KiB', '']
const rows: string[][] = []
const problems: string[] = []
/** The median of each figure over the runs. */
function medians(samples: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]))
  return Object.fromEntries(
    Object.keys(samples[0]!).map((k) => [k, pick(k as keyof LighthouseFigures)]),
  ) as LighthouseFigures
}

/** A row of the table: the medians of `samples`, and the spread of their LCP. */
function row(label: string, samples: LighthouseFigures[], verdict: string): string[] {
  const figures = medians(samples)
  return [
    label,
    String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    String(figures.seo),
    String(Math.round(figures.lcpMs)),
    spread(samples.map((sample) => sample.lcpMs)),
    String(Math.round(figures.tbtMs)),
    figures.cls.toFixed(3),
    kib(figures.jsBytes).toFixed(1),
    kib(figures.totalBytes).toFixed(1),
    verdict,
  ]
}

try {
  if (floor) {
    const bare = await startNextFloor()
    try {
      await fetch(bare.url)
      const samples: LighthouseFigures[] = []
      for (let i = 0; i < runs; i++) samples.push(await measure(bare.url))
      rows.push(row('bare Next.js page (floor)', samples, 'no budget'))
    } finally {
      bare.stop()
    }
  }
  for (const page of resolvePages(budgets.pages)) {
    if (only.length > 0 && !only.includes(page.path)) continue
    const url = `${server.origin}${page.path}`
    const status = page.missing ? 404 : await warmUp(url)
    if (status === 404) {
      rows.push([page.path, ...Array(10).fill('—'), 'not built yet'])
      continue
    }
    const samples: LighthouseFigures[] = []
    for (let i = 0; i < runs; i++) samples.push(await measure(url))
    const over = lighthouseOverruns(page, budgets, medians(samples))
    rows.push(row(page.path, samples, over.length ? 'OVER' : 'ok'))
    for (const o of over) problems.push(`${page.path} (${page.name}): ${o}`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
console.log(
  `Lighthouse mobile preset, ${applied ? 'throttling applied (devtools)' : 'throttling simulated'}, ` +
    `${runs} run${runs > 1 ? 's (median)' : ''} per page, production build`,
)
console.log(
  `Host CPU, Lighthouse's benchmarkIndex: median ${Math.round(median(benchmarkIndexes))} ` +
    `(${spread(benchmarkIndexes)}; the preset's 4× CPU slowdown is meant for a host of 1500–2000)`,
)
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
if (problems.length) {
  console.log('\nOver budget:')
  for (const p of problems) console.log(`  ${p}`)
} else console.log('\nEvery built page is within budget.')
process.exit(problems.length ? 1 : 0)
