import { describe, expect, it } from 'vitest'
import {
  byteOverruns,
  lighthouseOverruns,
  pageAssets,
  prerenderedHtmlPath,
  type Budgets,
  type LighthouseFigures,
} from '@/scripts/perf-budget'

const budgets: Budgets = {
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 100, cls: 0 },
  kinds: { content: { jsKiB: 150, cssKiB: 12 }, tool: { jsKiB: 170, cssKiB: 12 } },
  pages: [],
}
const guide = { name: 'guide', path: '/diseases/diabetes', kind: 'content' as const }

describe('pageAssets', () => {
  it('lists the scripts and stylesheets a page loads up front, without noModule polyfills', () => {
    const html = `<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/pre.js"/>
      <link rel="preload" href="/font.woff2" as="font"/>
      <script src="/_next/static/polyfills.js" noModule=""></script>
      <script src="/_next/static/main.js" async=""></script><script src="/_next/static/main.js" async=""></script>
      <script>self.__next_f.push([1,"inline"])</script>`
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/main.js', '/_next/static/pre.js'],
      styles: ['/_next/static/a.css'],
    })
  })

  it('maps a path to its prerendered HTML file', () => {
    expect(prerenderedHtmlPath('/')).toBe('en.html')
    expect(prerenderedHtmlPath('/diseases/diabetes')).toBe('en/diseases/diabetes.html')
    expect(prerenderedHtmlPath('/es/enfermedades/diabetes')).toBe('es/diseases/diabetes.html')
  })
})

describe('budget comparisons', () => {
  it('names the route, the measure and the overrun', () => {
    expect(byteOverruns(guide, budgets, 180 * 1024, 4 * 1024)).toEqual([
      { page: '/diseases/diabetes', measure: 'JavaScript', limit: '150 KiB', actual: '180.0 KiB (+30.0 KiB)' },
    ])
    expect(byteOverruns(guide, budgets, 150 * 1024, 12 * 1024)).toEqual([])
    expect(byteOverruns({ ...guide, kind: 'tool' }, budgets, 160 * 1024, 0)).toEqual([])
  })

  it('holds Lighthouse figures to minimum scores and maximum times', () => {
    const good: LighthouseFigures = {
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 100,
      cls: 0,
      jsBytes: 140 * 1024,
      totalBytes: 300 * 1024,
    }
    expect(lighthouseOverruns(guide, budgets, good)).toEqual([])
    expect(
      lighthouseOverruns(guide, budgets, { ...good, performance: 93, lcpMs: 2300, tbtMs: 140, cls: 0.02 }),
    ).toEqual([
      'performance 93 < 95 (-2)',
      'LCP 2300 ms > 1800 ms (+500 ms)',
      'TBT 140 ms > 100 ms (+40 ms)',
      'CLS 0.020 > 0',
    ])
  })
})
