/**
 * Urgent help one tap from every page: the header's link works on a phone without JavaScript in both languages, the
 * phone menu stays collapsed until asked for, the help page and the not-found page pass axe in both languages, and the
 * depression guide's suicide box has a 988 a phone dials.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { routes } from '../../lib/site/routes'
import { spanishRoutes } from '../../lib/site/localized-routes'

const PAGES = [
  { lang: 'en', path: routes.condition('diabetes'), link: 'Urgent help', menu: 'Menu', help: routes.help() },
  {
    lang: 'es',
    path: spanishRoutes.condition('diabetes'),
    link: 'Ayuda urgente',
    menu: 'Menú',
    help: spanishRoutes.help(),
  },
] as const

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const { lang, path, link, help } of PAGES)
    test(`${lang}: the header's urgent-help link is visible outside the collapsed menu and opens the help page`, async ({
      page,
    }) => {
      await page.goto(path)
      const header = page.locator('[data-site-header]')
      const urgent = header.getByRole('link', { name: link })
      await expect(urgent).toBeVisible()
      const box = await urgent.boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
      // The menu is collapsed: its links are not above the page.
      await expect(page.locator('[data-menu-panel]')).toBeHidden()
      await urgent.click()
      await expect(page).toHaveURL(new RegExp(`${help}$`))
      await expect(page.locator('[data-help-action="988-call"]').first()).toHaveAttribute('href', 'tel:988')
      await expect(page.locator('[data-help-action="988-text"]').first()).toHaveAttribute(
        'href',
        lang === 'es' ? 'sms:988?body=AYUDA' : 'sms:988',
      )
      await expect(page.locator('[data-help-action="poison-call"]').first()).toHaveAttribute('href', 'tel:+18002221222')
    })

  test('the Menu link opens the collapsed menu without scripts', async ({ page }) => {
    await page.goto(routes.condition('diabetes'))
    await expect(page.locator('[data-menu-panel]')).toBeHidden()
    await page.locator('[data-site-header] a[data-no-js-only][href="#site-menu"]').click()
    await expect(page.locator('[data-menu-panel]')).toBeVisible()
  })
})

for (const path of [routes.help(), spanishRoutes.help()])
  test(`${path}: the help page lists 911, 988, Poison Control and the maternal hotline and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    for (const line of ['911', '988', 'poison', 'maternal'])
      await expect(page.locator(`[data-help-line="${line}"] [data-help-actions]`)).toBeVisible()
    await expectNoAxeViolations(page)
  })

for (const { path, lang } of [
  { path: '/no-such-page', lang: 'en' },
  { path: '/es/no-existe', lang: 'es' },
])
  test(`${path}: the not-found page offers search, the six topics and urgent help, and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('search')).toHaveAttribute(
      'action',
      lang === 'es' ? spanishRoutes.search() : routes.search(),
    )
    await expect(main.locator(`a[href^="${lang === 'es' ? '/es/enfermedades/' : '/diseases/'}"]`)).toHaveCount(6)
    await expect(main.locator('[data-help-action="988-chat"]')).toBeVisible()
    await expect(main.locator('[data-help-action="911-call"]')).toHaveAttribute('href', 'tel:911')
    await expect(page.getByText(/oops|¡uy!/i)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

for (const path of [routes.condition('depression'), spanishRoutes.condition('depresion')])
  test(`${path}: the suicide box's 988 is a link a phone dials, with call, text and chat`, async ({ page }) => {
    await page.goto(path)
    const box = page
      .getByRole('note')
      .filter({ has: page.locator('[data-help-actions]') })
      .first()
    await expect(box.getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute('href', 'tel:988')
    await expect(box.locator('[data-help-action="988-text"]')).toBeVisible()
    await expect(box.locator('[data-help-action="988-chat"]')).toBeVisible()
  })
