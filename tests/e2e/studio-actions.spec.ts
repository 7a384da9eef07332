/**
 * Every document action and every tool the Studio shows in local mode, used as an editor would, in Chromium, on the
 * local Content Lake. The actions and tools are read from what the Studio shows: one it offers
 * that no test here uses (a Studio upgrade, a new plugin, a config change) fails the last test, as does any request
 * the lake answered 501, any error toast and any console error on any page, the site's preview frame included.
 *
 * It also measures and prints three figures the issue sets targets for (point 5; printed, not asserted, as the
 * house rules keep speed targets out of assertions): Studio load (the printed link followed to the structure's
 * lists), opening the longest seed post or guide, and a publish until the lake has acknowledged it.
 */
import { readFileSync } from 'node:fs'
import { type Browser, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { SanityDocument } from '@health-site/local-lake/files'
import { routes } from '@/lib/site/routes'
import { putDocuments, readDataset, removeDocuments } from '../support/e2e-dataset'
import {
  appendToTitle,
  documentActionsButton,
  reviewAndPublish,
  requestChangesAsReviewer,
  runAction,
  submitUntil,
  titleInput,
} from '../support/studio-review'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const dataset = () => readDataset()
const doc = (id: string): SanityDocument | undefined => dataset().find((d) => d._id === id)
type Reviewed = SanityDocument & { review?: { status?: string } }
const reviewStatus = (id: string) => () => (doc(`drafts.${id}`) as Reviewed | undefined)?.review?.status

/** The document actions this spec uses, each in the test named beside it. */
const COVERED_ACTIONS: Record<string, string> = {
  'Revert to revision': 'restore from history',
  Publish: 'review, approve and publish a post',
  Unpublish: 'unpublish a post',
  'Discard changes': 'discard a draft',
  Duplicate: 'duplicate and delete',
  Delete: 'duplicate and delete; a referenced doctor',
  'Submit for review': 'review, approve and publish a post',
  'Request changes': 'review, approve and publish a post',
  Approve: 'review, approve and publish a post',
  'Preview link': 'review, approve and publish a post',
}
/**
 * Offered since releases run on the local lake, and used in tests/e2e/studio-releases.spec.ts (an unapproved draft
 * cannot be scheduled). "Create new task" is in the document pane's own menu, not this one:
 * tests/e2e/studio-comments.spec.ts.
 */
const COVERED_BY_RELEASES_SPEC = ['Schedule publish']
const COVERED_TOOLS = ['Structure', 'Preview', 'Vision', 'Releases']

// The Studio is a large application; the serial tests share one record of what was offered, used and went wrong.
// The medical reviewer approves in a Studio of their own (a second load).
test.describe.configure({ mode: 'serial', timeout: 330_000 })

const problems: string[] = []
const offered = new Map<string, string>()
const used = new Set<string>()
const toolsShown = new Set<string>()
const figures: string[] = []

/** A fresh browser context signed in by the printed link; every console error, page error and toast recorded. */
async function studio(browser: Browser, label: string): Promise<{ page: Page; loadMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await context.addInitScript(() => {
    const w = window as unknown as { __toasts: Array<{ tone: string | null; text: string }> }
    w.__toasts = []
    const seen = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-ui="Toast"]')) {
        if (seen.has(toast)) continue
        seen.add(toast)
        w.__toasts.push({ tone: toast.getAttribute('data-tone'), text: toast.textContent ?? '' })
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`[${label}] console error: ${m.text().slice(0, 400)}`)
  })
  page.on('pageerror', (e) => problems.push(`[${label}] page error: ${e.message.slice(0, 400)}`))
  if (process.env.STUDIO_DEBUG) {
    const t0 = Date.now()
    page.on('console', (m) => console.log(`${Date.now() - t0} [${label}] ${m.type()}: ${m.text().slice(0, 200)}`))
    page.on('websocket', (ws) => {
      console.log(`${Date.now() - t0} ws open`)
      ws.on('framesent', (f) => console.log(`${Date.now() - t0} ws sent ${String(f.payload).slice(0, 80)}`))
      ws.on('framereceived', (f) => console.log(`${Date.now() - t0} ws got ${String(f.payload).slice(0, 80)}`))
      ws.on('close', () => console.log(`${Date.now() - t0} ws close`))
    })
  }
  const started = Date.now()
  await page.goto(routes.studioWithToken(TOKEN))
  await expect(structureList(page).getByRole('option', { name: 'Blog' })).toBeVisible({ timeout: 120_000 })
  return { page, loadMs: Date.now() - started }
}

const structureList = (page: Page) => page.getByRole('listbox', { name: 'Content' })

/**
 * The serial group is retried from its first test on the same lake: a draft an earlier attempt left (a title already
 * edited, a document in review) is discarded so that each attempt starts from what is published.
 */
async function discardLeftoverDraft(id: string) {
  if (doc(`drafts.${id}`)) await removeDocuments([`drafts.${id}`])
  await expect.poll(() => doc(`drafts.${id}`), { timeout: 20_000 }).toBeUndefined()
}

/** Closes a page after recording the toasts it showed (an error toast is a failure). */
async function done(page: Page, label: string) {
  const toasts = await page.evaluate(
    () => (window as unknown as { __toasts: Array<{ tone: string | null; text: string }> }).__toasts,
  )
  for (const toast of toasts)
    if (toast.tone === 'critical' || /error|failed|unable/i.test(toast.text))
      problems.push(`[${label}] error toast: ${toast.text.slice(0, 300)}`)
  await page.context().close()
}

/** The actions the open document offers: the primary button and the items of its action menu. */
async function recordActions(page: Page, where: string): Promise<string[]> {
  // The document's footer only: the body's text toolbar (Strong, Emphasis, …) marks its buttons `action-…` too, and
  // was counted once on a published version whose form had it in view.
  const primaryButtons = page.getByTestId('pane-footer').last().locator(
    // Not menu items: Studio 6 marks the pane menu's items (History, Inspect, …) `action-<title>` too.
    '[data-testid^="action-"]:not([role="menuitem"]):not([data-testid="action-menu-button"]):not([data-testid^="action-intent"])',
  )
  await expect(primaryButtons.first()).toBeVisible({ timeout: 60_000 })
  const primary = await primaryButtons.allInnerTexts()
  // The menu holds the other actions; a view with a single action (an old revision) has none.
  const menu = documentActionsButton(page)
  let items: string[] = []
  if ((await menu.isVisible()) && (await menu.isEnabled())) {
    // A click while the footer re-renders (a remote write settling) can open nothing: the editor clicks again.
    await expect(async () => {
      if (!(await page.getByRole('menuitem').first().isVisible())) await menu.click({ timeout: 5_000 })
      await expect(page.getByRole('menuitem').first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    // Each item's label: its first text outside the shortcut keys (<kbd>). Read as innerText while the menu was still
    // being placed, "Delete" and its keys "Ctrl", "Alt", "D" once came out as one word, "DeleteCtrlAltD".
    items = await page.getByRole('menuitem').evaluateAll((elements) =>
      elements.map((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest('kbd') && node.textContent?.trim()) return node.textContent.trim()
        return ''
      }),
    )
    await page.keyboard.press('Escape')
  }
  const names = [...primary.map((t) => t.trim()), ...items].filter(Boolean)
  for (const name of names) if (!offered.has(name)) offered.set(name, where)
  return names
}

/**
 * Moves within the Studio by clicking its own links, pane by pane (`blog`, then `blog;blogPost`, then the document),
 * as an editor does: no page load. (A reload tears the Studio down, and Sanity's presence client then sends on its
 * closing socket, which Chromium logs as an error on the page being left.)
 */
async function go(page: Page, path: string) {
  const parts = path.split(';')
  const here = () => decodeURIComponent(new URL(page.url()).pathname)
  // Elsewhere in the Studio, start again from the structure's first list (the tool's own link).
  if (!here().startsWith(parts[0]!))
    await page.getByTestId('tool-collapse-menu').getByRole('link', { name: 'Structure' }).click()
  for (let i = 1; i <= parts.length; i++) {
    const href = parts.slice(0, i).join(';')
    if (here().startsWith(href) && i < parts.length) continue
    const link = page.locator(`a[href="${href}"]`).first()
    await expect(link).toBeVisible({ timeout: 60_000 })
    await link.click()
  }
}

async function openDocument(page: Page, path: string) {
  await go(page, `${routes.studio()}/structure/${path}`)
  await expect(documentActionsButton(page)).toBeVisible({ timeout: 60_000 })
}

/** The longest blog post or condition guide in the seed: the one that is slowest to open. */
function longestArticle(): SanityDocument {
  return dataset()
    .filter(
      (d) =>
        (d._type === 'blogPost' || d._type === 'conditionArticle') &&
        !d._id.includes('.') &&
        ((d as { language?: string }).language ?? 'en') === 'en',
    )
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]!
}

test('Studio load, its tools and the structure lists', async ({ browser }) => {
  const { page, loadMs } = await studio(browser, 'load')
  figures.push(`Studio load (link followed → structure lists shown): ${loadMs} ms (target ≤ 3000)`)
  for (const tool of await page.getByTestId('tool-collapse-menu').getByRole('link').allInnerTexts())
    if (tool.trim()) toolsShown.add(tool.trim())
  // The lists: every entry of the structure opens (a list of documents, of types, or a singleton's form).
  const entries = (await structureList(page).getByRole('option').allInnerTexts()).map((t) => t.trim())
  expect(entries.length).toBeGreaterThan(5)
  for (const entry of entries) {
    await structureList(page).getByRole('option', { name: entry }).click()
    await expect(
      page
        .getByRole('listbox', { name: entry })
        .or(page.getByText(/^No (matching )?documents/))
        // The Launch checklist and the review queue for releases are views of their own, not lists.
        .or(page.getByTestId('launch-checklist'))
        .or(page.getByTestId('release-review-queue'))
        .or(page.getByRole('heading', { name: entry, level: 2 }))
        .first(),
      entry,
    ).toBeVisible({ timeout: 30_000 })
  }

  // Opening the longest article from its list, as an editor does, until its title is editable and its body shown.
  const longest = longestArticle()
  const list = longest._type === 'blogPost' ? 'blog;blogPost' : 'conditionArticle'
  await go(page, `${routes.studio()}/structure/${list}`)
  // Found by its id, and its title checked from the start: another spec may be editing it in the other worker.
  const item = page.locator('[data-testid="pane"]').last().locator(`a[href$=";${longest._id}"]`)
  await expect(item).toBeVisible({ timeout: 60_000 })
  const started = Date.now()
  await item.click()
  await expect(titleInput(page)).toHaveValue(
    new RegExp(`^${String(longest.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    {
      timeout: 60_000,
    },
  )
  await expect(titleInput(page)).toBeEditable()
  // Its rich text is rendered and editable (a post's body, a guide's intro; the guide's sections follow it).
  await expect(
    page.locator('[data-testid="field-body"], [data-testid="field-intro"]').locator('[contenteditable="true"]').first(),
  ).toBeVisible({ timeout: 60_000 })
  figures.push(
    `Open the longest article (${longest._id}, ${JSON.stringify(longest).length} bytes): ${Date.now() - started} ms (target ≤ 2000)`,
  )
  await done(page, 'load')
})

test('review, approve and publish a post; the preview link; the publish is acknowledged at once', async ({
  browser,
}) => {
  const id = 'blog-post-managing-stress-everyday'
  expect(doc(id), 'a seed post').toBeDefined()
  // A retry starts from the published post: the draft a failed attempt left (its title already edited, perhaps in
  // review) is discarded, and the title this attempt publishes is read from what is published now.
  await discardLeftoverDraft(id)
  const reviewedTitle = `${String(doc(id)!.title)} (reviewed)`
  const { page } = await studio(browser, 'review')
  await openDocument(page, `blog;blogPost;${id}`)
  await appendToTitle(page, ' (reviewed)')
  await expect.poll(() => doc(`drafts.${id}`)?.title, { timeout: 20_000 }).toBe(reviewedTitle)
  await recordActions(page, 'a post with a draft')

  // Sent for review, sent back with a comment, sent again, approved, published.
  await submitUntil(page, reviewStatus(id))
  // A request for changes is the medical reviewer's, in a Studio of their own (not the submitter's).
  await requestChangesAsReviewer(page, 'Please cite the guideline.')
  await expect.poll(reviewStatus(id), { timeout: 20_000 }).not.toBe('inReview')
  used.add('Request changes')

  await runAction(page, 'Preview link')
  const link = page.getByRole('dialog').getByRole('textbox', { name: 'Preview link' })
  await expect(link).toHaveValue(/\/api\/draft-mode\/enable\?/, { timeout: 20_000 })
  const reviewer = await page.context().newPage()
  await reviewer.goto(await link.inputValue())
  await expect(reviewer.getByRole('heading', { level: 1 })).toContainText('(reviewed)', { timeout: 20_000 })
  await reviewer.close()
  await page.keyboard.press('Escape')
  used.add('Preview link')

  await reviewAndPublish(page, reviewStatus(id))
  used.add('Submit for review').add('Approve').add('Publish')
  await expect.poll(() => doc(id)?.title, { timeout: 20_000 }).toBe(reviewedTitle)
  await expect.poll(() => doc(`drafts.${id}`), { timeout: 20_000 }).toBeUndefined()

  // Publish acknowledged: a category (no review gate) edited, then Publish until the lake has it on disk.
  const category = dataset().find((d) => d._type === 'blogCategory' && !d._id.includes('.'))!
  await openDocument(page, `blog;blogCategory;${category._id}`)
  await appendToTitle(page, ' now')
  await expect.poll(() => doc(`drafts.${category._id}`)?.title, { timeout: 20_000 }).toMatch(/ now$/)
  const publish = page.locator('[data-testid="action-publish"]')
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  const started = Date.now()
  await publish.click()
  await expect
    .poll(() => doc(`drafts.${category._id}`) === undefined && /now$/.test(String(doc(category._id)?.title)), {
      timeout: 20_000,
      intervals: [20],
    })
    .toBe(true)
  figures.push(`Publish acknowledged (click → published on disk): ${Date.now() - started} ms (target ≤ 1000)`)
  await done(page, 'review')
})

test('unpublish a post: its page is gone and it leaves the blog list', async ({ browser, request }) => {
  const id = 'blog-post-health-screenings-for-adults'
  // A retry after the unpublish had happened: the kept draft is published again first, as an editor would.
  const kept = doc(`drafts.${id}`)
  if (!doc(id) && kept) await putDocuments([{ ...kept, _id: id }])
  await discardLeftoverDraft(id)
  const post = doc(id) as (SanityDocument & { slug: { current: string } }) | undefined
  expect(post, 'a seed post').toBeDefined()
  const path = routes.blogPost(post!.slug.current)
  await expect(async () => expect((await request.get(path)).status()).toBe(200)).toPass({ timeout: 10_000 })
  const { page } = await studio(browser, 'unpublish')
  await openDocument(page, `blog;blogPost;${id}`)
  // Unpublish is offered on the published version: the "Published" chip of the document header.
  await page
    .getByRole('button', { name: /^Published/ })
    .first()
    .click()
  await expect(page).toHaveURL(/perspective=published/)
  await recordActions(page, 'a published post, published version')
  await page.locator('[data-testid="action-unpublish"]').click()
  const dialog = page.getByRole('dialog')
  // The post has a Spanish translation: the Studio names its translation record as referring to the post. The record's
  // references are weak (sanity.config.ts), so the lake lets the post go and the Spanish post stays.
  await expect(dialog.getByRole('link', { name: /Translations/ })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: /^Unpublish anyway$/ }).click({ timeout: 30_000 })
  await expect.poll(() => doc(id), { timeout: 20_000 }).toBeUndefined()
  expect(doc(`${id}-es`), 'the Spanish post is still published').toBeDefined()
  // As in Sanity, the text is kept as a draft.
  expect(doc(`drafts.${id}`)?.title).toBe(post!.title)
  used.add('Unpublish')
  await expect(async () => {
    expect((await request.get(path)).status()).toBe(404)
    expect(await (await request.get(routes.blog())).text()).not.toContain(path)
  }).toPass({ timeout: 5_000 })
  await done(page, 'unpublish')
})

test('discard a draft', async ({ browser }) => {
  // Not a guide that tests/e2e/studio.spec.ts edits at the same time in the other worker.
  const id = 'condition-hiv-aids'
  await discardLeftoverDraft(id)
  const { page } = await studio(browser, 'discard')
  await openDocument(page, `conditionArticle;${id}`)
  const published = String(doc(id)!.title)
  await appendToTitle(page, ' DISCARD ME')
  await expect.poll(() => doc(`drafts.${id}`)?.title, { timeout: 20_000 }).toBe(`${published} DISCARD ME`)
  await expect(page.getByRole('button', { name: /^Draft/ }).first()).toBeVisible({ timeout: 30_000 })
  await runAction(page, 'Discard changes')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Discard/i })
    .click()
  await expect(titleInput(page)).toHaveValue(published, { timeout: 20_000 })
  await expect.poll(() => doc(`drafts.${id}`), { timeout: 20_000 }).toBeUndefined()
  used.add('Discard changes')
  await done(page, 'discard')
})

// Two posts no other test edits: one whose body ends with a paragraph, one whose body ends with a callout (which
// holds no caret: the words go to the last paragraph, before it, instead of being dropped).
for (const { id, ends } of [
  { id: 'blog-post-health-screenings-for-adults-es', ends: 'a paragraph' },
  { id: 'blog-post-everyday-habits-for-a-healthy-heart-es', ends: 'a callout' },
]) {
  test(`Ctrl+End in a post body ending with ${ends}: words typed at once go to its last paragraph, not to the click`, async ({
    browser,
  }) => {
    // The text of the body's paragraphs (its callouts and tables left out), one line each.
    const paragraphs = (d: SanityDocument | undefined) =>
      ((d?.body as Array<{ _type: string; children?: Array<{ text?: string }> }> | undefined) ?? [])
        .filter((block) => block._type === 'block')
        .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
        .join('\n')
    const lastBlock = (d: SanityDocument | undefined) =>
      (d?.body as Array<{ _type: string }> | undefined)?.at(-1)?._type
    expect(lastBlock(doc(id)), `the post ends with ${ends}`).toBe(ends === 'a callout' ? 'callout' : 'block')
    await discardLeftoverDraft(id)
    const { page } = await studio(browser, 'jump keys')
    // The list can move under the pointer (a document another test makes joins it at the top, and the click lands on
    // the post above): the post opened is checked by its title, and opened again.
    const title = String(doc(id)!.title)
    await expect(async () => {
      await openDocument(page, `blog;blogPost;${id}`)
      await expect(titleInput(page)).toHaveValue(title, { timeout: 5_000 })
    }).toPass({ timeout: 120_000 })
    const body = page.getByTestId('field-body').locator('[contenteditable="true"]').first()
    await expect(body).toBeEditable({ timeout: 60_000 })
    // A quick typist: a click in the second paragraph, Ctrl+End and the words straight after, well within the 100 ms
    // in which the editor would otherwise still hold the click's place.
    const secondParagraph = paragraphs(doc(id)).split('\n')[1]!.slice(0, 40)
    await body.getByText(secondParagraph).first().click({ timeout: 30_000 })
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Zq fin.', { delay: 15 })
    await expect.poll(() => paragraphs(doc(`drafts.${id}`)), { timeout: 20_000 }).toMatch(/ Zq fin\.$/)
    expect(paragraphs(doc(`drafts.${id}`)).match(/Zq fin/g), 'typed once, at the end').toHaveLength(1)
    // The callout is still the body's last block, unchanged.
    expect(lastBlock(doc(`drafts.${id}`))).toBe(lastBlock(doc(id)))
    if (ends === 'a callout') {
      // Words typed with the callout selected (clicked) start a paragraph after it, instead of being dropped.
      await body
        .locator(':scope > [data-pt-block="object"]')
        .last()
        .click({ position: { x: 5, y: 5 } })
      await page.keyboard.type(' Qx tail.', { delay: 15 })
      await expect.poll(() => paragraphs(doc(`drafts.${id}`)), { timeout: 20_000 }).toMatch(/ Zq fin\.\n Qx tail\.$/)
      expect(lastBlock(doc(`drafts.${id}`))).toBe('block')
    }
    await done(page, 'jump keys')
    await removeDocuments([`drafts.${id}`])
  })
}

test('duplicate and delete; a referenced doctor cannot be deleted', async ({ browser }) => {
  const category = dataset().find((d) => d._type === 'blogCategory' && !d._id.includes('.'))!
  // A copy a failed attempt left would be taken for this attempt's.
  const leftovers = dataset().filter(
    (d) =>
      d._type === 'blogCategory' &&
      d._id.startsWith('drafts.') &&
      d._id !== `drafts.${category._id}` &&
      d.title === category.title,
  )
  if (leftovers.length) await removeDocuments(leftovers.map((d) => d._id))
  const { page } = await studio(browser, 'duplicate')
  await openDocument(page, `blog;blogCategory;${category._id}`)
  await recordActions(page, 'a published category')
  const copyId = () =>
    dataset().find((d) => d._type === 'blogCategory' && d._id !== category._id && d.title === category.title)?._id
  // As with Publish (publishUntil), Studio 6 on two busy cores once took a click on Duplicate that made nothing (the
  // pane stayed on the category, no copy in the lake): an editor clicks again, and so does the test, at most twice
  // more, never once a copy exists.
  for (let attempt = 1; attempt <= 3 && !copyId(); attempt++) {
    await runAction(page, 'Duplicate')
    try {
      await expect.poll(copyId, { timeout: 20_000 }).toMatch(/^drafts\./)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`The Studio dropped Duplicate click ${attempt} (no copy was made); clicking again`)
    }
  }
  // The copy opens as a new draft with the same title.
  await expect(page).not.toHaveURL(new RegExp(`${category._id}$`), { timeout: 30_000 })
  await expect.poll(copyId, { timeout: 20_000 }).toMatch(/^drafts\./)
  used.add('Duplicate')
  await runAction(page, 'Delete')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click({ timeout: 30_000 })
  await expect.poll(copyId, { timeout: 20_000 }).toBeUndefined()
  used.add('Delete')

  // A sample doctor reviews posts: Delete is disabled beforehand (studio/delete-action.tsx), where Sanity's own dialog
  // offered "Delete anyway" and then the lake's refusal; the lake still refuses it (packages/local-lake).
  await openDocument(page, 'doctor;doctor-1')
  await recordActions(page, 'a referenced doctor')
  const remove = page.getByRole('menuitem', { name: /^Delete/ })
  await expect(async () => {
    if (!(await remove.isVisible())) await documentActionsButton(page).click({ timeout: 5_000 })
    await expect(remove).toBeDisabled({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await page.keyboard.press('Escape')
  expect(doc('doctor-1')).toBeDefined()
  await done(page, 'duplicate')
})

test('restore from history', async ({ browser }) => {
  const category = dataset().find((d) => d._type === 'blogCategory' && !d._id.includes('.'))!
  const { page } = await studio(browser, 'restore')
  await openDocument(page, `blog;blogCategory;${category._id}`)
  // Two published versions, A then B.
  const publishedAt: Record<string, string> = {}
  for (const title of ['Restore A', 'Restore B']) {
    await expect(titleInput(page)).toBeEditable({ timeout: 60_000 })
    await titleInput(page).fill(title)
    await expect.poll(() => doc(`drafts.${category._id}`)?.title, { timeout: 20_000 }).toBe(title)
    await expect(page.locator('[data-testid="action-publish"]')).toBeEnabled({ timeout: 30_000 })
    await page.locator('[data-testid="action-publish"]').click()
    await expect.poll(() => doc(category._id)?.title, { timeout: 20_000 }).toBe(title)
    await expect.poll(() => doc(`drafts.${category._id}`), { timeout: 20_000 }).toBeUndefined()
    // The Studio has taken the publish in (nothing left to publish) before the next edit.
    await expect(page.locator('[data-testid="action-publish"]')).toBeDisabled({ timeout: 30_000 })
    await expect(titleInput(page)).toHaveValue(title)
    publishedAt[title] = String(doc(category._id)!._updatedAt)
  }
  // The history lists the document's transactions, newest first; A's publish is picked by its time.
  await page.locator('[data-testid="pane-context-menu-button"]').last().click()
  await page.getByRole('menuitem', { name: 'History' }).click()
  const items = page.locator('[data-testid="timeline-item-button"]')
  await expect(items.first()).toBeVisible({ timeout: 30_000 })
  // One "Published" row per publish: this test's two publishes are two rows, each at its time.
  const publishedRows = async () =>
    (
      await items.evaluateAll((rows) =>
        rows.map((row) => ({ at: row.getAttribute('data-chunk-timestamp') ?? '', text: row.textContent ?? '' })),
      )
    )
      .filter((row) => row.at >= publishedAt['Restore A']! && /Published/.test(row.text))
      .map((row) => row.at)
  await expect.poll(publishedRows, { timeout: 20_000 }).toEqual([publishedAt['Restore B'], publishedAt['Restore A']])
  await page.locator(`[data-testid="timeline-item-button"][data-chunk-timestamp="${publishedAt['Restore A']}"]`).click()
  await expect(page).toHaveURL(/rev%3D/, { timeout: 20_000 })
  await expect(titleInput(page)).toHaveValue('Restore A', { timeout: 30_000 })
  await recordActions(page, 'an earlier revision')
  await page.locator('[data-testid="action-reverttorevision"]').click()
  // A confirmation popover, not a dialog.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  // Restoring writes the old revision as the draft, ready to publish.
  await expect.poll(() => doc(`drafts.${category._id}`)?.title, { timeout: 20_000 }).toBe('Restore A')
  expect(doc(category._id)?.title).toBe('Restore B')
  used.add('Revert to revision')
  await done(page, 'restore')
})

test('the Preview tool connects and follows typing; readers never load visual editing', async ({
  browser,
  request,
}) => {
  const id = 'blog-post-understanding-blood-pressure-numbers'
  const post = doc(id) as SanityDocument & { slug: { current: string } }
  const { page } = await studio(browser, 'presentation')
  // From the post, its "Used on … pages" panel links to its page in the Preview tool.
  await openDocument(page, `blog;blogPost;${id}`)
  await page.getByText(/^Used on \d+ pages?$/).click()
  await page
    .locator(`a[href*="${encodeURIComponent(routes.blogPost(post.slug.current))}"]`)
    .first()
    .click()
  await expect(page).toHaveURL(/\/studio\/presentation/, { timeout: 30_000 })
  const frame = page.frameLocator('iframe').first()
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(String(post.title), { timeout: 60_000 })
  await appendToTitle(page, ' LIVE')
  const typed = Date.now()
  // The draft reaches the page through the lake's live events and a render of the draft page. Alone this takes 1–3 s;
  // in the full suite on two busy cores, with comments and tasks on (each Studio page keeps their listeners too), it
  // twice took over 10 s. The bound is generous; the time it took is printed with the Studio figures.
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(`${post.title} LIVE`, { timeout: 30_000 })
  figures.push(`Preview follows typing (last key → page shows it): ${Date.now() - typed} ms`)
  await expect(page.getByText('Unable to connect')).toHaveCount(0)
  previewConnected = true
  await done(page, 'presentation')

  // A reader's copy of the same page (no draft mode) loads none of the visual-editing library, statically or later:
  // it is only imported when the layout renders it, in draft mode.
  const reader = await browser.newPage()
  const scripts: string[] = []
  reader.on('response', (r) => {
    // Static files carry the deployment id as a query (?dpl=…).
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.url())
  })
  await reader.goto(routes.blogPost(post.slug.current), { waitUntil: 'networkidle' })
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain('sanity-visual-editing')
  await reader.close()
})

test('Vision runs a query', async ({ browser }) => {
  const { page } = await studio(browser, 'vision')
  await page.getByTestId('tool-collapse-menu').getByRole('link', { name: 'Vision' }).click()
  const editor = page.locator('.cm-content').first()
  await expect(editor).toBeVisible({ timeout: 60_000 })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('*[_type == "blogCategory"]{title}')
  await page.getByRole('button', { name: /^Fetch$/ }).click()
  // Vision reads the drafts perspective: a category without a draft shows its published title.
  const category = dataset().find((d) => d._type === 'blogCategory' && !d._id.includes('.') && !doc(`drafts.${d._id}`))!
  await expect(page.getByText(String(category.title)).first()).toBeVisible({ timeout: 30_000 })
  await done(page, 'vision')
})

test('every action and tool shown was used; no 501, error toast or console error', () => {
  console.log(`Studio figures on this machine:\n  ${figures.join('\n  ')}`)
  console.log(`Actions offered: ${[...offered.keys()].join(', ')}\nTools shown: ${[...toolsShown].join(', ')}`)
  const unknownActions = [...offered].filter(
    ([name]) => !(name in COVERED_ACTIONS) && !COVERED_BY_RELEASES_SPEC.includes(name),
  )
  expect(unknownActions, 'actions the Studio offers that no test here uses (name, where)').toEqual([])
  expect(
    [...toolsShown].filter((tool) => !COVERED_TOOLS.includes(tool)),
    'tools without a test',
  ).toEqual([])
  expect(
    Object.keys(COVERED_ACTIONS).filter((name) => !used.has(name)),
    'covered actions not used',
  ).toEqual([])
  let log: Array<{ method: string; endpoint: string; status: number }> = []
  try {
    log = readFileSync(process.env.E2E_LAKE_LOG!, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    // A reused lake (a server left running) writes its log elsewhere: nothing to read here.
  }
  expect(log.filter((l) => l.status === 501).map((l) => `${l.method} ${l.endpoint}`)).toEqual([])
  const late = problems.filter((problem) => PREVIEW_LATE.test(problem))
  if (previewConnected && late.length) console.log(`Preview connected after Sanity's ${PREVIEW_NOTICE_S} s notice`)
  expect(
    problems.filter(
      (problem) => !STUDIO_TEMPLATE_NOISE.test(problem) && !(previewConnected && PREVIEW_LATE.test(problem)),
    ),
  ).toEqual([])
})

/**
 * A console line not counted: after Unpublish in the published perspective, the pane turns into an empty new
 * document and the Studio resolves every template's initial value for its create menu; on two busy cores that
 * resolution once ended in an error while the pane changed (one rehearsal in two), and the Studio logged it, one line
 * per template (`infoPage-en`, `translation.metadata`: language templates and the plugin's). Nothing on screen
 * changed; every other console error still fails this test.
 */
const STUDIO_TEMPLATE_NOISE =
  /^\[unpublish\] console error: Failed to resolve initial value for template "[A-Za-z][\w.-]*": Error$/

/**
 * The Preview tool logs this line when the page in its frame has not connected 8 s after the frame loaded (Sanity's
 * presentation constants: 5 s before it shows the connection status, 3 s more before it calls the attempt failed), and
 * says nothing when the connection comes later. On two busy cores the draft page's render and the visual-editing
 * script once took longer than that. It is not counted when the same run then saw the page connect, follow typing and
 * no "Unable to connect" left on screen (`previewConnected`); a preview that never connects still fails the Preview
 * test and this one.
 */
const PREVIEW_NOTICE_S = 8
const PREVIEW_LATE = /^\[presentation\] console error: Unable to connect to visual editing\./
let previewConnected = false
