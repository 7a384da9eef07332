/**
 * Page budgets (perf/budgets.json): what each page may cost a reader, and how a measured page compares.
 * Shared by the build-output byte check in `npm test` and the Lighthouse benchmark.
 */
import { internalPath } from '../lib/site/localized-routes'

export type PageKind = 'content' | 'tool'
export type PageBudget = { name: string; path: string; kind: PageKind }
export type Budgets = {
  lighthouse: {
    performance: number
    accessibility: number
    bestPractices: number
    seo: number
    lcpMs: number
    tbtMs: number
    cls: number
  }
  kinds: Record<PageKind, { jsKiB: number; cssKiB: number }>
  pages: PageBudget[]
}

/** Scripts and stylesheets a page's HTML loads up front. `noModule` scripts are skipped: modern browsers never fetch them. */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]
    if (src) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1]
    if (!href) continue
    if (/\srel="stylesheet"/i.test(tag)) styles.add(href)
    // Scripts the page preloads are downloaded up front too.
    else if (/\srel="(preload|modulepreload)"/i.test(tag) && /\sas="script"/i.test(tag)) scripts.add(href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

export const kib = (bytes: number) => bytes / 1024

export type Overrun = { page: string; measure: string; limit: string; actual: string }

/** Every way a page's measured bytes exceed its kind's budget, in words a reader of CI output can act on. */
export function byteOverruns(page: PageBudget, budgets: Budgets, jsBytes: number, cssBytes: number): Overrun[] {
  const limits = budgets.kinds[page.kind]
  const out: Overrun[] = []
  if (kib(jsBytes) > limits.jsKiB)
    out.push({
      page: page.path,
      measure: 'JavaScript',
      limit: `${limits.jsKiB} KiB`,
      actual: `${kib(jsBytes).toFixed(1)} KiB (+${(kib(jsBytes) - limits.jsKiB).toFixed(1)} KiB)`,
    })
  if (kib(cssBytes) > limits.cssKiB)
    out.push({
      page: page.path,
      measure: 'CSS',
      limit: `${limits.cssKiB} KiB`,
      actual: `${kib(cssBytes).toFixed(1)} KiB (+${(kib(cssBytes) - limits.cssKiB).toFixed(1)} KiB)`,
    })
  return out
}

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
}

/** Lighthouse figures against the budgets: scores at least, times and shifts at most, JavaScript by page kind. */
export function lighthouseOverruns(page: PageBudget, budgets: Budgets, figures: LighthouseFigures): string[] {
  const lh = budgets.lighthouse
  const out: string[] = []
  const atLeast = (label: string, actual: number, min: number) => {
    if (actual < min) out.push(`${label} ${actual} < ${min} (${actual - min})`)
  }
  atLeast('performance', figures.performance, lh.performance)
  atLeast('accessibility', figures.accessibility, lh.accessibility)
  atLeast('best practices', figures.bestPractices, lh.bestPractices)
  atLeast('SEO', figures.seo, lh.seo)
  if (figures.lcpMs > lh.lcpMs)
    out.push(`LCP ${Math.round(figures.lcpMs)} ms > ${lh.lcpMs} ms (+${Math.round(figures.lcpMs - lh.lcpMs)} ms)`)
  if (figures.tbtMs > lh.tbtMs)
    out.push(`TBT ${Math.round(figures.tbtMs)} ms > ${lh.tbtMs} ms (+${Math.round(figures.tbtMs - lh.tbtMs)} ms)`)
  if (figures.cls > lh.cls) out.push(`CLS ${figures.cls.toFixed(3)} > ${lh.cls}`)
  const jsLimit = budgets.kinds[page.kind].jsKiB
  if (kib(figures.jsBytes) > jsLimit)
    out.push(
      `JS ${kib(figures.jsBytes).toFixed(1)} KiB > ${jsLimit} KiB (+${(kib(figures.jsBytes) - jsLimit).toFixed(1)} KiB)`,
    )
  return out
}

/**
 * The file under .next/server/app that holds a statically generated page's HTML: the page's internal path in the
 * route tree (app/[locale]), as proxy.ts maps the reader's address onto it.
 */
export function prerenderedHtmlPath(pathname: string): string {
  const located = internalPath(pathname)
  const internal = located && 'rewrite' in located ? located.rewrite : pathname
  const clean = internal.replace(/^\/+|\/+$/g, '')
  return `${clean === '' ? 'index' : clean}.html`
}
