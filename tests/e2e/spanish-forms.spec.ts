/**
 * The Spanish BMI calculator and contact form: what differs from English. The calculator answers in
 * Spanish from the server when the browser submits it itself (JavaScript off); the contact form's messages, and its
 * note that sending needs JavaScript, are in Spanish. One axe check per new kind of page, with scripts on (axe runs
 * in the page).
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true })
const calculate = (page: Page) => page.getByRole('button', { name: 'Calcular el IMC' })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the English calculator leads to the Spanish one, which answers in Spanish from the server', async ({
    page,
  }) => {
    await page.goto(routes.bmiCalculator())
    await page.getByRole('link', { name: 'Español: leer esta página en español' }).click()
    await expect(page).toHaveURL(spanishRoutes.bmiCalculator())
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${routes.bmiCalculator()}$`),
    )

    // Nothing answered: each message in Spanish at its field, and no result.
    await calculate(page).click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${spanishRoutes.bmiResult()}\\?`))
    await expect(page.locator('#bmi-feet-error')).toHaveText('Escriba su estatura en pies.')
    await expect(page.locator('#bmi-weight-error')).toHaveText('Escriba su peso en kilogramos.')
    await expect(page.locator('#bmi-age-error')).toContainText('Elija si tiene 20 años o más.')
    await expect(page.getByTestId('bmi-value')).toHaveCount(0)

    await page.getByRole('radio', { name: 'Sí, tengo 20 años o más' }).check()
    await spin(page, 'Estatura en pies').fill('5')
    await spin(page, 'Pulgadas').fill('9')
    await spin(page, 'Peso (kg)').fill('70')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('22.8')
    await expect(page.getByTestId('bmi-category')).toHaveText('Peso normal')
    await expect(page.getByRole('heading', { name: 'Consejos' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Secciones de la gráfica' })).toContainText(
      'Normal: de 18.5 a 24.9 (su IMC: 22.8)',
    )
    await expect(page.locator('[data-translation-notice]')).toBeVisible()
  })

  test('the contact page says in Spanish why there is no form, offers the postal address and has no Send button', async ({
    page,
  }) => {
    await page.goto(spanishRoutes.contact())
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const section = page.getByRole('region', { name: 'Envíenos un mensaje' })
    const instead = section.getByTestId('contact-without-script')
    await expect(instead).toContainText('Este formulario necesita JavaScript para enviar su mensaje')
    await expect(instead).toContainText('También puede escribirnos por correo postal:')
    await expect(instead.locator('address')).toBeVisible()
    await expect(section.getByRole('textbox')).toHaveCount(0)
    await expect(section.getByRole('button')).toHaveCount(0)
  })
})

test('the Spanish contact page: its words from the Spanish documents, its messages in Spanish', async ({ page }) => {
  await page.goto(spanishRoutes.contact())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos')
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Información de contacto' })).toContainText('de muestra')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  // The form's messages, in the page's main part: the footer's newsletter form keeps answers of its own.
  const main = page.getByRole('main')
  await expect(main.getByText('Escriba su nombre.')).toBeVisible()
  await expect(main.getByText('Escriba su correo electrónico.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused()
  // In the form: the footer's newsletter has a field of the same name.
  await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana@example')
  await expect(main.getByText('Escriba un correo electrónico como nombre@ejemplo.com.')).toBeVisible()
  await expect(page.getByTestId('contact-status')).toHaveText('')
  await expectNoAxeViolations(page, 'Spanish contact page with messages')
})

test('the Spanish calculator hydrates the result the server answered, and is axe-clean', async ({ page }) => {
  await page.goto(`${spanishRoutes.bmiResult()}?age=adult&units=cm-kg&cm=160&weight=90`)
  await expect(page.getByTestId('bmi-category')).toHaveText('Obesidad')
  await expect(page.getByRole('img', { name: /Su IMC de 35\.2 está en la sección Obesidad/ })).toBeVisible()
  await expect(spin(page, 'Estatura en centímetros')).toHaveValue('160')
  await expectNoAxeViolations(page, 'Spanish BMI result')
})
