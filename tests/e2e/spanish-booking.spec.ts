/**
 * The Spanish sample doctors, booking demonstration and consultation page: what differs from English.
 * The pages are in Spanish and say the doctors are fictional samples, the booking books inside /es and says it is a
 * demonstration, the form asks and checks in Spanish (and, without JavaScript, says it needs it and sends nothing),
 * and each page names its English pair. The English flow itself is tests/e2e/team-booking.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { readDataset } from '../support/e2e-dataset'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

/** A Spanish document's string field, from the dataset the servers serve (never the seed's wording). */
function spanishField(id: string, path: string[]): string {
  const doc = readDataset().find((d) => d._id === id)
  const value = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc)
  if (typeof value !== 'string' || !value) throw new Error(`${id} has no ${path.join('.')}`)
  return value
}

const alternate = (page: Page, lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`)

async function expectPair(page: Page, spanish: string, english: string) {
  await expect(alternate(page, 'es')).toHaveAttribute('href', new RegExp(`${spanish}$`))
  await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${english}$`))
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language link leads from the English team to the Spanish one, whose Book links stay in Spanish', async ({
    page,
  }) => {
    await page.goto(routes.team())
    await page.getByRole('link', { name: 'Español: leer esta página en español' }).click()
    await expect(page).toHaveURL(spanishRoutes.team())
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishField('pageCopy-team-es', ['title']))
    await expect(page.getByText('Perfiles de muestra.')).toBeVisible()
    await expect(page.locator('article[id^="doctor-"]')).toHaveCount(3)
    const card = page.locator('#doctor-1')
    await expect(card.getByText('Perfil de muestra', { exact: true })).toBeVisible()
    // Sample star ratings are not shown while Site settings' samples switch is off (the seed).
    await expect(card.getByText('Calificación (muestra)')).toHaveCount(0)
    const name = spanishField('doctor-1-es', ['name'])
    await card.getByRole('link', { name: `Pedir una cita con ${name}` }).click()
    await expect(page).toHaveURL(spanishRoutes.booking(1))
    await expect(page.getByText('Está pidiendo una cita con')).toBeVisible()
  })

  test('booking step 1 says, in Spanish, that it is a demonstration needing JavaScript; nothing typed is sent', async ({
    page,
  }) => {
    await page.goto(spanishRoutes.booking(1))
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishField('pageCopy-booking-es', ['title']))
    await expect(page.getByRole('note', { name: 'Solo es una demostración' })).toContainText('Ningún médico lee')
    await expect(
      page.getByText('Esta demostración de citas funciona en su navegador y necesita JavaScript'),
    ).toBeVisible()
    await page.locator('#booking-symptoms').fill('Síntomas que no deben acabar en una dirección')
    await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeDisabled()
    await page.locator('#booking-fullName').press('Enter')
    await expect(page).toHaveURL(spanishRoutes.booking(1))
    await expectPair(page, spanishRoutes.booking(1), routes.booking(1))
  })
})

test('the Spanish form checks in Spanish and goes on to a sample payment; both kinds of page are axe-clean', async ({
  page,
}) => {
  await page.goto(spanishRoutes.team())
  await expectPair(page, spanishRoutes.team(), routes.team())
  await expectNoAxeViolations(page, `${spanishRoutes.team()}`)

  await page.goto(spanishRoutes.booking(2))
  const submit = page.getByRole('button', { name: 'Continuar al pago' })
  await submit.click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Llene todos los campos')
  const fullName = page.getByRole('textbox', { name: 'Nombre completo', exact: true })
  await expect(fullName).toHaveAccessibleDescription(/Escriba su nombre completo\./)
  await expect(fullName).toBeFocused()
  await expectNoAxeViolations(page, `${spanishRoutes.booking(2)} with errors`)

  await fullName.fill('Ana Souza')
  // In the form: the footer's newsletter has a field of the same name.
  await page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Número de WhatsApp', exact: true }).fill('+55 11 91234-5678')
  await page.getByRole('combobox', { name: 'Idioma en el que prefiere que le hablemos' }).selectOption('spanish')
  await page.getByRole('textbox', { name: 'Sus problemas de salud', exact: true }).fill('Tos seca desde hace días.')
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Pago (demostración)' })).toBeFocused()
  await expect(page.getByText('Precio de muestra: no se cobra nada')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Completar el pago de demostración' })).toBeVisible()
})

test('the Spanish consultation page leads to the Spanish sample doctors and names its English pair', async ({
  page,
}) => {
  await page.goto(spanishRoutes.consultation())
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    spanishField('consultationPage-es', ['hero', 'title']),
  )
  await expect(
    page.getByRole('link', { name: spanishField('consultationPage-es', ['hero', 'findDoctorLabel']) }),
  ).toHaveAttribute('href', spanishRoutes.team())
  await expectPair(page, spanishRoutes.consultation(), routes.consultation())
  await expectNoAxeViolations(page, spanishRoutes.consultation())
  await page.goto(routes.consultation())
  await expect(alternate(page, 'es')).toHaveAttribute('href', new RegExp(`${spanishRoutes.consultation()}$`))
})
