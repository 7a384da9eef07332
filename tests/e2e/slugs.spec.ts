/**
 * Addresses that outlive edits: an editor renames a published post's slug in the Studio; Publish records
 * the old slug, the old address answers 308 to the new one, and the sitemap and feed list only the new one. Then the
 * editor deletes it: within 5 s the page is a 404 and the post is gone from the blog list, search, feed and
 * sitemap. The post is the test's own copy of a seed post, so other tests never see it change.
 */
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { putDocuments, readDataset, type TestDocument } from '../support/e2e-dataset'
import { reviewAndPublish, runAction } from '../support/studio-review'
import { routes } from '@/lib/site/routes'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const RUN = Math.random().toString(36).slice(2, 7)
const ID = `e2e-slug-post-${RUN}`
const OLD = `e2e-slug-old-${RUN}`
const NEW = `e2e-slug-new-${RUN}`
const TITLE = `A renamed post for the address test ${RUN}`
const stored = (id: string) => readDataset().find((d) => d._id === id) as TestDocument | undefined

// The medical reviewer approves in a Studio of their own (a second load).
test.describe.configure({ mode: 'serial', timeout: 330_000 })

/** Everything that lists posts, as a reader or a crawler gets it. */
async function listings(request: APIRequestContext) {
  const text = (path: string) => request.get(path).then((r) => r.text())
  return {
    blog: await text(routes.blog()),
    search: await text(routes.blogSearchApi(RUN)),
    feed: await text(routes.blogFeed()),
    sitemap: await text('/sitemap.xml'),
  }
}

test('a renamed post keeps its old address (308), and a deleted one leaves every listing within 5 s', async ({
  browser,
  request,
}) => {
  const seed = readDataset().find((d) => d._id === 'blog-post-sleep-and-mental-health')!
  await putDocuments([{ ...seed, _id: ID, title: TITLE, slug: { _type: 'slug', current: OLD } }])
  await expect(async () => {
    expect((await request.get(routes.blogPost(OLD))).status()).toBe(200)
  }).toPass({ timeout: 10_000 })

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const studio = await context.newPage()
  await studio.goto(routes.studioWithToken(TOKEN, `structure/blog;blogPost;${ID}`))
  await expect(studio.getByTestId('local-dataset-banner')).toBeVisible({ timeout: 120_000 })
  const slugInput = studio.locator('[data-testid="field-slug"] input').first()
  await expect(slugInput).toBeEditable({ timeout: 120_000 })
  await slugInput.fill(NEW)
  await expect
    .poll(() => (stored(`drafts.${ID}`)?.slug as { current?: string })?.current, { timeout: 20_000 })
    .toBe(NEW)

  // The new address is content: reviewed again, then published.
  await reviewAndPublish(studio, () => (stored(`drafts.${ID}`)?.review as { status?: string } | undefined)?.status)
  await expect.poll(() => (stored(ID)?.slug as { current?: string })?.current, { timeout: 20_000 }).toBe(NEW)
  expect(stored(ID)?.previousSlugs).toEqual([OLD])

  await expect(async () => {
    const old = await request.get(routes.blogPost(OLD), { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(new URL(old.headers().location!, 'http://x').pathname).toBe(routes.blogPost(NEW))
  }).toPass({ timeout: 5_000 })
  expect((await request.get(routes.blogPost(NEW))).status()).toBe(200)
  await expect(async () => {
    const { blog, search, sitemap, feed } = await listings(request)
    // Listed while published, so that its absence below means something.
    expect(blog).toContain(TITLE)
    expect(search).toContain(TITLE)
    expect(sitemap).toContain(routes.blogPost(NEW))
    expect(sitemap).not.toContain(routes.blogPost(OLD))
    expect(feed).toContain(routes.blogPost(NEW))
    expect(feed).not.toContain(OLD)
  }).toPass({ timeout: 5_000 })

  // Taken down (Delete, which also removes it from the published site): the page and every listing drop it in 5 s.
  await runAction(studio, 'Delete')
  const dialog = studio.getByRole('dialog')
  await expect(dialog.getByText('Delete document?')).toBeVisible({ timeout: 30_000 })
  // Studio 6 says "Delete document" for a document with one version (Studio 5: "Delete all versions").
  await dialog.getByRole('button', { name: /^Delete (all versions|document)$/ }).click()
  await expect.poll(() => stored(ID), { timeout: 20_000 }).toBeUndefined()
  const unpublished = Date.now()
  await expect(async () => {
    expect((await request.get(routes.blogPost(NEW))).status()).toBe(404)
    expect((await request.get(routes.blogPost(OLD), { maxRedirects: 0 })).status()).toBe(404)
    const { blog, search, feed, sitemap } = await listings(request)
    for (const [name, text] of Object.entries({ blog, search, feed, sitemap }))
      expect(text.includes(TITLE) || text.includes(NEW), name).toBe(false)
  }).toPass({ timeout: 5_000 })
  console.log(`deleted post gone everywhere ${Date.now() - unpublished} ms after the lake stored it`)
  await context.close()
})
