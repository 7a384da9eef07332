/**
 * "Was this page helpful?" without JavaScript: a reader answers No on an information page, adds a comment, and is
 * thanked in place on the same page; the block, its comment box, its error state and its thank-you pass axe. The
 * Spanish page asks in Spanish. Each run answers as a reader of its own (X-Forwarded-For, which the route keys readers
 * by when no edge is in front), so a second run on the same day is not a duplicate.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

test.use({ javaScriptEnabled: false })
// Four axe runs and four page loads: on a shared two-core machine more than the default 30 s.
test.setTimeout(120_000)

test('answers No with a comment without JavaScript and is thanked in place', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
  const about = routes.about()
  await page.goto(about)
  const block = page.locator('[data-feedback]')
  await expect(block.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible()
  await expectNoAxeViolations(page, 'the question')

  await block.getByRole('button', { name: 'No', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${about}#feedback-more$`))
  const comment = block.getByRole('textbox', { name: /What was missing/ })
  await expect(comment).toBeVisible()
  await expect(block.getByRole('button', { name: 'Yes' })).toBeHidden()
  await expectNoAxeViolations(page, 'the comment box')

  await comment.fill('It did not say who writes the guides. Call me on 555-123-4567.')
  await block.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(new RegExp(`${about}#feedback-thanks$`))
  await expect(block.getByText('Thank you for your answer.')).toBeVisible()
  await expect(comment).toBeHidden()
  await expectNoAxeViolations(page, 'the thank-you')

  // The error state (the answer could not be saved), as the route sends a reader to it.
  await page.goto(`${about}#feedback-error`)
  await expect(block.getByText('could not be saved')).toBeVisible()
  await expect(block.getByRole('button', { name: 'Yes' })).toBeVisible()
  await expectNoAxeViolations(page, 'the error')

  await page.goto(spanishRoutes.about())
  await expect(
    page.locator('[data-feedback]').getByRole('heading', { name: '¿Le resultó útil esta página?' }),
  ).toBeVisible()
})
