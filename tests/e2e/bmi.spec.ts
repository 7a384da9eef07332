import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { fieldOf } from '../support/e2e-content'

// spec text: the product specification's words for the calculator before any result (the BMI page text resultPrompt).
const NO_RESULT = 'Enter your height and weight to view your BMI score and category.'

const feet = (page: Page) => page.getByRole('spinbutton', { name: 'Height in Feet' })
const inches = (page: Page) => page.getByRole('spinbutton', { name: 'Inches', exact: true })
const cm = (page: Page) => page.getByRole('spinbutton', { name: 'Height in Centimeters' })
const kg = (page: Page) => page.getByRole('spinbutton', { name: 'Weight (kg)' })
const lb = (page: Page) => page.getByRole('spinbutton', { name: 'Weight (lb)' })
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate BMI' })
const adult = (page: Page) => page.getByRole('radio', { name: 'Yes, I am 20 or older' })
const under20 = (page: Page) => page.getByRole('radio', { name: 'No, I am under 20' })

async function segments(page: Page) {
  return page
    .getByRole('list', { name: 'Chart segments' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => [li.getAttribute('data-segment'), Number(li.getAttribute('data-value'))]))
}

test.beforeEach(async ({ page }) => {
  await page.goto('/bmi-calculator')
})

// The calculator asks "Are you 20 or older?" first; the adult tests below answer yes.
test.describe('the age question', () => {
  test('unanswered: a clear message at the question and no adult result', async ({ page }) => {
    await expect(page.getByRole('group', { name: 'Are you 20 or older?' })).toBeVisible()
    await feet(page).fill('5')
    await inches(page).fill('9')
    await kg(page).fill('70')
    await calculate(page).click()
    await expect(page.locator('#bmi-age-error')).toHaveText(
      'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.',
    )
    await expect(adult(page)).toBeFocused()
    await expect(page.getByTestId('bmi-category')).toHaveCount(0)
    await expectNoAxeViolations(page, 'BMI, age unanswered')
    await adult(page).check()
    await calculate(page).click()
    await expect(page.getByTestId('bmi-category')).toHaveText('Normal Weight')
    await expect(page.locator('#bmi-age-error')).toHaveCount(0)
  })

  test('under 20: the CDC Child and Teen BMI Calculator and no adult category; bad input still gets its message', async ({
    page,
  }) => {
    await under20(page).check()
    await calculate(page).click()
    await expect(page.locator('#bmi-feet-error')).toHaveText('Enter your height in feet.')
    await feet(page).fill('5')
    await inches(page).fill('9')
    await kg(page).fill('100')
    await calculate(page).click()
    const panel = page.getByTestId('bmi-under-20')
    await expect(panel).toContainText('the adult categories do not apply')
    await expect(panel.getByRole('link', { name: 'CDC Child and Teen BMI Calculator' })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/bmi/child-teen-calculator/index.html',
    )
    await expect(page.getByTestId('bmi-category')).toHaveCount(0)
    await expect(page.getByTestId('bmi-value')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(/Your BMI suggests obesity|Seek support/)
    await expectNoAxeViolations(page, 'BMI, under 20')
  })
})

test.describe('adults', () => {
  test.beforeEach(async ({ page }) => {
    await adult(page).check()
  })

  test('empty state as the spec, and no axe violations', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BMI Calculator')
    await expect(page.getByRole('heading', { name: 'Your Measurements' })).toBeVisible()
    await expect(page.getByText(NO_RESULT)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)
    const about = page.getByRole('article', { name: fieldOf('page-bmi-calculator') })
    for (const row of [
      ['Underweight', 'below 18.5'],
      ['Normal weight', '18.5–24.9'],
      ['Overweight', '25–29.9'],
      ['Obesity', '30 or greater'],
    ]) {
      await expect(about.getByRole('row', { name: `${row[0]} ${row[1]}` })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'BMI, no result')
  })

  const categories = [
    {
      weight: '50',
      bmi: '16.3',
      name: 'Underweight',
      rgb: 'rgb(59, 130, 246)',
      description: 'you may be underweight for your height',
      advice: 'Eat nutrient-dense foods',
      segment: 'Underweight',
    },
    {
      weight: '70',
      bmi: '22.8',
      name: 'Normal Weight',
      rgb: 'rgb(16, 185, 129)',
      description: 'in the healthy weight range',
      advice: 'Keep up the balanced diet and regular workouts.',
      segment: 'Normal',
    },
    {
      weight: '85',
      bmi: '27.7',
      name: 'Overweight',
      rgb: 'rgb(245, 158, 11)',
      description: 'may be above the healthy range',
      advice: 'Walk daily',
      segment: 'Overweight',
    },
    {
      weight: '100',
      bmi: '32.6',
      name: 'Obesity',
      rgb: 'rgb(239, 68, 68)',
      description: 'BMI suggests obesity, which may carry health risks',
      advice: 'Seek support',
      segment: 'Obesity',
    },
  ]

  for (const c of categories) {
    test(`5 ft 9 in and ${c.weight} kg: ${c.name}, its colour, text, advice and chart`, async ({ page }) => {
      await feet(page).fill('5')
      await inches(page).fill('9')
      await kg(page).fill(c.weight)
      await calculate(page).click()
      await expect(page.getByTestId('bmi-value')).toHaveText(c.bmi)
      await expect(page.getByTestId('bmi-category')).toHaveText(c.name)
      await expect(page.getByTestId('bmi-circle')).toHaveCSS('border-top-color', c.rgb)
      await expect(page.getByText(c.description)).toBeVisible()
      const advice = page.getByRole('region', { name: 'Advice' })
      await expect(advice).toContainText(c.advice)
      await expect(advice).toContainText('This tool is for educational purposes only.')
      await expect(page.getByRole('figure', { name: 'BMI Chart' })).toBeVisible()
      const placeholders: Record<string, number> = { Underweight: 18.5, Normal: 6.4, Overweight: 4.9, Obesity: 10 }
      expect(await segments(page)).toEqual(
        Object.entries(placeholders).map(([name, value]) => [name, name === c.segment ? Number(c.bmi) : value]),
      )
      await expect(
        page.getByText(/For your height, a healthy weight \(BMI 18\.5 to 24\.9\) is 56\.8 to 76\.5 kg/),
      ).toBeVisible()
    })
  }

  test('Reset clears the fields and the result', async ({ page }) => {
    await feet(page).fill('5')
    await inches(page).fill('9')
    await kg(page).fill('70')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('22.8')
    await expectNoAxeViolations(page, 'BMI with a result')
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(feet(page)).toHaveValue('')
    await expect(inches(page)).toHaveValue('')
    await expect(kg(page)).toHaveValue('')
    await expect(page.getByText(NO_RESULT)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)
    await expect(feet(page)).toBeFocused()
  })

  test('empty inches count as 0', async ({ page }) => {
    await feet(page).fill('6')
    await kg(page).fill('80')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('23.9') // 80 / 1.8288²
  })

  test('unit switch: centimeters, then pounds, converting what was typed', async ({ page }) => {
    await page.getByRole('radio', { name: 'Centimeters and kg' }).check()
    await cm(page).fill('175')
    await kg(page).fill('70')
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('22.9')
    await page.getByRole('radio', { name: 'Feet/inches and pounds' }).check()
    await expect(feet(page)).toHaveValue('5')
    await expect(inches(page)).toHaveValue('8.9')
    await expect(lb(page)).toHaveValue('154.3')
    await expect(page.getByText(NO_RESULT)).toBeVisible()
    await calculate(page).click()
    await expect(page.getByTestId('bmi-value')).toHaveText('22.9')
    await expect(page.getByText(/is 124\.\d to 168\.\d lb/)).toBeVisible()
  })

  test('bad input gets a clear message at the field and focus moves to the first bad field', async ({ page }) => {
    await calculate(page).click()
    await expect(feet(page)).toBeFocused()
    await expect(feet(page)).toHaveAttribute('aria-invalid', 'true')
    const feetError = page.locator(`#${(await feet(page).getAttribute('aria-describedby'))!.split(' ').at(-1)}`)
    await expect(feetError).toHaveText('Enter your height in feet.')
    await expect(page.locator('#bmi-weight-error')).toHaveText('Enter your weight in kilograms.')
    await expect(kg(page)).toHaveAttribute('aria-describedby', 'bmi-weight-error')
    await expectNoAxeViolations(page, 'BMI with errors')

    await feet(page).fill('5')
    await inches(page).fill('12')
    await kg(page).fill('700')
    await calculate(page).click()
    await expect(inches(page)).toBeFocused()
    await expect(page.locator('#bmi-inches-error')).toHaveText('Inches must be from 0 to 11.')
    await expect(page.locator('#bmi-weight-error')).toHaveText('Enter a weight between 2 and 650 kg.')

    await feet(page).fill('-5')
    await inches(page).fill('')
    await kg(page).fill('0')
    await calculate(page).click()
    await expect(page.locator('#bmi-feet-error')).toHaveText('Height must be more than 0 feet.')
    await expect(page.locator('#bmi-weight-error')).toHaveText('Weight must be more than 0 kg.')

    await feet(page).fill('12')
    await kg(page).fill('70')
    await calculate(page).click()
    await expect(page.locator('#bmi-feet-error')).toHaveText('Enter a height between 2 ft 0 in and 8 ft 11 in.')
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/)
    await expect(page.getByText(NO_RESULT)).toBeVisible()
    // Nothing typed was thrown away.
    await expect(feet(page)).toHaveValue('12')
    await expect(kg(page)).toHaveValue('70')
  })

  test('keyboard only: Tab through the form and Enter submits', async ({ page }) => {
    await page.getByRole('radio', { name: 'Feet/inches and kg' }).focus()
    await page.keyboard.press('Tab')
    await expect(feet(page)).toBeFocused()
    await page.keyboard.type('5')
    await page.keyboard.press('Tab')
    await page.keyboard.type('9')
    await page.keyboard.press('Tab')
    await page.keyboard.type('70')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('bmi-value')).toHaveText('22.8')
    await expect(page.locator('[aria-live="polite"]')).toContainText('Your BMI is 22.8: Normal Weight.')
  })

  test('the chart has a text alternative', async ({ page }) => {
    await feet(page).fill('5')
    await inches(page).fill('9')
    await kg(page).fill('50')
    await calculate(page).click()
    await expect(page.getByRole('img', { name: /Your BMI of 16\.3 is in the Underweight segment/ })).toBeVisible()
  })
})
