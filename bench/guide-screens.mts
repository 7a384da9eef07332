/**
 * `npm run bench:guides`: the guides as a phone reader meets them, on the production build. For each guide in each
 * language, at 390 × 844 (a mid-range phone): the page's length in phone screens (its height / 844) and where the
 * Key points heading starts (px from the top and the screen it is on). Then, at 390 and at 1440 px wide, every link
 * in the guide's contents is clicked and the heading it names must end with its top below the sticky site header and
 * within the top quarter of the window (or, for a heading near the end that cannot scroll that far, the page at its
 * foot with the heading in view). Prints a table and each miss; exits 1 when a contents link misses.
 * Options: --shots DIR (also save phone screenshots: the landing's first screen, the diabetes guide's first two
 * screens and the not-found page, in both languages), --only SLUG (one guide, by its English slug; repeatable).
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from '../tests/harness/chromium.mjs'
import { startBuild } from '../tests/harness/serve-build'
import { routesFor } from '../lib/site/localized-routes'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const args = process.argv.slice(2)
const shots = args.includes('--shots') ? args[args.indexOf('--shots') + 1] : undefined
const only = args.flatMap((arg, i) => (arg === '--only' && args[i + 1] ? [args[i + 1]!] : []))

const executablePath = testChromiumPath()
if (!executablePath) {
  console.error('No Chromium found: run "node tests/harness/ensure-chromium.mjs" or set CHROMIUM_PATH.')
  process.exit(1)
}

// The guides the seed holds, by their English slug (content/seed/conditions/<slug>.md).
const slugs = readdirSync(path.join(import.meta.dirname, '../content/seed/conditions'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
  .filter((slug) => only.length === 0 || only.includes(slug))
  .sort()

const server = await startBuild()
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] })

// The page with its web fonts: a fresh browser may report its fonts ready before it has asked for them.
const loaded = { waitUntil: 'networkidle' } as const

/** Waits until the page has stopped scrolling (a hash jump, and any layout after it). */
async function settled(page: Page) {
  let last = -1
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return
    last = y
    await page.waitForTimeout(60)
  }
}

type Miss = { lang: string; slug: string; width: number; link: string; top: number; headerBottom: number }

async function phonePage() {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await warm(page)
  return { context, page }
}

/**
 * The web font is 'optional' (app/fonts.ts): a browser that has not fetched it yet paints the fallback for good. One
 * page first, so that what is measured and shown is what a reader sees from their second page on.
 */
async function warm(page: Page) {
  await page.goto(server.origin + routesFor('en').home(), loaded)
}

/** Every contents link of the guide open in `page`, clicked in turn; the ones whose heading does not land. */
async function checkContents(page: Page, lang: string, slug: string, width: number): Promise<[number, Miss[]]> {
  const links = await page.locator('#contents a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  const misses: Miss[] = []
  for (const href of links) {
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator(`#contents a[href="${href}"]`).click()
    await settled(page)
    const at = await page.evaluate((id) => {
      const target = document.getElementById(id)!
      // A professional part is a <details>: the link lands on its summary.
      const shown = target.tagName === 'DETAILS' ? (target.querySelector('summary') ?? target) : target
      const header = document.querySelector('[data-site-header]')
      const headerBottom =
        header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0
      const atFoot = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      return { top: shown.getBoundingClientRect().top, headerBottom, atFoot, height: window.innerHeight }
    }, href.slice(1))
    const nearTop = at.top >= at.headerBottom - 1 && at.top <= at.headerBottom + at.height / 4
    const inViewAtFoot = at.atFoot && at.top >= at.headerBottom - 1 && at.top < at.height - 40
    if (!nearTop && !inViewAtFoot)
      misses.push({ lang, slug, width, link: href, top: Math.round(at.top), headerBottom: Math.round(at.headerBottom) })
  }
  return [links.length, misses]
}

const rows: string[] = []
const misses: Miss[] = []
let checked = 0
const { context: phoneContext, page: phone } = await phonePage()
const desktopContext = await browser.newContext({ viewport: DESKTOP })
const desktop = await desktopContext.newPage()
await warm(desktop)
for (const slug of slugs) {
  await phone.goto(server.origin + routesFor('en').condition(slug))
  // The Spanish guide's address, as the English page announces it (its slug may differ).
  const esHref = await phone.locator('link[rel="alternate"][hreflang="es"]').first().getAttribute('href')
  const esPath = esHref ? new URL(esHref, server.origin).pathname : undefined
  for (const [lang, route] of [
    ['en', routesFor('en').condition(slug)],
    ['es', esPath],
  ] as const) {
    if (!route) {
      rows.push(`${slug.padEnd(13)} ${lang}  (no Spanish address announced)`)
      continue
    }
    await phone.goto(server.origin + route, loaded)
    await phone.evaluate(() => document.fonts.ready)
    const m = await phone.evaluate(() => {
      const key = document.getElementById('key-points')
      return {
        height: document.documentElement.scrollHeight,
        keyTop: key ? key.getBoundingClientRect().top + window.scrollY : null,
      }
    })
    const screens = (m.height / PHONE.height).toFixed(1)
    const key =
      m.keyTop === null
        ? 'no Key points'
        : `${Math.round(m.keyTop)} px, screen ${Math.floor(m.keyTop / PHONE.height) + 1} (${(m.keyTop / PHONE.height).toFixed(2)} screens down)`
    const [phoneLinks, phoneMisses] = await checkContents(phone, lang, slug, PHONE.width)
    await desktop.goto(server.origin + route, loaded)
    await desktop.evaluate(() => document.fonts.ready)
    const [deskLinks, deskMisses] = await checkContents(desktop, lang, slug, DESKTOP.width)
    checked += phoneLinks + deskLinks
    misses.push(...phoneMisses, ...deskMisses)
    rows.push(
      `${slug.padEnd(13)} ${lang}  ${String(m.height).padStart(6)} px  ${screens.padStart(5)} screens  Key points ${key}  contents ${phoneLinks - phoneMisses.length}/${phoneLinks} at 390, ${deskLinks - deskMisses.length}/${deskLinks} at 1440`,
    )
  }
}
console.log(`Guides at ${PHONE.width} × ${PHONE.height} (one phone screen = ${PHONE.height} px):`)
for (const row of rows) console.log(row)
console.log(`Contents links clicked: ${checked}; missed: ${misses.length}`)
for (const m of misses)
  console.log(
    `  miss: ${m.lang} ${m.slug} at ${m.width} px: ${m.link} heading top ${m.top} px (header ends ${m.headerBottom})`,
  )

if (shots) {
  mkdirSync(shots, { recursive: true })
  // A fresh phone for each page: a mobile browser keeps a widened layout viewport from the page before.
  const shoot = async (route: string, name: string, screens = 1) => {
    const { context, page } = await phonePage()
    await page.goto(server.origin + route, loaded)
    await page.evaluate(() => document.fonts.ready)
    const wide = await page.evaluate(() => document.documentElement.scrollWidth)
    if (wide > PHONE.width)
      console.log(`${route} is ${wide} px wide at ${PHONE.width}: the screenshot cuts its right edge`)
    for (let i = 0; i < screens; i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * PHONE.height)
      await settled(page)
      const file = path.join(shots, `${name}${screens > 1 ? `-screen${i + 1}` : ''}.png`)
      await page.screenshot({ path: file })
      console.log(`saved ${file}`)
    }
    await context.close()
  }
  const missing = 'no-such-page-for-the-screenshot'
  await shoot(routesFor('en').home(), 'landing-en')
  await shoot(routesFor('es').home(), 'landing-es')
  await shoot(routesFor('en').condition('diabetes'), 'diabetes-en', 2)
  await phone.goto(server.origin + routesFor('en').condition('diabetes'))
  const esDiabetes = await phone.locator('link[rel="alternate"][hreflang="es"]').first().getAttribute('href')
  if (esDiabetes) await shoot(new URL(esDiabetes, server.origin).pathname, 'diabetes-es', 2)
  await shoot(`${routesFor('en').home()}${missing}`, 'not-found-en')
  await shoot(`${routesFor('es').home()}/${missing}`, 'not-found-es')
}

await phoneContext.close()
await desktopContext.close()
await browser.close()
await server.stop()
process.exit(misses.length > 0 ? 1 : 0)
