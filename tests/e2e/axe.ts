import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Every page test calls this: WCAG 2.0/2.1/2.2 A and AA, zero violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Sections with `content-visibility: auto` are not rendered until a reader scrolls near them, and axe cannot work
  // out colours it cannot see. Render everything, so that every section is checked as a reader will see it.
  await page.addStyleTag({ content: '[data-deferred-render] { content-visibility: visible !important; }' })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}
