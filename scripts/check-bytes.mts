/**
 * Deterministic byte budgets, run by `npm test` after the build: for every page in perf/budgets.json, the
 * JavaScript and CSS its prerendered HTML loads before any interaction, gzip-compressed as the server sends them.
 * A page over its kind's budget fails with the route and the figure. Pages not built yet are listed, not failed.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { byteOverruns, kib, pageAssets, prerenderedHtmlPath } from './perf-budget'
import { loadBudgets, resolvePages, root } from './page-paths'

const budgets = loadBudgets()
const appDir = path.join(root, '.next/server/app')
if (!existsSync(appDir)) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}

const gzipped = new Map<string, number>()
function compressedSize(url: string): number {
  const cached = gzipped.get(url)
  if (cached !== undefined) return cached
  const file = path.join(root, '.next', url.replace(/^\/_next\//, '').split('?')[0]!)
  const size = gzipSync(readFileSync(file)).length
  gzipped.set(url, size)
  return size
}

const failures: string[] = []
const rows: string[][] = []
for (const page of resolvePages(budgets.pages)) {
  const htmlFile = path.join(appDir, prerenderedHtmlPath(page.path))
  if (page.missing || !existsSync(htmlFile)) {
    rows.push([page.path, page.kind, '—', '—', 'not built yet'])
    continue
  }
  const { scripts, styles } = pageAssets(readFileSync(htmlFile, 'utf8'))
  const js = scripts.filter((s) => s.startsWith('/_next/')).reduce((sum, s) => sum + compressedSize(s), 0)
  const css = styles.filter((s) => s.startsWith('/_next/')).reduce((sum, s) => sum + compressedSize(s), 0)
  const overruns = byteOverruns(page, budgets, js, css)
  const limits = budgets.kinds[page.kind]
  rows.push([
    page.path,
    page.kind,
    `${kib(js).toFixed(1)} / ${limits.jsKiB}`,
    `${kib(css).toFixed(1)} / ${limits.cssKiB}`,
    overruns.length ? 'OVER' : 'ok',
  ])
  for (const o of overruns) failures.push(`${o.page}: ${o.measure} ${o.actual} exceeds ${o.limit}`)
}

const header = ['page', 'kind', 'JS KiB (gz) / budget', 'CSS KiB (gz) / budget', '']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
for (const failure of failures) console.error(`✗ ${failure}`)
console.log(failures.length ? `byte budgets: ${failures.length} over` : 'byte budgets: every built page within budget')
process.exit(failures.length ? 1 : 0)
