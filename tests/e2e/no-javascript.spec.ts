/**
 * Before and without JavaScript: every route kind renders on the server, the not-found page included
 * (status 404, `lang`, the header with its search, the footer's help, Return to Home), every form does what it can
 * without scripts and says plainly what it cannot, and a reader who acts before the page has hydrated loses nothing.
 */
import { type Page, type Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { fieldOf, servedDoc } from '../support/e2e-content'
import { routes } from '../../lib/site/routes'
import { routesFor } from '../../lib/site/localized-routes'

const feet = (page: Page) => page.getByRole('spinbutton', { name: 'Height in Feet' })
const inches = (page: Page) => page.getByRole('spinbutton', { name: 'Inches', exact: true })
const cm = (page: Page) => page.getByRole('spinbutton', { name: 'Height in Centimeters' })
const kg = (page: Page) => page.getByRole('spinbutton', { name: 'Weight (kg)' })
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate BMI' })
const adult = (page: Page) => page.getByRole('radio', { name: 'Yes, I am 20 or older' })

/** The site's frame, drawn by the server: language, the header with its search, the footer's emergency line. */
async function expectSiteFrame(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).not.toHaveAttribute('id', '__next_error__')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('search', { name: 'Site', exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(fieldOf('siteSettings', 'emergencyNote'))
}

/** The BMI of 6 ft 0 in and 55 kg (the example): 16.4, Underweight. */
async function fillSixFootFiftyFive(page: Page) {
  await adult(page).check()
  await feet(page).fill('6')
  await inches(page).fill('0')
  await kg(page).fill('55')
}

/** Holds every script chunk until `release` is called: the page is painted and usable, React has not run. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/_next/static/chunks/**/*.js*', (route) => (released ? route.continue() : held.push(route)))
  return async () => {
    released = true
    await Promise.all(held.map((route) => route.continue()))
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const pages: Array<[string, string, RegExp]> = [
    ['landing', routes.home(), /.+/],
    ['consultation entry', routes.consultation(), /.+/],
    ['condition guide', routes.condition('diabetes'), /Diabetes/],
    ['blog list', routes.blog(), /Blog/i],
    ['information page', routes.about(), /.+/],
    ['search results', routes.search('diabetes'), /diabetes/],
    ['team', routes.team(), /.+/],
    ['booking', routes.booking(1), /.+/],
    ['BMI calculator', routes.bmiCalculator(), /BMI/],
    ['contact', routes.contact(), /.+/],
    ['resources', routes.resources(), /.+/],
    ['screening', routes.screening(), /.+/],
  ]
  for (const [kind, path, heading] of pages) {
    test(`${kind} (${path}) renders on the server`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectSiteFrame(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('a blog post renders on the server', async ({ page }) => {
    await page.goto(routes.blog())
    const post = page
      .getByRole('main')
      .locator('a[href^="/blog/"]:not([href^="/blog/page"]):not([href^="/blog/category"]):not([href$=".xml"])')
      .first()
    const href = (await post.getAttribute('href'))!
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    await expectSiteFrame(page)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  })

  for (const path of [
    '/no-such-page',
    '/diseases/nope',
    '/blog/no-such-post',
    '/blog/page/999',
    '/blog/category/no-such-category',
    '/booking/999',
    '/no/such/address',
  ]) {
    test(`not found: ${path} answers 404 with the whole not-found page in its HTML`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectSiteFrame(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', routes.home())
      await expect(page).toHaveTitle(/Page not found/)
    })
  }

  test('search: the landing box and a popular-search chip open the results', async ({ page }) => {
    await page.goto(routes.home())
    const box = page.getByRole('search', { name: 'Health topics' })
    await box.getByRole('searchbox').fill('blood pressure')
    await box.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=blood\+pressure$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “blood pressure”')

    await page.goto(routes.home())
    const chip = page.getByRole('list', { name: 'Popular searches:' }).getByRole('link').first()
    const term = (await chip.textContent())!
    await chip.click()
    await expect(page).toHaveURL(routes.search(term))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${term}”`)
  })

  test('search: the blog box submits to the search page, at its canonical address, which shows the help card first', async ({
    page,
  }) => {
    await page.goto(routes.blog())
    const box = page.getByRole('search', { name: 'Blog articles' }).getByRole('searchbox', { name: 'Search articles' })
    await box.fill('suicidal thoughts')
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === routes.search())
    await box.press('Enter')
    // The form's address is already the canonical one: the search page answers it at once, without a redirect.
    const response = await answer
    expect(response.status()).toBe(200)
    expect(response.request().redirectedFrom()).toBeNull()
    await expect(page).toHaveURL(routes.search('suicidal thoughts'))
    const card = page.getByRole('main').locator('section[data-crisis-help]')
    await expect(card.getByRole('link').first()).toHaveText('Call 988')
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^tel:988$/)
    await expect(card.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', /^sms:988/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “suicidal thoughts”')
  })

  test('BMI: the server computes the result from the submitted fields, keeps them, and Reset empties the form', async ({
    page,
  }) => {
    await page.goto(routes.bmiCalculator())
    await fillSixFootFiftyFive(page)
    await calculate(page).click()
    await expect(page).toHaveURL(/\/bmi-calculator\/result\?age=adult&units=ftin-kg&feet=6&inches=0&weight=55$/)
    await expect(page.getByTestId('bmi-value')).toHaveText('16.4')
    await expect(page.getByTestId('bmi-category')).toHaveText('Underweight')
    await expect(page.getByText('a healthy weight (BMI 18.5 to 24.9) is 61.9 to 83.3 kg')).toBeVisible()
    await expect(feet(page)).toHaveValue('6')
    await expect(kg(page)).toHaveValue('55')
    await expect(adult(page)).toBeChecked()

    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page).toHaveURL(/\/bmi-calculator\?/)
    await expect(feet(page)).toHaveValue('')
    await expect(page.getByTestId('bmi-value')).toHaveCount(0)
  })

  test('BMI: the same messages as with JavaScript, at their fields, and other units', async ({ page }) => {
    await page.goto(routes.bmiCalculator())
    await inches(page).fill('14')
    await calculate(page).click()
    await expect(page.locator('#bmi-age-error')).toHaveText(
      'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.',
    )
    await expect(page.locator('#bmi-feet-error')).toHaveText('Enter your height in feet.')
    await expect(page.locator('#bmi-inches-error')).toHaveText('Inches must be from 0 to 11.')
    await expect(page.locator('#bmi-weight-error')).toHaveText('Enter your weight in kilograms.')
    await expect(feet(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('bmi-category')).toHaveCount(0)

    // Choosing other units cannot swap the fields without scripts: the answer asks for the height in them.
    await page.getByRole('radio', { name: 'Centimeters and kg' }).check()
    await adult(page).check()
    await calculate(page).click()
    await expect(page.locator('#bmi-cm-error')).toHaveText('Enter your height in centimeters.')
    await cm(page).fill('175')
    await kg(page).fill('70')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('22.9')
    await expect(page.getByTestId('bmi-category')).toHaveText('Normal Weight')
  })

  test('contact: no form to fill in and no Send button; it says why and offers the postal address', async ({
    page,
  }) => {
    await page.goto(routes.contact())
    const section = page.getByRole('region', { name: 'Send us a message' })
    const instead = section.getByTestId('contact-without-script')
    await expect(instead).toContainText('This form needs JavaScript to send your message')
    // The seed's inbox is a sample (.example): it is not offered as a way to write; the postal address is.
    await expect(instead).toContainText('Turn JavaScript on and reload this page to use the form.')
    await expect(instead.locator('a[href^="mailto:"]')).toHaveCount(0)
    await expect(instead).toContainText('You can also write to us by post:')
    const { street } = servedDoc('siteSettings').postalAddress as { street: string }
    await expect(instead.locator('address')).toContainText(street)
    // Nothing a reader could type into or press: no field, no button that looks active and sends nothing.
    await expect(section.getByRole('textbox')).toHaveCount(0)
    await expect(section.getByRole('button')).toHaveCount(0)
    await expect(page.locator('#contact-message')).toBeHidden()
  })

  test('newsletter (every footer): a plain form; a bad address stays on the page with a message, a good one gets the honest answer', async ({
    page,
  }) => {
    const guide = routes.about()
    await page.goto(guide)
    const form = page.getByRole('form', { name: 'Newsletter' })
    const box = form.getByRole('textbox', { name: 'Email address' })
    const subscribe = form.getByRole('button', { name: 'Subscribe' })
    await expect(form.getByText('Our newsletter has not launched yet, so this form stores nothing.')).toBeVisible()
    await expect(subscribe).toBeEnabled()
    // Empty and malformed: the browser's check keeps the form on the page, with what was typed and the form's words.
    await subscribe.click()
    await expect(page).toHaveURL(guide)
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await box.fill('reader@example')
    await subscribe.click()
    await expect(page).toHaveURL(guide)
    await expect(box).toHaveValue('reader@example')
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
    await expect(box).toHaveAttribute('title', 'Enter an email address like name@example.com.')
    // A good address: the site's route answers, and the reader is back on the same page at the answer.
    await box.fill('reader@example.com')
    await subscribe.click()
    await expect(page).toHaveURL(`${guide}#newsletter-footer-done`)
    await expect(page.locator('#newsletter-footer-done')).toHaveText(
      (servedDoc('siteSettings').newsletter as { unavailableMessage: string }).unavailableMessage,
    )
    await expect(page.locator('#newsletter-footer-done')).toBeVisible()
    await expect(page.locator('#newsletter-footer-invalid')).toBeHidden()
  })

  test('newsletter: what the route answers a form that passed no browser check, in Spanish', async ({ page }) => {
    const guide = routesFor('es').condition('diabetes')
    await page.goto(guide)
    const response = await page.request.post(routes.newsletter(), {
      form: { email: 'lector@ejemplo', place: 'footer', lang: 'es' },
      headers: { referer: new URL(guide, page.url()).href },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    const back = response.headers()['location']!
    expect(back).toBe(`${guide}#newsletter-footer-invalid`)
    await page.goto(back)
    await expect(page.locator('#newsletter-footer-invalid')).toBeVisible()
    await expect(page.locator('#newsletter-footer-invalid')).toHaveText(
      'Escriba un correo electrónico como nombre@ejemplo.com.',
    )
  })

  test('booking step 1: says it is a demonstration that needs JavaScript; nothing typed is submitted', async ({
    page,
  }) => {
    await page.goto(routes.booking(1))
    await expect(page.getByText('This booking demonstration runs in your browser and needs JavaScript')).toBeVisible()
    await page.locator('#booking-symptoms').fill('Symptoms that must not end up in an address')
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
    await page.locator('#booking-fullName').press('Enter')
    await expect(page).toHaveURL(routes.booking(1))
  })
})

test.describe('before hydration', () => {
  test('BMI: fields typed and Calculate pressed at domcontentloaded give the result', async ({ page }) => {
    await page.goto(routes.bmiCalculator(), { waitUntil: 'domcontentloaded' })
    await fillSixFootFiftyFive(page)
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('16.4')
    await expect(page.getByTestId('bmi-category')).toHaveText('Underweight')
  })

  test('BMI: pressed before the scripts have loaded, the browser submits the form and the server answers', async ({
    page,
  }) => {
    await holdScripts(page)
    await page.goto(routes.bmiCalculator(), { waitUntil: 'domcontentloaded' })
    await fillSixFootFiftyFive(page)
    await calculate(page).click()
    await expect(page).toHaveURL(/\/bmi-calculator\/result\?/)
    await expect(page.getByTestId('bmi-value')).toHaveText('16.4')
  })

  test('BMI: typed before hydration, pressed after: what was typed is kept and calculated', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(routes.bmiCalculator(), { waitUntil: 'domcontentloaded' })
    await fillSixFootFiftyFive(page)
    await release()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(feet(page)).toHaveValue('6')
    await expect(adult(page)).toBeChecked()
    await calculate(page).click()
    await expect(page).toHaveURL(routes.bmiCalculator())
    await expect(page.getByTestId('bmi-value')).toHaveText('16.4')
  })

  test('a popular-search chip clicked before the scripts have loaded opens its results', async ({ page }) => {
    await holdScripts(page)
    await page.goto(routes.home(), { waitUntil: 'domcontentloaded' })
    const chip = page.getByRole('list', { name: 'Popular searches:' }).getByRole('link').first()
    const term = (await chip.textContent())!
    await chip.click()
    await expect(page).toHaveURL(routes.search(term))
  })

  test('after hydration the chips fill the box and the BMI result page answers on the client too', async ({ page }) => {
    await page.goto(routes.home())
    const chips = page.getByRole('list', { name: 'Popular searches:' })
    await expect(chips.getByRole('link')).toHaveCount(0)
    await chips.getByRole('button').first().click()
    await expect(page).toHaveURL(routes.home())
    await expect(page.getByRole('search', { name: 'Health topics' }).getByRole('searchbox')).not.toHaveValue('')

    // Opened from a submission, the calculator starts from the server's answer and then computes here.
    await page.goto(`${routes.bmiResult()}?age=adult&units=cm-kg&cm=175&weight=70`)
    await expect(page.getByTestId('bmi-value')).toHaveText('22.9')
    await kg(page).fill('90')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('29.4')
    await expect(page.getByTestId('bmi-category')).toHaveText('Overweight')
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(cm(page)).toHaveValue('')
    await expect(cm(page)).toBeFocused()
  })
})

// axe runs in the page, so these pages are opened with JavaScript on but their scripts held back: what is checked
// is the server's HTML, as a reader without JavaScript gets it.
test.describe('the server HTML, before any script has run: no axe violations', () => {
  for (const path of [
    '/no-such-page',
    '/diseases/nope',
    '/no/such/address',
    `${routes.bmiResult()}?age=adult&units=ftin-kg&feet=6&inches=0&weight=55`,
    `${routes.bmiResult()}?units=ftin-kg&inches=14`,
    routes.contact(),
    routes.booking(1),
  ]) {
    test(path, async ({ page }) => {
      await holdScripts(page)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
      await expectNoAxeViolations(page, `${path} before its scripts`)
    })
  }
  // The page's inline script marks <html class="js"> before the first paint; without it the styles show what a
  // reader without JavaScript gets: on the contact page, the note with the postal address in place of the form.
  test(`${routes.contact()} as styled without JavaScript`, async ({ page }) => {
    await holdScripts(page)
    await page.goto(routes.contact(), { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.documentElement.classList.remove('js'))
    await expect(page.getByTestId('contact-without-script')).toBeVisible()
    await expect(page.locator('#contact-message')).toBeHidden()
    await expectNoAxeViolations(page, 'contact page without JavaScript')
  })
  test('the newsletter answer a form sent without JavaScript comes back to', async ({ page }) => {
    await holdScripts(page)
    await page.goto(`${routes.about()}#newsletter-footer-invalid`, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.documentElement.classList.remove('js'))
    await expect(page.locator('#newsletter-footer-invalid')).toBeVisible()
    await expect(page.locator('#newsletter-footer-done')).toBeHidden()
    await expectNoAxeViolations(page, 'newsletter answer without JavaScript')
  })
})
