/**
 * The Spanish site: what differs from the English one. `<html lang>` per page, the header's language link
 * to the same page in the other language (without JavaScript, through the guide's translation), hreflang both ways,
 * the notice that no clinician has reviewed the translation yet, links inside Spanish content that stay in Spanish,
 * and axe on Spanish pages.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

const english = routes.condition('hypertension')
const spanish = spanishRoutes.condition('presion-arterial-alta')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language link leads to the same guide in the other language, and back', async ({ page }) => {
    await page.goto(english)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: 'Español: leer esta página en español' }).click()
    await expect(page).toHaveURL(spanish)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('presión arterial alta', { ignoreCase: true })
    await expect(page.getByRole('heading', { name: 'Cuándo llamar al 911 o ver a un médico' })).toBeVisible()
    await page.getByRole('link', { name: 'English: read this page in English' }).click()
    await expect(page).toHaveURL(english)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test("a Spanish guide's links and related guides lead to Spanish pages, and its frame shows no English word", async ({
    page,
  }) => {
    await page.goto(spanish)
    const article = page.locator('main article')
    const related = article.getByRole('region', { name: 'Guías relacionadas' })
    expect(await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      spanishRoutes.condition('diabetes'),
      spanishRoutes.condition('obesidad'),
    ])
    // Body links the seed writes as English paths are references to the Spanish documents: Spanish addresses.
    const body = article.locator('section[data-guide-section]')
    await expect(body.locator(`a[href="${spanishRoutes.bmiCalculator()}"]`).first()).toBeVisible()
    await expect(
      body.locator(`a[href="${spanishRoutes.condition('presion-arterial-alta')}#special-considerations"]`).first(),
    ).toBeVisible()
    expect(await body.locator('a[href^="/"]').count()).toBeGreaterThan(0)
    for (const href of await body
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/es\//)
    // The words code adds around the guide (callouts, review, breadcrumb, tables), shown and spoken; the sources'
    // own English titles are left out.
    const frameWords = await article.evaluate((node) => {
      const copy = node.cloneNode(true) as HTMLElement
      copy.querySelector('[aria-labelledby="references-heading"]')?.remove()
      const labels = [...copy.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))
      return [copy.textContent, ...labels].join(' ')
    })
    expect(frameWords).not.toMatch(
      /\b(Reviewed|Medically|Changed|Related|Note|Warning|Important|Tip|Table|Breadcrumb|sample|Last updated|Back to Home|When to get help)\b/,
    )
    await page.getByRole('link', { name: 'Calculadora del IMC' }).first().click()
    await expect(page).toHaveURL(spanishRoutes.bmiCalculator())
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })
})

test('a Spanish guide names its English pair both ways and says its translation is not yet reviewed', async ({
  page,
}) => {
  await page.goto(spanish)
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
  await expect(alternate('en')).toHaveAttribute('href', new RegExp(`${english}$`))
  await expect(alternate('es')).toHaveAttribute('href', new RegExp(`${spanish}$`))
  await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`${english}$`))
  await expect(page.locator('[data-translation-notice]')).toContainText('todavía no ha revisado la traducción')
  await expectNoAxeViolations(page)

  await page.goto(english)
  await expect(alternate('es')).toHaveAttribute('href', new RegExp(`${spanish}$`))
})

test('the Spanish home and search results are in Spanish and axe-clean; an unknown Spanish address is a Spanish 404', async ({
  page,
}) => {
  await page.goto(spanishRoutes.home())
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Inicio' }).first()).toBeVisible()
  // The carousel's controls speak Spanish too (the home page's interface words); the fictional testimonials are not
  // shown while the site settings' samples switch is off, as it is in the seed.
  await expect(page.getByRole('region', { name: 'Imágenes destacadas' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Testimonios de lectores' })).toHaveCount(0)
  await expect(page.getByRole('search', { name: 'Temas de salud' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto(spanishRoutes.search('presion alta'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de búsqueda para «presion alta»')
  await expectNoAxeViolations(page)
  const missing = await page.goto(spanishRoutes.page('no-existe-esta-pagina'))
  expect(missing?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
})

test.describe('Spanish search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('finds "corazón" written without its accent, in Spanish pages only, and puts help in Spanish first', async ({
    page,
  }) => {
    await page.goto(spanishRoutes.search('corazon'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const results = page.getByRole('list', { name: 'Resultados' })
    await expect(results.locator(`a[href="${spanishRoutes.condition('presion-arterial-alta')}"]`)).toBeVisible()
    await expect(results.locator('mark').first()).toHaveText(/coraz[oó]n/i)
    // Every result is a Spanish page.
    for (const href of await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/es\//)
    await page.goto(spanishRoutes.search('quiero morir'))
    await expect(page.getByText('Hay ayuda disponible ahora.')).toBeVisible()
    await expect(page.locator('a[href="tel:988"]').first()).toBeVisible()
  })
})
