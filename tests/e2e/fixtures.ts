/**
 * The end-to-end tests' `test`: Playwright's, with `page.goto` and `page.reload` returning once the page is
 * hydrated. A page's scripts now run after its first paint (lib/serve/paint-first.mjs), so the `load` event Playwright
 * waits for can come before React has started; a reader takes far longer than that to reach a button, a test does
 * not, and a click before hydration is a native form submission. Pages without the loader (the Studio, a feed) and
 * contexts without JavaScript are not waited for.
 */
import { test as base, type Page } from '@playwright/test'
import { LOADER_ID } from '../../lib/serve/paint-first.mjs'

export { expect } from '@playwright/test'

/** Resolves when React has taken the page over (its root is on the document), or at once on a page without the loader. */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    (id) => !document.getElementById(id) || Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    LOADER_ID,
    { timeout: 15_000 },
  )
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload'] as const) {
        const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await original(...args)
            const options = args.find((a) => a && typeof a === 'object') as { waitUntil?: string } | undefined
            if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(page)
            return response
          },
        })
      }
    }
    await run(page)
  },
})
