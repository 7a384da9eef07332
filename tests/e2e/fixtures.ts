/**
 * The end-to-end tests' `test`: Playwright's, with `page.goto` and `page.reload` returning once the page is
 * hydrated, on every page a test opens (its own `page`, or one from `browser.newContext()`). The `load` event
 * Playwright waits for can come before React has hydrated; a reader takes far longer than that to reach a button, a test does not, and a click before hydration
 * is a native form submission or a menu button that does nothing yet. Pages without JavaScript (a feed, a page
 * opened with scripts off) are not waited for.
 */
import { test as base, type Page } from '@playwright/test'
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

// Prototypes already patched in this worker (a worker loads this module once; each page shares one prototype).
const patched = new WeakSet<object>()

/** Makes `goto` and `reload` of every page wait for hydration (the methods live on Playwright's Page prototype). */
function patchPages(prototype: Record<string | symbol, unknown>) {
  if (patched.has(prototype)) return
  patched.add(prototype)
  for (const name of ['goto', 'reload'] as const) {
    const original = prototype[name] as (this: Page, ...args: unknown[]) => ReturnType<Page['goto']>
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args)
      const options = args.find((a) => a && typeof a === 'object') as { waitUntil?: string } | undefined
      if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(this)
      return response
    }
  }
}

export const test = base.extend<object, { hydrationWait: void }>({
  hydrationWait: [
    async ({ browser }, run) => {
      // One page to reach the prototype every page of this worker shares.
      const context = await browser.newContext()
      patchPages(Object.getPrototypeOf(await context.newPage()))
      await context.close()
      await run()
    },
    { scope: 'worker', auto: true },
  ],
})
