/**
 * Consent with the default configuration (no analytics or ad id): nothing optional exists, so no banner opens by
 * itself; no cookie is set and no other origin is contacted on any page; the footer's Cookie settings link opens
 * a dialog saying that no optional cookies are in use; the privacy policy lists the same cookies.
 * The configured case (ids set) is tests/e2e/consent-tracking.spec.ts, on a second server of the same build.
 */
import { expect, test } from './fixtures'
import { CONSENT_COOKIE } from '@/lib/consent/consent'
import { CONSENT_TEXT } from '@/lib/consent/banner'
import { cookieCatalogue } from '@/lib/consent/catalogue'
import { interfaceTextFrom, type InterfaceTextDocument } from '@/lib/site/interface-text'
import { langOfPath } from '@/lib/site/languages'
import { servedDoc } from '@/tests/support/e2e-content'
import { expectNoAxeViolations } from './axe'
import { cookieNames, publicPaths, recordForeignRequests, visit } from './consent-helpers'

test('on every public route: no cookie, no request to another origin, no banner, no ad slot', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  for (const path of await publicPaths(request)) {
    await visit(page, path)
    expect(await cookieNames(context), `cookies on ${path}`).toEqual([])
    await expect(page.locator('#cc-main'), `no banner on ${path}`).toHaveCount(0)
    // The frame speaks the page's language (the Spanish site under /es).
    const spanish = langOfPath(path) === 'es'
    await expect(page.getByRole('complementary', { name: spanish ? 'Publicidad' : 'Advertisement' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: spanish ? 'Ajustes de cookies' : 'Cookie settings' })).toBeVisible()
  }
  expect(foreign).toEqual([])
})

test('Cookie settings, by keyboard: says no optional cookies are in use, passes axe, closes with Escape', async ({
  page,
  context,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  await visit(page, '/about')
  const link = page.getByRole('link', { name: 'Cookie settings' })
  await expect(link).toHaveAttribute('href', '/privacy#cookies') // the no-JavaScript fallback
  await link.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('No optional cookies are in use on this site')
  await expect(dialog.getByRole('cell', { name: CONSENT_COOKIE })).toBeVisible()
  // Nothing to accept or reject: no such buttons, and opening the dialog stored nothing.
  await expect(dialog.getByRole('button', { name: /Accept all|Reject all/ })).toHaveCount(0)
  expect(await cookieNames(context)).toEqual([])
  // Focus is inside the dialog and Tab, forwards and back, stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    await expect(dialog.locator(':focus'), `focus after ${key}`).toHaveCount(1)
  }
  await expectNoAxeViolations(page, '/about with cookie settings open')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  expect(await cookieNames(context)).toEqual([])
  expect(foreign).toEqual([])
})

test('the privacy policy lists the categories and cookies of the banner, from the same source', async ({ page }) => {
  await visit(page, '/privacy')
  const table = page.locator('[data-cookie-table]')
  const cookies = page.locator('h2#cookies')
  await expect(cookies).toBeVisible()
  // The generated list sits in the Cookies section, before the next section.
  const order = await page.evaluate(() => {
    const list = document.querySelector('[data-cookie-table]')!
    const next = document.querySelector('h2#advertising-network-data-collection')!
    const start = document.querySelector('h2#cookies')!
    return [
      Boolean(start.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING),
      Boolean(list.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING),
    ]
  })
  expect(order).toEqual([true, true])
  // The catalogue in the cookie banner's words as the server has them ("Interface words: Cookie banner").
  const words = interfaceTextFrom(CONSENT_TEXT, 'en', [servedDoc('interfaceText-consent') as InterfaceTextDocument])
  for (const category of cookieCatalogue({}, words)) {
    await expect(table.getByRole('heading', { name: category.title, exact: true })).toBeVisible()
    for (const cookie of category.cookies)
      await expect(table.getByRole('rowheader', { name: cookie.name })).toBeVisible()
    if (!category.cookies.length) await expect(table).toContainText(category.noneInUse)
  }
  await expect(table).toContainText('kept for 6 months')
  await expectNoAxeViolations(page)
})
