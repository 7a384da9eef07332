import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

/** Every public page the sitemap lists, plus the pages it leaves out on purpose and a missing one. */
export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  expect(listed.length, 'the sitemap lists the public pages').toBeGreaterThan(10)
  return [...new Set([...listed, '/homepage', '/bmi-calculator', '/no-such-page'])]
}

/** Records every request the page makes to an origin other than the site's own. */
export function recordForeignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.origin !== siteOrigin) foreign.push(request.url())
  })
  return foreign
}

/** Opens `path` and waits until the page is quiet, so late scripts have had their chance to load. */
export async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

export const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort()
