import { type Page, type Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { configuredPort, e2eEmailJsEnv } from '../support/e2e-emailjs'
import { expectNoAxeViolations } from './axe'
import { servedDoc, servedOfType } from '../support/e2e-content'

/** A form field by its accessible name (the visual "*" marker is aria-hidden and not part of it). */
const field = (page: Page, name: string) =>
  page.getByRole(name === 'Preferred communication language' ? 'combobox' : 'textbox', { name, exact: true })

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const configuredUrl = `http://127.0.0.1:${configuredPort()}`
const message = { Name: 'Ana Souza', Email: 'ana@example.com', Message: 'Is there a guide on gestational diabetes?' }
const STATUS = {
  sending: 'Sending...',
  sent: 'Message sent successfully ✅',
  failed: 'Failed to send ❌. Please try again.',
}

const status = (page: Page) => page.getByTestId('contact-status')
const send = (page: Page) => page.getByRole('button', { name: 'Send Message' })

async function fill(page: Page) {
  for (const [label, value] of Object.entries(message)) await field(page, label).fill(value)
}

async function expectKept(page: Page) {
  for (const [label, value] of Object.entries(message)) await expect(field(page, label)).toHaveValue(value)
}

/** Intercepts the EmailJS API: every POST body is recorded, and `answer` decides the response. */
async function interceptEmailJs(page: Page, answer: (route: Route) => Promise<void>) {
  const bodies: unknown[] = []
  await page.route(EMAILJS_SEND, async (route) => {
    // A CORS preflight, if the browser sends one through the route, is allowed like the real API allows it.
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        },
      })
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON())
    await answer(route)
  })
  return bodies
}

const reply = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, contentType: 'text/plain', headers: { 'Access-Control-Allow-Origin': '*' } })

function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

test.describe('contact page content', () => {
  test('form, contact details from the settings, response time and FAQ; no axe violations', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    for (const label of ['Name', 'Email', 'Message']) await expect(field(page, label)).toHaveAttribute('required', '')
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    await expect(field(page, 'Message')).toHaveAttribute('maxlength', '2000')
    const info = page.getByRole('region', { name: 'Contact information' })
    // The seed's address and line are placeholders: shown as samples, not links to tap, and no
    // reply time is promised.
    await expect(info.getByRole('link')).toHaveCount(0)
    // The details as the settings give them (read by id from the served dataset: tests/support/e2e-content.ts).
    const settings = servedDoc('siteSettings') as unknown as {
      contactEmail: string
      contactResponseTime: string
      emergencyLine: { number: string }
      postalAddress: { street: string }
      urgentCareNotice: { title: string; text: string }
    }
    await expect(info).toContainText(`${settings.contactEmail} (sample address: not in use yet)`)
    await expect(info).toContainText(`${settings.emergencyLine.number} (sample number: not in service)`)
    await expect(info).toContainText(settings.postalAddress.street)
    await expect(info).toContainText(settings.contactResponseTime)
    await expect(info).not.toContainText('24–48 hours')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    for (const item of servedOfType('faqItem')) await expect(faq).toContainText(String(item.question))
    const urgent = page
      .getByRole('region', { name: 'Send us a message' })
      .getByRole('note', { name: settings.urgentCareNotice.title })
    await expect(urgent).toContainText(settings.urgentCareNotice.text)
    await expect(urgent).toContainText('call or text 988')
    await expect(status(page)).toHaveText('')
    await expectNoAxeViolations(page, '/contact')
  })

  test('empty or malformed input is explained at the field and nothing is sent', async ({ page }) => {
    const bodies = await interceptEmailJs(page, reply(200, 'OK'))
    await page.goto('/contact')
    // The contact form's messages, in the page's main part (the footer's newsletter form has answers of its own).
    const main = page.getByRole('main')
    await send(page).click()
    await expect(main.getByText('Enter your name.')).toBeVisible()
    await expect(main.getByText('Enter your email address.')).toBeVisible()
    await expect(main.getByText('Write your message.')).toBeVisible()
    await expect(field(page, 'Name')).toBeFocused()
    await field(page, 'Email').fill('ana@example')
    await expect(main.getByText('Enter an email address like name@example.com.')).toBeVisible()
    // Each message goes as soon as its field is right; the others stay until theirs are.
    await field(page, 'Name').fill('Ana')
    await expect(main.getByText('Enter your name.')).toBeHidden()
    await expect(main.getByText('Write your message.')).toBeVisible()
    await field(page, 'Message').fill('Hello')
    await expect(main.getByText('Write your message.')).toBeHidden()
    await expect(main.getByText(/^5 of [\d,]+ characters\./)).toBeVisible()
    await expect(status(page)).toHaveText('')
    await expectNoAxeViolations(page, '/contact with errors')
    expect(bodies).toEqual([])
  })
})

test("what a reader types before the page's scripts run is kept, and counted once they do", async ({ page }) => {
  // The page's scripts are held back until the reader has typed, as on a slow phone.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  // Scripts only: the stylesheet, which the browser waits for before it shows anything, comes as usual.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  // Not waiting for the page's load events: those wait for the held scripts.
  await page.goto('/contact', { waitUntil: 'commit' })
  await fill(page)
  await expect(send(page)).toBeDisabled()
  release()
  await expect(send(page)).toBeEnabled({ timeout: 20_000 })
  await expectKept(page)
  await expect(page.getByText(`${message.Message.length} of `, { exact: false })).toBeVisible()
})

test.describe('sending not configured (the default server)', () => {
  test('the failure text, what was typed kept, a console error naming the variable, no request out', async ({
    page,
  }) => {
    const errors = consoleErrors(page)
    const bodies = await interceptEmailJs(page, reply(200, 'OK'))
    const response = await page.goto('/contact')
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self'(;|$)/)
    await fill(page)
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.failed)
    await expectKept(page)
    expect(errors.join('\n')).toContain('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')
    expect(bodies).toEqual([])
  })
})

test.describe('sending configured', () => {
  test.use({ baseURL: configuredUrl })

  test('the page allows the EmailJS API in connect-src, and only there', async ({ page, request }) => {
    const response = await page.goto('/contact')
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com;/)
    const about = await request.get('/about')
    expect(about.headers()['content-security-policy']).not.toContain('emailjs')
  })

  test('success: Sending..., one POST with the exact body, then the success text and an empty form', async ({
    page,
  }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies = await interceptEmailJs(page, async (route) => {
      await held
      await reply(200, 'OK')(route)
    })
    await page.goto('/contact')
    await fill(page)
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.sending)
    // A second submit while sending is impossible: the button is disabled and Enter does nothing.
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    await field(page, 'Name').press('Enter')
    await expect.poll(() => bodies.length).toBe(1)
    release()
    await expect(status(page)).toHaveText(STATUS.sent)
    for (const label of Object.keys(message)) await expect(field(page, label)).toHaveValue('')
    expect(bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: e2eEmailJsEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
        service_id: e2eEmailJsEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
        template_id: e2eEmailJsEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
        template_params: { name: message.Name, email: message.Email, message: message.Message },
      },
    ])
    await expectNoAxeViolations(page, '/contact after sending')
  })

  const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
    ['400 Bad Request', reply(400, 'The template ID is invalid'), '400'],
    ['403 Forbidden', reply(403, 'Forbidden'), '403 Forbidden'],
    ['429 Too Many Requests', reply(429, 'Too Many Requests'), '429 Too Many Requests'],
    ['451 Unavailable For Headless Browser', reply(451, 'Unavailable For Headless Browser'), '451'],
    ['a network error', (route) => route.abort('failed'), 'not sent'],
  ]
  for (const [name, answer, logged] of failures) {
    test(`${name}: the failure text, and what was typed is kept`, async ({ page }) => {
      const errors = consoleErrors(page)
      const bodies = await interceptEmailJs(page, answer)
      await page.goto('/contact')
      await fill(page)
      await send(page).click()
      await expect(status(page)).toHaveText(STATUS.failed)
      await expectKept(page)
      expect(bodies).toHaveLength(1)
      expect(errors.join('\n')).toContain(logged)
      await expect(send(page)).toBeEnabled()
    })
  }

  test('rate limit: a second message within 10 s is refused without a request, and goes after 10 s', async ({
    page,
  }) => {
    await page.clock.install()
    const errors = consoleErrors(page)
    const bodies = await interceptEmailJs(page, reply(200, 'OK'))
    await page.goto('/contact')
    await fill(page)
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.sent)
    await fill(page)
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.failed)
    await expectKept(page)
    expect(bodies).toHaveLength(1)
    expect(errors.join('\n')).toContain('429 Too Many Requests')
    await page.clock.fastForward(10_000)
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.sent)
    expect(bodies).toHaveLength(2)
  })

  test('a filled honeypot field is a bot: the failure text and nothing sent', async ({ page }) => {
    const bodies = await interceptEmailJs(page, reply(200, 'OK'))
    await page.goto('/contact')
    await fill(page)
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'spam'))
    await send(page).click()
    await expect(status(page)).toHaveText(STATUS.failed)
    expect(bodies).toEqual([])
  })
})
