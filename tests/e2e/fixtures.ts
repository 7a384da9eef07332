/**
 * The end-to-end tests' `test`: Playwright's, with `page.goto` and `page.reload` returning once the page is
 * hydrated, on every page a test opens (its own `page`, or one from `browser.newContext()`). A page's scripts now run
 * after its first paint (lib/serve/paint-first.mjs), so the `load` event Playwright waits for can come before React
 * has started; a reader takes far longer than that to reach a button, a test does not, and a click before hydration
 * is a native form submission or a menu button that does nothing yet. Pages without the loader (the Studio, a feed)
 * and pages without JavaScript are not waited for.
 */
import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Resolves when React has hydrated the page (committed, not only started: a click on a part not yet hydrated can
 * still be a native form submission), or at once on a page without the loader or where scripts do not run (the root
 * layout's first inline script marks `<html>` with `js`). The first two are asked with locators, which work with
 * scripts off too. "Hydrated" is read from React's root on the document: its state says `isDehydrated` until the
 * hydration commits (React 19 internals, a test's business only; a React without them is taken as hydrated once its
 * root exists).
 */
export async function hydrated(page: Page) {
  if ((await page.locator('html.js').count()) === 0) return
  await page.waitForFunction(
    () => {
      const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'))
      if (!key) return false
      const state = (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: unknown } } }>)[
        key
      ]?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | null | undefined
      return !state || !('isDehydrated' in state) || state.isDehydrated === false
    },
    undefined,
    { timeout: 15_000 },
  )
}

const PATCHED = Symbol.for('health-site.e2e.hydration-wait')

/** Makes `goto` and `reload` of every page wait for hydration (the methods live on Playwright's Page prototype). */
function patchPages(prototype: Record<string | symbol, unknown>) {
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true
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
