/**
 * The Spanish information pages, resources and screening: what differs from English. The language link
 * and an English slug under /es follow the page's translation, the footer's legal and cookie links stay in Spanish
 * without JavaScript, the privacy policy's cookie table is in Spanish, hreflang pairs both ways, and axe passes on
 * each new kind of page.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { SPANISH_PAGE_SLUGS, spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'
import { readDataset } from '../support/e2e-dataset'

const alternate = (page: import('@playwright/test').Page, lang: string) =>
  page.locator(`link[rel="alternate"][hreflang="${lang}"]`)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language link and an English slug under /es reach the Spanish page; the footer stays in Spanish', async ({
    page,
  }) => {
    await page.goto(routes.about())
    await page.getByRole('link', { name: 'Español: leer esta página en español' }).click()
    await expect(page).toHaveURL(spanishRoutes.about())
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const about = readDataset().find((d) => d._id === 'page-about-es')?.title as string
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about)
    await expect(page.locator('[data-translation-notice]')).toContainText('todavía no ha revisado la traducción')

    // An English slug kept under /es (an old or hand-made link) follows the translation.
    await page.goto(spanishRoutes.page('terms-of-use'))
    await expect(page).toHaveURL(spanishRoutes.termsOfUse())

    const footer = page.locator('[data-site-footer]')
    await footer.getByRole('link', { name: 'Ajustes de cookies' }).click()
    await expect(page).toHaveURL(spanishRoutes.cookieSettings())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad')
    const table = page.locator('[data-cookie-table]')
    await expect(table.getByRole('heading', { name: 'Esenciales' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Quién la pone' }).first()).toBeVisible()
    await expect(page.getByText(/^Última actualización:/)).toBeVisible()
    for (const slug of Object.values(SPANISH_PAGE_SLUGS).filter((s) => s !== SPANISH_PAGE_SLUGS.about))
      await expect(footer.locator(`a[href="${spanishRoutes.page(slug)}"]`)).toHaveCount(1)
  })
})

test('a Spanish policy pairs with its English page both ways and passes axe; unknown addresses are 404s', async ({
  page,
  request,
}) => {
  await page.goto(spanishRoutes.privacy())
  // A legal page is no clinician's to review: its notice says which version governs.
  const notice = page.locator('[data-translation-notice="legal"]')
  await expect(notice).toContainText('Si hay diferencias, la versión en inglés es la que vale.')
  await expect(notice).not.toContainText('profesional clínico')
  await expect(notice.getByRole('link', { name: 'Leer la versión en inglés' })).toHaveAttribute(
    'href',
    routes.privacy(),
  )
  await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${routes.privacy()}$`))
  await expect(alternate(page, 'x-default')).toHaveAttribute('href', new RegExp(`${routes.privacy()}$`))
  await expectNoAxeViolations(page)
  await page.goto(routes.privacy())
  await expect(alternate(page, 'es')).toHaveAttribute('href', new RegExp(`${spanishRoutes.privacy()}$`))

  // A Spanish slug under the English site follows the translation back.
  await page.goto(routes.page(SPANISH_PAGE_SLUGS.disclaimer))
  await expect(page).toHaveURL(routes.disclaimer())

  expect((await request.get(spanishRoutes.page('no-existe-esta-pagina'))).status()).toBe(404)
  expect((await request.get(`${spanishRoutes.privacy()}/mas/abajo`)).status()).toBe(404)
})

for (const { name, es, en, heading } of [
  { name: 'resources', es: spanishRoutes.resources(), en: routes.resources(), heading: 'Recursos de salud' },
  { name: 'screening', es: spanishRoutes.screening(), en: routes.screening(), heading: 'Pruebas de salud' },
]) {
  test(`the Spanish ${name} page is in Spanish, pairs with the English one and passes axe`, async ({ page }) => {
    await page.goto(es)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${en}$`))
    await expect(page.locator('[data-translation-notice]')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('the Spanish frame has no English left: the newsletter and the cookie settings dialog are in Spanish', async ({
  page,
}) => {
  await page.goto(spanishRoutes.screening())
  const footer = page.locator('[data-site-footer]')
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', spanishRoutes.blog())
  const newsletter = footer.getByRole('form', { name: 'Boletín', exact: true })
  await newsletter.getByLabel('Correo electrónico').fill('no-es-un-correo')
  await newsletter.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(newsletter.getByRole('status')).toHaveText('Escriba un correo electrónico como nombre@ejemplo.com.')

  await footer.getByRole('link', { name: 'Ajustes de cookies' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajustes de cookies' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Este sitio no usa cookies opcionales')
  await expect(dialog.getByRole('columnheader', { name: 'Quién la pone' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    spanishRoutes.privacy(),
  )
  await expect(dialog.getByRole('button', { name: 'Cerrar los ajustes de cookies' })).toBeVisible()
  await expectNoAxeViolations(page, `${spanishRoutes.screening()} with the cookie settings open`)
})
