/**
 * Links editors pick, in the real Studio on the embedded default: an editor selects words in a
 * post's body, makes them an Internal link by picking a guide (no path typed), gets the post reviewed and publishes
 * it, and the public post links those words to the guide's address from the routes module. The lake then refuses to
 * delete the linked guide (a strong reference). The lake and its token come from playwright.config.ts.
 */
import { expect, test } from './fixtures'
import type { SanityDocument } from '@health-site/local-lake/files'
import { readDataset } from '../support/e2e-dataset'
import { openStudioDocument, reviewAndPublish, untilMenuItem } from '../support/studio-review'
import { routes } from '@/lib/site/routes'

const POST = 'blog-post-heart-attack-warning-signs'
const POST_SLUG = 'heart-attack-warning-signs'
const GUIDE = 'condition-hiv-aids'
const GUIDE_SLUG = 'hiv-aids'
const WORD = 'coronary'

type MarkDef = { _type: string; reference?: { _ref?: string } }
type Post = SanityDocument & { body?: { markDefs?: MarkDef[] }[]; review?: { status?: string } }
const stored = (id: string) => readDataset().find((d) => d._id === id) as Post | undefined
const linksTo = (id: string, target: string) =>
  (stored(id)?.body ?? []).some((block) =>
    (block.markDefs ?? []).some((def) => def._type === 'internalLink' && def.reference?._ref === target),
  )

// The medical reviewer approves in a Studio of their own (a second load).
test.describe.configure({ timeout: 420_000 })

test('an editor picks a guide for an internal link, publishes, and the post links to its route', async ({
  browser,
  page,
}) => {
  const studio = await openStudioDocument(browser, `blog;blogPost;${POST}`)
  const body = studio.locator('[data-testid="field-body"]')
  // The body editor starts behind "Click to activate", as an editor first sees it.
  const overlay = body.getByTestId('activate-overlay')
  await expect(overlay.or(body.locator('[contenteditable="true"]')).first()).toBeVisible({ timeout: 120_000 })
  if (await overlay.isVisible()) await overlay.click()
  const editable = body.locator('[contenteditable="true"]').first()
  await expect(editable).toBeVisible({ timeout: 30_000 })
  await editable.click()

  // Select the word as an editor does: a double click on it. Again if the click landed on another word: the Studio
  // can still move the text between finding the word and the click (its toolbars and validation settling in).
  await expect(async () => {
    const box = await studio.evaluate((word) => {
      const editor = document.querySelector('[data-testid="field-body"] [contenteditable="true"]')
      const walker = editor && document.createTreeWalker(editor, NodeFilter.SHOW_TEXT)
      let text: Text | null = null
      while (walker?.nextNode()) {
        if (walker.currentNode.textContent?.includes(word)) {
          text = walker.currentNode as Text
          break
        }
      }
      if (!text) throw new Error(`no "${word}" in the body`)
      const start = text.textContent!.indexOf(word)
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, start + word.length)
      range.startContainer.parentElement?.scrollIntoView({ block: 'center' })
      const rect = range.getBoundingClientRect()
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
    }, WORD)
    await studio.mouse.dblclick(box.x, box.y)
    expect(await studio.evaluate(() => window.getSelection()?.toString().trim())).toBe(WORD)
  }).toPass({ timeout: 30_000 })
  const linkButton = body.getByRole('button', { name: 'Internal link' })
  await expect(linkButton).toBeEnabled({ timeout: 20_000 })
  await linkButton.click()
  // The reference picker: search by title, pick the guide. No address is typed anywhere.
  const picker = studio.locator('[data-testid="reference-input"] input').last()
  await picker.fill('HIV')
  await studio.getByRole('option').filter({ hasText: /HIV/ }).first().click()
  await expect.poll(() => linksTo(`drafts.${POST}`, GUIDE), { timeout: 20_000 }).toBe(true)
  await studio.keyboard.press('Escape')

  // Medical content goes out reviewed: submit, approve, publish.
  await reviewAndPublish(studio, () => stored(`drafts.${POST}`)?.review?.status)
  await expect.poll(() => linksTo(POST, GUIDE), { timeout: 20_000 }).toBe(true)

  // The public post: the words link to the guide's route, built by the routes module.
  await expect
    .poll(
      async () => {
        await page.goto(routes.blogPost(POST_SLUG))
        return page.locator(`article p a[href="${routes.condition(GUIDE_SLUG)}"]`).count()
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  await expect(page.locator(`article p a[href="${routes.condition(GUIDE_SLUG)}"]`)).toHaveText(WORD)

  // The linked guide cannot be deleted while the post links to it: the lake refuses and names the post.
  const refused = await fetch(`http://127.0.0.1:${process.env.E2E_LAKE_PORT}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.E2E_STUDIO_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ delete: { id: GUIDE } }] }),
  })
  expect(refused.status).toBe(409)
  expect(await refused.text()).toContain(POST)
  expect(stored(GUIDE)).toBeTruthy()
  // In the Studio, Delete is disabled beforehand (Sanity's own stays enabled, offers "Delete anyway" and then fails);
  // its reason, naming the post, is unit-tested in studio/delete-action.test.tsx.
  await studio.goto(routes.studioWithToken(process.env.E2E_STUDIO_TOKEN!, `structure/conditionArticle;${GUIDE}`))
  // The document's own menu, in the pane's footer, opened again until Delete shows in it: a click while the pane
  // still loads can open nothing (seen once in CI on two busy cores).
  await untilMenuItem(
    studio,
    studio.getByRole('menuitem', { name: /^Delete/ }),
    (item) => expect(item).toBeDisabled({ timeout: 5_000 }),
    120_000,
  )
  await studio.context().close()
})
