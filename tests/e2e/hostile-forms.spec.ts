/**
 * Hostile input in the forms on every page (newsletter in the footer) and in the BMI tool: a clear message, what
 * was typed kept, nothing rendered as markup, no script run, no NaN or Infinity on screen.
 */
import { expect, test } from './fixtures'

test('newsletter: empty, spaces, 100,000 characters, emoji, RTL, HTML and script get a message and keep the text', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/about')
  const form = page.getByRole('form', { name: 'Newsletter' })
  const input = form.getByRole('textbox', { name: 'Email address' })
  const status = form.getByRole('status')
  for (const value of [
    '',
    '   ',
    'a'.repeat(100_000),
    `${'a'.repeat(100_000)}@example.com`,
    '😀@😀.😀',
    'שלום@דוגמה',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>@example.com',
    'NaN',
    '-1e309',
  ]) {
    await input.fill(value)
    await form.getByRole('button').click()
    await expect(status, value.slice(0, 30)).toHaveText(/^Enter (your|an) email address/)
    // An e-mail field itself drops leading and trailing spaces (HTML value sanitisation); the rest is kept.
    await expect(input).toHaveValue(value.trim())
    await expect(input).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(page.locator('footer img, footer script')).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test('BMI: exponent, negative, overflowing and tiny numbers get messages, never NaN or Infinity', async ({ page }) => {
  await page.goto('/bmi-calculator')
  // The adult calculation (the calculator first asks whether the reader is 20 or older).
  await page.getByRole('radio', { name: 'Yes, I am 20 or older' }).check()
  const feet = page.getByRole('spinbutton', { name: 'Height in Feet' })
  const inches = page.getByRole('spinbutton', { name: 'Inches', exact: true })
  const kg = page.getByRole('spinbutton', { name: 'Weight (kg)' })
  const calculate = page.getByRole('button', { name: 'Calculate BMI' })
  for (const [f, i, w, valid] of [
    ['1e309', '1e-400', '-1e309', false],
    ['-0', '-1e3', '1e3', false],
    ['5e0', '9', '7e1', true],
    ['99999999999999999999', '0.00000001', '0.0000001', false],
  ] as const) {
    await feet.fill(f)
    await inches.fill(i)
    await kg.fill(w)
    await calculate.click()
    // The check is asynchronous: the result appears, or focus moves to the first field in error. The next values are
    // typed after that, as a reader's would be (typed sooner, on a loaded machine, they went into the focused field).
    if (valid) await expect(page.getByTestId('bmi-value')).toBeVisible()
    else await expect(page.locator('input[aria-invalid="true"]:focus')).toHaveCount(1)
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/)
    // A failed calculation throws nothing away: the weight typed is still there (a number field itself empties
    // its value for text that overflows to Infinity, such as -1e309).
    if (Number.isFinite(Number(w))) await expect(kg).toHaveValue(w)
  }
  // 5e0 ft 9 in and 7e1 kg is a real measurement: 5 ft 9 in, 70 kg.
  await feet.fill('5e0')
  await inches.fill('9')
  await kg.fill('7e1')
  await calculate.click()
  await expect(page.getByText('22.8', { exact: true }).first()).toBeVisible()
})
