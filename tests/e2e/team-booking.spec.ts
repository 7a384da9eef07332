import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { fieldOf, servedDoc, servedOfType } from '../support/e2e-content'

/** A form field by its accessible name (the visual "*" marker is aria-hidden and not part of it). */
const field = (page: Page, name: string) =>
  page.getByRole(name === 'Preferred communication language' ? 'combobox' : 'textbox', { name, exact: true })

// The doctors, the pages' words and the fee box are read from the served dataset by id and type
// (tests/support/e2e-content.ts), so rewording them in the seed changes what is expected with them.
const doctors = servedOfType('doctor')
  .map((d) => ({
    id: Number(d.doctorId),
    name: String(d.name),
    specialization: String(d.specialization),
    rating: String(d.rating),
    years: parseInt(String(d.experience), 10),
  }))
  .sort((a, b) => a.id - b.id)
const doctorName = (id: number) => doctors.find((d) => d.id === id)!.name
const pageText = (page: string, key: string) =>
  (servedDoc(`pageCopy-${page}`).texts as { key: string; text: string }[]).find((t) => t.key === key)!.text
const settings = servedDoc('siteSettings') as unknown as {
  consultation: { label: string; price: number }
  consultationFees: { title: string; free: string; paid: string }
  urgentCareNotice: { title: string }
}
const price = `$${settings.consultation.price.toFixed(2)}`
const fees = { ...settings.consultationFees, paid: settings.consultationFees.paid.replace('{price}', price) }

const valid = {
  'Full name': 'Ana Souza',
  Email: 'ana@example.com',
  'WhatsApp number': '+55 11 91234-5678',
  'Medical concerns': 'A dry cough for three weeks, worse at night.',
}
const fieldLabels = ['Full name', 'Email', 'WhatsApp number', 'Preferred communication language', 'Medical concerns']
const emptyMessages: Record<string, string> = {
  'Full name': 'Enter your full name.',
  Email: 'Enter your email address.',
  'WhatsApp number': 'Enter your WhatsApp number.',
  'Preferred communication language': 'Choose the language you would like us to use.',
  'Medical concerns': 'Describe your medical concerns.',
}

async function fillDetails(page: Page, except?: string) {
  for (const [label, value] of Object.entries(valid)) if (label !== except) await field(page, label).fill(value)
  if (except !== 'Preferred communication language')
    await field(page, 'Preferred communication language').selectOption('portuguese')
}

/** Stops the page's clock (a moment ahead of its own time); it then moves only by runFor/fastForward. */
async function pauseClock(page: Page): Promise<number> {
  const at = (await page.evaluate(() => Date.now())) + 500
  await page.clock.pauseAt(at)
  return at
}

/** Whether `a` comes before `b` in the page, as a reader (and a screen reader) meets them. */
async function precedes(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle()
  return a.evaluate((x, y) => Boolean(x.compareDocumentPosition(y as Node) & Node.DOCUMENT_POSITION_FOLLOWING), other)
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' })
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

test.describe('/doctor-discovery', () => {
  test('three doctors, Book links, the highlights and sample marks, no sample ratings; no axe violations', async ({
    page,
  }) => {
    await page.goto('/doctor-discovery')
    // The doctors are fictional, said in the heading and the first sentence.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fieldOf('pageCopy-team'))
    await expect(page.locator('main')).toContainText(fieldOf('pageCopy-team', 'intro'))
    await expect(page.locator('main')).not.toContainText(/our medical team/i)
    // A figure summed from fictional profiles and star ratings of doctors who do not
    // exist are not shown while the site settings' samples switch is off, as it is in the seed.
    const years = doctors.reduce((sum, d) => sum + d.years, 0)
    await expect(page.getByText(`${years}+ Years Combined Experience`)).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText('(sample figure)')
    await expect(page.getByText('Rating (sample)')).toHaveCount(0)
    // That the intro and the highlights say booking is a demonstration is a content check (demo-honesty).
    await expect(page.getByText(pageText('team', 'highlightFree'), { exact: true })).toBeVisible()
    await expect(page.getByText(pageText('team', 'highlightFees'), { exact: true })).toBeVisible()
    // The box says it is a demonstration (in code) before the settings' words and price.
    const feeBox = page.getByRole('region', { name: fees.title })
    await expect(feeBox).toContainText('Demonstration only. There is no real consultation yet')
    await expect(feeBox).toContainText(fees.free)
    await expect(feeBox).toContainText(fees.paid)
    await expect(page.getByText('Sample profiles.')).toBeVisible()
    await expect(page.locator('article[id^="doctor-"]')).toHaveCount(3)
    for (const doctor of doctors) {
      const card = page.locator(`#doctor-${doctor.id}`)
      await expect(card.getByRole('heading', { name: doctor.name })).toBeVisible()
      await expect(card).toContainText(doctor.specialization)
      await expect(card.getByRole('img', { name: `Rated ${doctor.rating} out of 5` })).toHaveCount(0)
      await expect(card.getByText('Sample profile', { exact: true })).toBeVisible()
      const portrait = card.locator('img')
      await expect(portrait).toHaveAttribute('alt', /portrait/i)
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const book = card.getByRole('link', { name: `Book a consultation with ${doctor.name}` })
      expect(await book.evaluate((a) => a.firstChild?.textContent)).toBe('Book')
      await expect(book).toHaveAttribute('href', `/booking/${doctor.id}`)
    }
    // The doctors are fictional samples: no Physician is claimed for them in structured data.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((text) => JSON.parse(text)['@type'])).not.toContain('Physician')
    await expectNoAxeViolations(page, '/doctor-discovery')
  })

  test('an article review panel lands on its doctor card, and Book opens that doctor’s booking', async ({ page }) => {
    await page.goto('/doctor-discovery#doctor-2')
    await expect(page.locator('#doctor-2')).toBeInViewport()
    await page.locator('#doctor-2').getByRole('link', { name: /Book/ }).click()
    await expect(page).toHaveURL(/\/booking\/2$/)
    await expect(page.getByText('You are booking with')).toBeVisible()
    await expect(page.getByText(doctorName(2), { exact: true })).toBeVisible()
  })
})

test.describe('/booking/[doctorId]', () => {
  test('the full path: a demonstration, said first; details, payment held for 2000 ms, an honest success; nothing stored or sent', async ({
    page,
  }) => {
    await page.clock.install()
    const requests: string[] = []
    await page.goto('/booking/1')
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fieldOf('pageCopy-booking'))
    await expect(page.locator('main')).toContainText(fieldOf('pageCopy-booking', 'intro'))
    await expect(page.getByText(doctorName(1), { exact: true })).toBeVisible()
    // The trust points, as the content gives them (demo-honesty checks that none promises a reply).
    const points = servedOfType('trustPoint').map((d) => String(d.title))
    await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(points.length)
    for (const point of points) await expect(page.getByRole('complementary')).toContainText(point)
    // The fictional testimonials are not shown while samples are off (the seed).
    await expect(page.getByRole('region', { name: 'Sample testimonials' })).toHaveCount(0)
    await expect(page.getByText('Fictional sample', { exact: true })).toHaveCount(0)

    // Before any personal detail is asked for: the price, and where to go instead in an emergency or a crisis.
    const feeBox = page.getByRole('region', { name: fees.title })
    await expect(feeBox).toContainText(fees.paid)
    const urgent = page.getByRole('note', { name: settings.urgentCareNotice.title })
    await expect(urgent).toContainText(String((settings.urgentCareNotice as { text?: string }).text))
    await expect(urgent).toContainText('call 911')
    await expect(urgent).toContainText('call or text 988')
    expect(await precedes(feeBox, field(page, 'Full name'))).toBe(true)
    expect(await precedes(urgent, field(page, 'Full name'))).toBe(true)
    // "Demonstration only" at the top of step 1, before the urgent-care notice and before any field.
    const demo = page.getByRole('note', { name: 'Demonstration only' })
    await expect(demo).toContainText('Demonstration only.')
    await expect(demo).toContainText('No doctor reads what you type here, nothing is sent or stored')
    expect(await precedes(demo, urgent)).toBe(true)
    expect(await precedes(demo, field(page, 'Full name'))).toBe(true)
    expect(await precedes(demo, page.locator('form').getByRole('textbox').first())).toBe(true)

    for (const label of fieldLabels) await expect(field(page, label)).toHaveAttribute('required', '')
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    await expect(field(page, 'Medical concerns')).toHaveAttribute('rows', '4')
    await expect(field(page, 'Preferred communication language').locator('option')).toHaveText([
      'Select a language',
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
    ])
    await fillDetails(page)
    await expect(page.getByText(`${valid['Medical concerns'].length} of 2000 characters`)).toBeVisible()
    await continueButton(page).click()

    await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toBeFocused()
    await expect(page.getByText(settings.consultation.label)).toBeVisible()
    await expect(page.getByTestId('consultation-price')).toHaveText(price)
    // The price reads as a sample where it is read; no claim about securing a payment that never happens.
    await expect(page.getByText('Sample price: nothing is charged')).toBeVisible()
    await expect(page.getByText('256-bit SSL encrypted')).toHaveCount(0)
    await expect(page.getByRole('note', { name: 'Demonstration only' })).toContainText('No payment is taken')
    await expect(field(page, 'Full name')).toHaveCount(0)
    await expectNoAxeViolations(page, '/booking/1 payment')

    const pay = page.getByRole('button', { name: 'Complete Demo Payment' })
    // From here on, time moves only when the test moves it.
    await pauseClock(page)
    await pay.click()
    const processing = page.getByRole('button', { name: 'Finishing the demonstration…' })
    await expect(processing).toBeDisabled()
    await page.clock.runFor(1999)
    await expect(processing).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Demonstration complete' })).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(page.getByRole('heading', { name: 'Demonstration complete' })).toBeFocused()
    await page.clock.resume()
    // The success screen says nothing was sent and where to get care; it promises no reply and no message.
    await expect(
      page.getByText(
        'Thank you for describing your medical concerns. This booking is a demonstration, so nothing was sent: no doctor will read what you wrote, and no message will follow.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Where to get care' })).toBeVisible()
    await expect(
      page.getByText('If you need care today, call your doctor or go to an urgent care center.'),
    ).toBeVisible()
    await expect(page.getByRole('note', { name: 'Demonstration only' })).toContainText('No payment was taken')
    await expect(page.getByRole('main')).not.toContainText(/will provide feedback|WhatsApp message|Payment Successful/)
    // No way back: no control returns to the payment or the form.
    await expect(page.getByRole('button')).not.toContainText(['Back'])
    await expect(page.getByRole('button', { name: /back|edit|payment/i })).toHaveCount(0)
    await expect(field(page, 'Full name')).toHaveCount(0)
    await expectNoAxeViolations(page, '/booking/1 success')

    const storage = await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])
    expect(storage).toEqual([0, 0, ''])
    expect(requests.filter((r) => !r.startsWith('GET ') || !r.includes('127.0.0.1'))).toEqual([])
  })

  test('all fields empty: the notice, a message at every field, focus on the first; no axe violations', async ({
    page,
  }) => {
    await page.goto('/booking/3')
    await continueButton(page).click()
    await expect(toasts(page)).toHaveCount(1)
    await expect(toasts(page)).toContainText('Please fill in all fields')
    await expect(toasts(page)).toContainText('All form fields are required to proceed with your consultation.')
    for (const label of fieldLabels) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label)).toHaveAccessibleDescription(
        new RegExp(emptyMessages[label]!.replace('.', '\\.')),
      )
    }
    await expect(field(page, 'Full name')).toBeFocused()
    await expectNoAxeViolations(page, '/booking/3 with errors')
  })

  for (const label of fieldLabels) {
    test(`"${label}" empty: the notice and a message at that field only, focus there`, async ({ page }) => {
      await page.goto('/booking/1')
      await fillDetails(page, label)
      await continueButton(page).click()
      await expect(toasts(page)).toContainText('Please fill in all fields')
      const input = field(page, label)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      // In the form: the footer's newsletter form keeps answers of its own with the same words.
      await expect(page.getByRole('main').getByText(emptyMessages[label]!)).toBeVisible()
      await expect(input).toBeFocused()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toHaveCount(0)
      // Nothing typed is lost: the other fields keep their values.
      if (label !== 'Full name') await expect(field(page, 'Full name')).toHaveValue(valid['Full name'])
      await input.focus()
      if (label === 'Preferred communication language') await input.selectOption('english')
      else await input.fill(valid[label as keyof typeof valid])
      await continueButton(page).click()
      await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toBeVisible()
    })
  }

  test('a malformed email or WhatsApp number gets its own message, not the empty-fields notice', async ({ page }) => {
    await page.goto('/booking/2')
    await fillDetails(page)
    await field(page, 'Email').fill('ana@example')
    await field(page, 'WhatsApp number').fill('call me')
    await continueButton(page).click()
    await expect(page.getByRole('main').getByText('Enter an email address like name@example.com.')).toBeVisible()
    await expect(
      page.getByText('Enter the number with its country code, using digits only, for example +1 555 010 0123.'),
    ).toBeVisible()
    await expect(field(page, 'Email')).toBeFocused()
    await expect(toasts(page)).toHaveCount(0)
    await field(page, 'WhatsApp number').fill('12345')
    await expect(page.getByText('A WhatsApp number has 7 to 15 digits, including the country code.')).toBeVisible()
    await field(page, 'Email').fill('ana@example.com')
    await field(page, 'WhatsApp number').fill('+44 7700 900123')
    await continueButton(page).click()
    await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toBeVisible()
  })

  test('toasts: at most 3 visible, each gone after 4000 ms', async ({ page }) => {
    await page.clock.install()
    await page.goto('/booking/1')
    await pauseClock(page)
    for (let i = 0; i < 4; i++) {
      await continueButton(page).click()
      await page.clock.runFor(10)
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3)
    await expect(toasts(page)).toHaveCount(4)
    // The four were made within 40 ms: just before 4000 ms all are still there, just after all have gone.
    await page.clock.runFor(3900)
    await expect(toasts(page)).toHaveCount(4)
    await page.clock.runFor(500)
    await expect(toasts(page)).toHaveCount(0)
    await page.clock.resume()
  })

  test('no way back to the form: Back leaves the booking, and coming forward starts empty', async ({ page }) => {
    await page.goto('/doctor-discovery')
    await page.locator('#doctor-1').getByRole('link', { name: /Book/ }).click()
    await expect(page).toHaveURL(/\/booking\/1$/)
    await fillDetails(page)
    await continueButton(page).click()
    await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/doctor-discovery$/)
    await page.goForward()
    await expect(page).toHaveURL(/\/booking\/1$/)
    await expect(field(page, 'Full name')).toHaveValue('')
    await expect(field(page, 'Medical concerns')).toHaveValue('')
  })

  for (const path of ['/booking/4', '/booking/0', '/booking/01', '/booking/abc', '/booking/1.5', '/booking/1/extra']) {
    test(`${path} is the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    })
  }

  test('keyboard only: the form can be completed and paid without a mouse', async ({ page }) => {
    await page.clock.install()
    await page.goto('/booking/1')
    await field(page, 'Full name').focus()
    await page.keyboard.type(valid['Full name'])
    await page.keyboard.press('Tab')
    await page.keyboard.type(valid.Email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(valid['WhatsApp number'])
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.type(valid['Medical concerns'])
    await page.keyboard.press('Tab')
    await expect(continueButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Payment (demonstration)' })).toBeFocused()
    await page.getByRole('button', { name: 'Complete Demo Payment' }).focus()
    await page.keyboard.press('Enter')
    await page.clock.runFor(2000)
    await expect(page.getByRole('heading', { name: 'Demonstration complete' })).toBeFocused()
  })
})
