import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Every page test calls this: WCAG 2.0/2.1/2.2 A and AA, zero violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // By default the builder opens a blank page and injects axe a second time there to merge the results of
    // cross-origin frames, which roughly doubles each check. Legacy mode runs axe in the page itself; it gives up
    // only cross-origin frames, so it is used where the page has none (same-origin frames are still checked).
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/** Whether any frame of the page comes from another origin than the page (an embed a reader consented to). */
function hasCrossOriginFrame(page: Page) {
  const origin = new URL(page.url()).origin
  return page.frames().some((frame) => {
    const url = frame.url()
    return /^https?:/.test(url) && new URL(url).origin !== origin
  })
}
