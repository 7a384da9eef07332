/**
 * The Spanish blog: what differs from the English one. A post reached by the language link from its English
 * pair, with hreflang both ways, the translation notice, Spanish dates and read time and `inLanguage` es-US; the
 * Spanish list, its categories and feed in Spanish addresses; unknown addresses a Spanish 404; and the live search box
 * finding Spanish posts only, with the help a crisis search calls for in Spanish.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

const ENGLISH_SLUG = 'heart-attack-warning-signs'
const SPANISH_SLUG = 'senales-de-un-ataque-al-corazon'
const english = routes.blogPost(ENGLISH_SLUG)
const spanish = spanishRoutes.blogPost(SPANISH_SLUG)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language link leads from an English post to its translation, which says what it is', async ({ page }) => {
    await page.goto(english)
    const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
    await expect(alternate('es')).toHaveAttribute('href', new RegExp(`${spanish}$`))
    await page.getByRole('link', { name: 'Español: leer esta página en español' }).click()
    // The link keeps the English slug; the Spanish route follows the post to its translation.
    await expect(page).toHaveURL(spanish)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Señales de un ataque al corazón')
    await expect(alternate('en')).toHaveAttribute('href', new RegExp(`${english}$`))
    await expect(alternate('es')).toHaveAttribute('href', new RegExp(`${spanish}$`))
    await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`${english}$`))
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      new RegExp(`${spanishRoutes.blogFeed()}$`),
    )
    await expect(page.locator('[data-translation-notice]')).toContainText('todavía no ha revisado la traducción')
    const header = page.locator('main article header')
    await expect(header).toContainText(/\d+ min de lectura/)
    await expect(header.locator('time').first()).toHaveText('14 de julio de 2025')
    await expect(header.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', spanishRoutes.blog())
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type'?: string; inLanguage?: string },
    )
    expect(ld.find((data) => data['@type'] === 'BlogPosting')?.inLanguage).toBe('es-US')
  })

  test('the Spanish list, its categories and feed stay in Spanish; unknown addresses are a Spanish 404', async ({
    page,
    request,
  }) => {
    await page.goto(spanishRoutes.blog())
    await expect(page.getByRole('heading', { level: 1, name: 'Blog de salud' })).toBeVisible()
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(8)
    for (const href of await cards.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/es\/blog\//)
    await expect(cards.first()).toContainText(/\d+ min de lectura/)
    // Without JavaScript the box is a form to the Spanish search, which holds Spanish pages only.
    await expect(page.getByRole('search', { name: 'Artículos del blog' })).toHaveAttribute(
      'action',
      spanishRoutes.search(),
    )

    await page
      .getByRole('complementary', { name: 'Barra lateral del blog' })
      .getByRole('link', { name: /Salud del corazón/ })
      .click()
    await expect(page).toHaveURL(spanishRoutes.blogCategory('heart-health'))
    await expect(page.getByText(/Se muestran? \d+ artículos? de Salud del corazón\./)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver todos los artículos' })).toHaveAttribute(
      'href',
      spanishRoutes.blog(),
    )

    const feed = await (await request.get(spanishRoutes.blogFeed())).text()
    expect(feed).toContain('<language>es-us</language>')
    expect(feed).toContain(`${spanish}</link>`)
    expect(feed).not.toContain(`${english}</link>`)

    for (const missing of [spanishRoutes.blogPost('no-existe-este-articulo'), spanishRoutes.blogPage(2)]) {
      expect((await page.goto(missing))?.status(), missing).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    }
  })
})

// Axe needs scripts in the page; the pages are the same with them.
test('the Spanish box finds Spanish posts only, with crisis help in Spanish; list and post are axe-clean', async ({
  page,
}) => {
  await page.goto(spanishRoutes.blog())
  await expectNoAxeViolations(page)
  const box = page.getByRole('searchbox', { name: 'Buscar artículos' })
  const status = page.locator('main').getByRole('status').first()
  await box.fill('corazon')
  await expect(status).toHaveText(/coincide/)
  const found = page.locator('main article:visible h2 a')
  await expect(found.first()).toBeVisible()
  for (const href of await found.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/es\/blog\//)
  await box.fill('quiero morir')
  await expect(page.getByRole('region', { name: 'Hay ayuda disponible ahora.' })).toBeVisible()
  await expect(page.locator('main a[href="tel:988"]').first()).toBeVisible()
  await page.goto(spanish)
  await expectNoAxeViolations(page)
})
