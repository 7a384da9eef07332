/**
 * Paint first (lib/serve/paint-first.mjs, issue 38): a reader sees the page before its JavaScript is fetched, and
 * the page still hydrates, each chunk loaded once (React 19 finds the loader's tags; a tag of another shape would
 * make it load every chunk a second time).
 */
import { expect, test } from './fixtures'
import { routes } from '../../lib/site/routes'
import { HYDRATED_ATTRIBUTE } from '../../components/layout/HydrationMarker'

const CHUNK = /\/_next\/static\/chunks\/[^"?]+\.js/

for (const path of [routes.condition('diabetes'), routes.bmiCalculator(), routes.home()]) {
  test(`${path}: painted before its scripts are fetched, hydrated, each chunk once`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, 'no chunk script in the served head').not.toMatch(
      /<script src="\/_next\/static\/chunks\/[^"]+" async="">/,
    )

    const chunkRequests: string[] = []
    page.on('request', (r) => {
      if (CHUNK.test(new URL(r.url()).pathname)) chunkRequests.push(new URL(r.url()).pathname)
    })
    await page.goto(path)
    // Hydrated: the root layout's public marker (components/layout/HydrationMarker.tsx).
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached()

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      const loaderAdded = [...document.head.querySelectorAll('script[async][src]')]
        .map((s) => s.getAttribute('src')!)
        .filter((src) => src.startsWith('/_next/static/chunks/'))
      const starts = loaderAdded.map(
        (src) => performance.getEntriesByName(new URL(src, location.href).href)[0]?.startTime ?? NaN,
      )
      const duplicates = loaderAdded.filter((src) => document.querySelectorAll(`script[src="${src}"]`).length !== 1)
      return { paint, count: loaderAdded.length, earliest: Math.min(...starts), duplicates }
    })
    expect(timing.count, 'the loader added the chunks').toBeGreaterThan(3)
    expect(timing.duplicates).toEqual([])
    expect(timing.earliest, 'the first chunk is fetched after the first paint').toBeGreaterThanOrEqual(timing.paint)
    // No chunk fetched twice (the browser cache would hide a second tag's cost, not its request).
    expect(chunkRequests.length).toBe(new Set(chunkRequests).size)
  })
}
