/**
 * Consent with analytics and ad ids configured: the same build as every other test, served by a server whose
 * environment has the ids (playwright.config.ts, tests/support/e2e-tracking.ts), which the pages and the policy read at
 * request time. The analytics and ad origins are intercepted and answered with empty scripts, so the test sees exactly
 * when the site asks for them without reaching the internet. Before any choice nothing optional loads on any route;
 * Reject all loads no analytics and only non-personalised ads; Accept all loads analytics and personalised ads.
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CONSENT_COOKIE, parseTrackingConfig, trackingCspSources } from '@/lib/consent/consent'
import { langOfPath } from '@/lib/site/languages'
import { siteCsp } from '@/lib/site/security-headers'
import { e2eTrackingEnv, trackingPort } from '../support/e2e-tracking'
import { expectNoAxeViolations } from './axe'
import { cookieNames, publicPaths, visit } from './consent-helpers'

test.use({ baseURL: `http://127.0.0.1:${trackingPort()}` })

const config = parseTrackingConfig(e2eTrackingEnv)
const ANALYTICS = 'https://www.googletagmanager.com/'
const ADS = 'https://pagead2.googlesyndication.com/'

/** Answers every foreign request with an empty script and records it. */
async function interceptForeign(page: Page, siteOrigin: string) {
  const seen: string[] = []
  await page.route(
    (url) => url.origin !== siteOrigin && url.protocol.startsWith('http'),
    (route) => {
      seen.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    },
  )
  return seen
}

/** What the page asked the ad network for: 1 for non-personalised ads, undefined for personalised ones. */
const nonPersonalised = (page: Page) =>
  page.evaluate(
    () => (window as { adsbygoogle?: { requestNonPersonalizedAds?: number } }).adsbygoogle?.requestNonPersonalizedAds,
  )

/** The banner in the page's language (the Spanish site under /es). */
const banner = (page: Page, path = '/') =>
  page.getByRole('dialog', {
    name: langOfPath(path) === 'es' ? 'Sus opciones sobre las cookies' : 'Your cookie choices',
  })

test('before any choice, on every public route: the banner asks, nothing optional loads, no cookie is set', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const foreign = await interceptForeign(page, new URL(baseURL!).origin)
  for (const path of await publicPaths(request)) {
    await visit(page, path)
    await expect(banner(page, path), `banner on ${path}`).toBeVisible()
    expect(await cookieNames(context), `cookies on ${path}`).toEqual([])
  }
  expect(foreign).toEqual([])
})

test('the banner: equal Accept all / Reject all / Manage choices, keyboard reachable, axe clean', async ({
  page,
  baseURL,
}) => {
  await interceptForeign(page, new URL(baseURL!).origin)
  await visit(page, '/about')
  const dialog = banner(page)
  await expect(dialog).toContainText('analytics and advertising')
  const accept = dialog.getByRole('button', { name: 'Accept all' })
  const reject = dialog.getByRole('button', { name: 'Reject all' })
  const manage = dialog.getByRole('button', { name: 'Manage choices' })
  for (const button of [accept, reject, manage]) await expect(button).toBeVisible()
  const look = (el: Element) => {
    const s = getComputedStyle(el)
    return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth, el.getBoundingClientRect().height]
  }
  expect(await reject.evaluate(look)).toEqual(await accept.evaluate(look))
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
  expect(Math.abs(a!.width - r!.width)).toBeLessThan(2)
  await expectNoAxeViolations(page, '/about with the banner open')
  // Keyboard: Tab reaches the banner's buttons and Enter chooses.
  for (let i = 0; i < 80 && !(await reject.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(reject).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
})

test('Reject all: on every route no analytics, ads only non-personalised, only the consent cookie', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const foreign = await interceptForeign(page, new URL(baseURL!).origin)
  await visit(page, '/')
  expect(foreign).toEqual([])
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await cookieNames(context)).toEqual([CONSENT_COOKIE])
  const expiry = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)!.expires * 1000
  expect(expiry - Date.now()).toBeGreaterThan(181 * 86_400_000)
  expect(expiry - Date.now()).toBeLessThan(183 * 86_400_000)
  for (const path of await publicPaths(request)) {
    await visit(page, path)
    await expect(banner(page, path)).toHaveCount(0)
    expect(await cookieNames(context), `cookies on ${path}`).toEqual([CONSENT_COOKIE])
  }
  expect(foreign.filter((url) => url.startsWith(ANALYTICS))).toEqual([])
  expect(foreign.some((url) => url.startsWith(ADS))).toBe(true)
  await visit(page, '/resources')
  expect(await nonPersonalised(page)).toBe(1)
  expect(foreign.filter((url) => !url.startsWith(ANALYTICS) && !url.startsWith(ADS))).toEqual([])
})

test('Accept all: analytics and personalised ads load, only after the choice; withdrawing stops analytics', async ({
  page,
  context,
  baseURL,
}) => {
  const foreign = await interceptForeign(page, new URL(baseURL!).origin)
  await visit(page, '/resources')
  expect(foreign).toEqual([])
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => foreign.some((url) => url.startsWith(ANALYTICS))).toBe(true)
  await expect.poll(() => foreign.some((url) => url.startsWith(ADS))).toBe(true)
  expect(await nonPersonalised(page)).toBeUndefined()
  expect(await cookieNames(context)).toEqual([CONSENT_COOKIE])
  // Change of mind from the footer: Reject all in Cookie settings reloads the page without analytics.
  await page.getByRole('link', { name: 'Cookie settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(settings).toBeVisible()
  await expectNoAxeViolations(page, '/resources with cookie settings open')
  await settings.getByRole('button', { name: 'Reject all' }).click()
  await page.waitForLoadState('networkidle')
  foreign.length = 0
  await visit(page, '/about')
  expect(foreign.filter((url) => url.startsWith(ANALYTICS))).toEqual([])
})

test('ad slots reserve their space on resources and never appear in guides, the BMI tool or booking; CSP opens only the configured origins', async ({
  page,
  request,
  baseURL,
}) => {
  await interceptForeign(page, new URL(baseURL!).origin)
  // Exactly the configured services' origins, on every kind of page; the Studio keeps its own policy.
  const policy = siteCsp(false, trackingCspSources(config))
  for (const path of ['/', '/resources', '/diseases/diabetes', '/no-such-page'])
    expect((await request.get(path)).headers()['content-security-policy'], path).toBe(policy)
  expect((await request.get('/studio')).headers()['content-security-policy']).not.toMatch(
    /googletagmanager|google-analytics|googlesyndication|doubleclick/,
  )
  for (const path of ['/diseases/diabetes', '/diseases/depression', '/bmi-calculator', '/booking/1', '/privacy']) {
    await visit(page, path)
    await expect(page.getByRole('complementary', { name: 'Advertisement' }), path).toHaveCount(0)
  }
  await visit(page, '/resources')
  const slot = page.locator('ins.adsbygoogle')
  await expect(slot).toHaveCount(1)
  expect((await slot.boundingBox())!.height).toBe(250)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 1000)
      }),
  )
  expect(shift).toBe(0)
})
