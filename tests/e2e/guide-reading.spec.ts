// A long guide read on a phone and on a laptop: key points first, the contents one tap away from anywhere, contents
// links that land on their headings, one review line at the end, a clean printout, and buttons that keep their
// outline in forced colours. One page per test, looping over the guides, to keep the run short.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { readDataset } from '../support/e2e-dataset'
import { servedOfType, slugOf } from '../support/e2e-content'
import { routes } from '@/lib/site/routes'
import { spanishRoutes } from '@/lib/site/localized-routes'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

/** Every published guide in both languages, by the address a reader opens. */
const guides = readDataset()
  .filter((doc) => doc._type === 'conditionArticle' && !doc._id.includes('.'))
  .map((doc) => {
    const lang = doc.language === 'es' ? 'es' : 'en'
    const slug = slugOf(doc)
    return { lang, path: lang === 'es' ? spanishRoutes.condition(slug) : routes.condition(slug) }
  })
  .sort((a, b) => a.path.localeCompare(b.path))
const english = guides.filter((g) => g.lang === 'en')
/** The English guide a reader most often opens, for what the languages share (one Spanish guide checks the words). */
const diabetes = routes.condition('diabetes')
const diabetesEs = spanishRoutes.condition('diabetes')

/** The top of an element in the page (not the viewport), in CSS pixels. */
const pageTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

test('twelve guides exist to check', () => {
  expect(english).toHaveLength(6)
  expect(guides).toHaveLength(12)
})

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('key points come within the first two screens of every guide, in both languages', async ({ page }) => {
    test.setTimeout(90_000)
    const lengths: string[] = []
    for (const { path } of guides) {
      await page.goto(path)
      const box = page.locator('#key-points').locator('xpath=..')
      await expect(box, path).toBeVisible()
      // The whole box, not only its heading: a reader sees every key point before the end of the second screen.
      const bottom = await box.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
      expect(bottom, `${path}: key points end at ${Math.round(bottom)} px`).toBeLessThanOrEqual(2 * PHONE.height)
      // Nothing about sources or the contents comes before them.
      expect(await pageTop(page, 'nav#contents'), path).toBeGreaterThan(await pageTop(page, '#key-points'))
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      lengths.push(`${path} ${(height / PHONE.height).toFixed(1)} screens`)
    }
    test.info().annotations.push({ type: 'phone screens', description: lengths.join('; ') })
  })

  test('the contents are one tap away from deep in every guide, and the control is axe-clean', async ({ page }) => {
    test.setTimeout(90_000)
    const control = page.locator('[data-contents-control]')
    for (const { path, lang } of guides) {
      await page.goto(path)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (const depth of [0.4, 0.8]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * depth))
        await expect(control, `${path} at ${depth * 100}%`).toBeInViewport()
      }
      await expect(control).toHaveText(lang === 'es' ? /En esta página/ : /On this page/)
      await control.tap()
      await expect(page).toHaveURL(/#contents$/)
      await expect(page.locator('nav#contents')).toBeInViewport()
    }
    // The state a reader meets deep in the page, control showing.
    await page.goto(diabetes)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect(control).toBeInViewport()
    await expectNoAxeViolations(page, `${diabetes} (deep, contents control showing)`)
  })

  test('the contents control is a plain link that works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(diabetesEs)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
    const control = page.locator('[data-contents-control]')
    await expect(control).toBeInViewport()
    await control.click()
    await expect(page.locator('nav#contents')).toBeInViewport()
    await context.close()
  })
})

/**
 * Clicks every contents link of the guide on `path` and checks that its heading is at the top of the screen: where
 * the page's scroll padding and the heading's scroll margin put it (below the sticky site header), or, for a heading
 * too near the end of the page to reach the top, in view with the page scrolled to its end.
 */
async function everyContentsLinkLands(page: Page, path: string): Promise<number> {
  await page.goto(path)
  const nav = page.locator('nav#contents')
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs.length, path).toBeGreaterThanOrEqual(6)
  for (const href of hrefs) {
    // Back to the contents first, as a reader does; on a phone the list is in the page, on a laptop it stays in view.
    await nav
      .getByRole('link')
      .and(page.locator(`[href="${href}"]`))
      .click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    const target = page.locator(href)
    await expect
      .poll(
        () =>
          target.evaluate((el) => {
            const root = document.documentElement
            const want =
              parseFloat(getComputedStyle(el).scrollMarginTop) + parseFloat(getComputedStyle(root).scrollPaddingTop)
            const top = el.getBoundingClientRect().top
            const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1
            const header = document.querySelector('header[data-site-header]')!.getBoundingClientRect().bottom
            // Landed: at its place under the header, or (end of page) lower but in view and not under the header.
            const landed = Math.abs(top - want) <= 4 || (atEnd && top > want && top < window.innerHeight - 40)
            return landed && top >= header ? 'landed' : `top ${Math.round(top)} px, wanted ${want} px`
          }),
        { message: `${path} ${href}`, timeout: 3_000 },
      )
      .toBe('landed')
    // Back up for the next link: on a phone the list is above the sections.
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  return hrefs.length
}

for (const viewport of [PHONE, DESKTOP])
  test(`every contents link lands on its heading at ${viewport.width} px, in every guide and a Spanish one`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const guides = [...english.map((g) => g.path), diabetesEs]
    let landed = 0
    for (const path of guides) landed += await everyContentsLinkLands(page, path)
    expect(landed).toBeGreaterThanOrEqual(6 * guides.length)
  })

test('the review status is one notice at the top and one review line at the end, on guides and posts', async ({
  page,
}) => {
  const post = servedOfType('blogPost').find((doc) => doc.language !== 'es' && !doc._id.startsWith('drafts.'))!
  for (const path of [diabetes, diabetesEs, routes.blogPost(slugOf(post))]) {
    await page.goto(path)
    const header = page.locator('main article > header')
    // The seed's reviews are samples: said once, plainly, under the title; no dates and no review claim up there.
    await expect(header.locator('[data-review-notice]'), path).toHaveCount(1)
    await expect(header.locator('[data-review-notice="sample"]'), path).toBeVisible()
    await expect(header.locator('time'), path).toHaveCount(path === diabetes || path === diabetesEs ? 0 : 1)
    expect(await header.innerText(), path).not.toMatch(/\(\s{2,}|\s{2,}\)/)
    // The one review line: after the content, its dates, the reviewer and the next review in one list.
    const line = page.locator('section[aria-labelledby="review-heading"]')
    await expect(line, path).toHaveCount(1)
    await expect(line.locator('dl'), path).toHaveCount(1)
    // At the end: after every section of a guide, after most of a post.
    const lineTop = await pageTop(page, 'section[aria-labelledby="review-heading"]')
    const sections = page.locator('section[data-guide-section]')
    if ((await sections.count()) > 0)
      expect(lineTop, path).toBeGreaterThan(
        await sections.last().evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
      )
    const articleHeight = await page.locator('main article').evaluate((el) => el.getBoundingClientRect().height)
    expect(lineTop, path).toBeGreaterThan(articleHeight * 0.6)
    expect(await line.locator('dd').count(), path).toBeGreaterThanOrEqual(4)
  }
  await page.goto(diabetes)
  await page.locator('section[aria-labelledby="review-heading"]').scrollIntoViewIfNeeded()
  await expectNoAxeViolations(page, `${diabetes} (review line)`)
})

test('a guide prints without link addresses for phone numbers or site links, help card first', async ({ page }) => {
  // US Letter's width at 96 px per inch, as Chromium lays out a printed page.
  await page.setViewportSize({ width: 816, height: 1056 })
  for (const path of [diabetes, diabetesEs]) {
    await page.goto(path)
    await page.emulateMedia({ media: 'print' })
    for (const hidden of [
      'header[data-site-header]',
      'footer[data-site-footer]',
      'nav#contents',
      '[data-contents-control]',
    ])
      await expect(page.locator(hidden).first(), `${path} ${hidden}`).toBeHidden()
    const written = await page
      .locator('main a[href]')
      .evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute('href')!, after: getComputedStyle(a, '::after').content })),
      )
    const littered = written.filter(({ after }) => /tel:|mailto:|sms:|"\s*\(\//.test(after))
    expect(littered, path).toEqual([])
    // An address a printout needs, another site's, is still written out.
    expect(
      written.some(({ href, after }) => href.startsWith('https://') && after.includes(href)),
      path,
    ).toBe(true)
    // The get-help card before the first section, and on the first printed page.
    const help = await pageTop(page, '#get-help')
    expect(help, path).toBeLessThan(await pageTop(page, 'section[data-guide-section]'))
    expect(help, path).toBeLessThan(1056 - 96)
    await page.emulateMedia({ media: 'screen' })
  }
})

test('in forced colours every button and button-like link keeps a visible boundary', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.emulateMedia({ forcedColors: 'active' })
  for (const path of [diabetes, routes.home()]) {
    await page.goto(path)
    if (path === diabetes) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    const unbounded = await page
      .locator('button, [data-help-action], [data-contents-control]')
      .evaluateAll((elements) =>
        elements
          .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
          .filter((el) => {
            const style = getComputedStyle(el)
            const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
            return !sides.every(
              (side) =>
                parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
            )
          })
          .map((el) => el.outerHTML.slice(0, 160)),
      )
    expect(unbounded, path).toEqual([])
  }
})
