/**
 * "Was this page helpful?": without JavaScript a reader answers No on an information page, adds a comment, and is
 * thanked in place on the same page; the Spanish page asks in Spanish. Each run answers as a reader of its own
 * (X-Forwarded-For, which the route keys readers by when no edge is in front), so a second run on the same day is not
 * a duplicate. axe runs in a page with scripts (it is a script): each state is shown by the address alone (`:target`),
 * the same with and without JavaScript.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

// Page loads and axe runs: on a shared two-core machine more than the default 30 s.
test.setTimeout(120_000)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('answers No with a comment and is thanked in place', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
    const about = routes.about()
    await page.goto(about)
    const block = page.locator('[data-feedback]')
    await expect(block.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible()

    await block.getByRole('button', { name: 'No', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${about}#feedback-more$`))
    const comment = block.getByRole('textbox', { name: /What was missing/ })
    await expect(comment).toBeVisible()
    await expect(block.getByRole('button', { name: 'Yes' })).toBeHidden()

    await comment.fill('It did not say who writes the guides. Call me on 555-123-4567.')
    await block.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(new RegExp(`${about}#feedback-thanks$`))
    await expect(block.getByText('Thank you for your answer.')).toBeVisible()
    await expect(comment).toBeHidden()

    await page.goto(spanishRoutes.about())
    await expect(
      page.locator('[data-feedback]').getByRole('heading', { name: '¿Le resultó útil esta página?' }),
    ).toBeVisible()
  })
})

test('the question, the comment box, the thank-you and the error pass axe', async ({ page }) => {
  const about = routes.about()
  const block = page.locator('[data-feedback]')
  await page.goto(about)
  await expect(block.getByRole('button', { name: 'Yes' })).toBeVisible()
  await expectNoAxeViolations(page, 'the question')
  for (const [state, shown] of [
    ['more', block.getByRole('textbox', { name: /What was missing/ })],
    ['thanks', block.getByText('Thank you for your answer.')],
    ['error', block.getByText('could not be saved')],
  ] as const) {
    await page.goto(`${about}#feedback-${state}`)
    await expect(shown).toBeVisible()
    await expectNoAxeViolations(page, `the ${state} state`)
  }
})
