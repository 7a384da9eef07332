/**
 * The end-to-end tests' `test`: Playwright's, extended with fixtures whose pages return from `goto` and `reload` once
 * the page is hydrated. The `load` event Playwright waits for can come before React has hydrated; a reader takes far
 * longer than that to reach a button, a test does not, and a click before hydration is a native form submission or a
 * menu button that does nothing yet. Pages without JavaScript (a feed, a page opened with scripts off) are not waited
 * for.
 *
 * Which pages wait: the test's `page`, every other page opened in its `context` (`context.newPage()`, popups), and
 * every page of a context the test makes itself with `browser.newContext()` or `browser.newPage()`. Each page object
 * is given the waits itself (`withHydrationWaits`), through Playwright's public events: nothing is changed on
 * Playwright's classes, and a test that imports `test` from '@playwright/test' instead gets Playwright's own pages.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../components/layout/HydrationMarker'

export { expect } from '@playwright/test'

/**
 * Resolves when React has hydrated the page, or at once where scripts do not run (the root layout's first inline
 * script marks `<html>` with `js`; a feed or a page opened with JavaScript off has no such class). "Hydrated" is the
 * public marker the root layout's HydrationMarker sets after React commits (`<html data-hydrated>`), asked with a
 * locator: a page whose scripts run but never hydrate fails here instead of racing on.
 */
export async function hydrated(page: Page) {
  if ((await page.locator('html.js').count()) === 0) return
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 15_000 })
}

const withWaits = new WeakSet<Page>()

/**
 * `page`, with `goto` and `reload` returning once it is hydrated (unless the call asks for another `waitUntil` than
 * `load`). Only this page object changes; calling it again changes nothing.
 */
export function withHydrationWaits(page: Page): Page {
  if (withWaits.has(page)) return page
  withWaits.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load'
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await hydrated(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (waitsForLoad(options)) await hydrated(page)
    return response
  }
  return page
}

/** Gives the waits to the pages `context` has and every page opened in it from now on. */
function waitInEveryPage(context: BrowserContext) {
  for (const page of context.pages()) withHydrationWaits(page)
  context.on('page', withHydrationWaits)
}

export const test = base.extend<object, { hydrationWaitsInNewContexts: void }>({
  // Contexts a test makes itself: Playwright announces each before `browser.newContext()` returns it.
  hydrationWaitsInNewContexts: [
    async ({ browser }, run) => {
      browser.on('context', waitInEveryPage)
      await run()
      browser.off('context', waitInEveryPage)
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, run) => {
    waitInEveryPage(context)
    await run(context)
  },
  page: async ({ page }, run) => {
    await run(withHydrationWaits(page))
  },
})
