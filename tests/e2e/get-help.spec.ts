/**
 * The get-help card, key points and the "For health professionals" part on the pages a reader opens:
 * help comes first, the "now" tier (911, 988, the ER) leads, the clinicians' part is closed until opened (by keyboard
 * too) and printed open, and every bullet a reader sees is in the tier the triage list gives its sign.
 * Runs on the served dataset: the guides and posts that carry these fields.
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { checkGetHelpCard } from '@/lib/medical/triage'
import { routes } from '@/lib/site/routes'
import { readDataset } from '../support/e2e-dataset'
import { servedDoc } from '../support/e2e-content'
import { expectNoAxeViolations } from './axe'

type Doc = ReturnType<typeof readDataset>[number]
// The English pages (the Spanish twins have their own words and run in spanish.spec.ts).
const served = readDataset().filter(
  (d) => !d._id.includes('.') && ((d.language as string | undefined) ?? 'en') === 'en',
)
const slugOf = (doc: Doc) => String((doc.slug as { current?: string } | undefined)?.current)
const guides = served.filter((d) => d._type === 'conditionArticle')
// The guide the detailed checks run on: one with all three parts.
const guide = guides.find((d) => d.getHelp && (d.keyPoints as unknown[] | undefined)?.length && d.forProfessionals)
const postWithCard = served.find((d) => d._type === 'blogPost' && d.getHelp)

/** Whether `a` comes before `b` in the document. */
const precedes = (page: Page, a: string, b: string) =>
  page.evaluate(
    ([first, second]) => {
      const x = document.querySelector(first!)
      const y = document.querySelector(second!)
      return Boolean(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING)
    },
    [a, b],
  )

test.describe('get-help card, key points and the professional part', () => {
  test('every guide shows its get-help card and key points before its first section, the "now" tier first', async ({
    page,
  }) => {
    expect(guides.length).toBeGreaterThan(0)
    for (const doc of guides) {
      const firstAnchor = (doc.sections as Array<{ anchor: string }>)[0]!.anchor
      await page.goto(routes.condition(slugOf(doc)))
      const card = page.getByRole('region', { name: 'When to call 911 or see a doctor' })
      await expect(card, `${slugOf(doc)}: get-help card`).toBeVisible()
      await expect(page.getByRole('region', { name: 'Key points' }), `${slugOf(doc)}: key points`).toBeVisible()
      const tiers = card.getByRole('heading', { level: 3 })
      await expect(tiers).toHaveText(['Get help now', 'Get care today if', 'Make an appointment if'])
      await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
      expect(await precedes(page, '#get-help', `#${firstAnchor}`), `${slugOf(doc)}: card before the sections`).toBe(
        true,
      )
      expect(await precedes(page, '#key-points', `#${firstAnchor}`), `${slugOf(doc)}: key points first`).toBe(true)
      const keyPoints = page.getByRole('region', { name: 'Key points' }).getByRole('listitem')
      expect(await keyPoints.count()).toBeGreaterThanOrEqual(5)
      expect(await keyPoints.count()).toBeLessThanOrEqual(7)
    }
  })

  test('the professional part is closed, opens by keyboard, is axe-clean and prints open', async ({ page }) => {
    expect(guide, 'a guide with a get-help card, key points and a "For health professionals" part').toBeDefined()
    await page.goto(routes.condition(slugOf(guide!)))
    const part = page.locator('[data-professional]')
    const details = part.locator('details')
    const content = details.locator(':scope > div')
    await expect(details).not.toHaveAttribute('open')
    await expect(content).toBeHidden()
    // The contents list names the get-help card first and the professional part last, around the sections.
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
    await expect(contents.first()).toHaveAttribute('href', '#get-help')
    await expect(contents.last()).toHaveAttribute('href', '#for-health-professionals')

    await expectNoAxeViolations(page)

    // Printed, it is open without the reader opening it (app/globals.css, ::details-content).
    await page.emulateMedia({ media: 'print' })
    await expect(content).toBeVisible()
    await expect(details).not.toHaveAttribute('open')
    await page.emulateMedia({ media: 'screen' })
    await expect(content).toBeHidden()

    // Keyboard: the summary takes focus, Enter opens it, Space closes it.
    const summary = details.locator('summary')
    await summary.focus()
    await expect(summary).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(details).toHaveAttribute('open', '')
    await expect(content).toBeVisible()
    await expectNoAxeViolations(page, 'guide with the professional part open')
    await page.keyboard.press('Space')
    await expect(details).not.toHaveAttribute('open')
  })

  test('every served card puts each sign in its own tier, with chest pain 911 at any reading', async ({ page }) => {
    const withCard = served.filter((d) => d.getHelp)
    expect(withCard.length).toBeGreaterThanOrEqual(guides.length)
    for (const doc of withCard) {
      const route = doc._type === 'blogPost' ? routes.blogPost(slugOf(doc)) : routes.condition(slugOf(doc))
      await page.goto(route)
      const card = page.getByRole('region', { name: 'When to call 911 or see a doctor' })
      // The tier's lines, not its help buttons (components/help/HelpActions.tsx).
      const read = async (tier: string) =>
        card.locator(`[data-tier="${tier}"] li:not(:has([data-help-action]))`).allTextContents()
      const shown = { now: await read('now'), sameDay: await read('sameDay'), appointment: await read('appointment') }
      expect(shown.now.length, route).toBeGreaterThan(0)
      expect(checkGetHelpCard(shown), route).toEqual([])
    }
    await page.goto(routes.condition('hypertension'))
    const [first] = (servedDoc('condition-hypertension').getHelp as { now: string[] }).now
    await expect(page.locator('[data-tier="now"] li:not(:has([data-help-action]))').first()).toHaveText(first!)
  })

  test('a post with a get-help card shows it before its body, and is axe-clean', async ({ page }) => {
    expect(postWithCard, 'a post with a get-help card (the posts about urgent signs carry one)').toBeDefined()
    await page.goto(routes.blogPost(slugOf(postWithCard!)))
    const card = page.getByRole('region', { name: 'When to call 911 or see a doctor' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { level: 3 }).first()).toHaveText('Get help now')
    // Before the first heading of the post's body (its sub-headings follow the card).
    expect(await precedes(page, '#get-help', 'article h2:not(#get-help)')).toBe(true)
    await expectNoAxeViolations(page)
  })
})
