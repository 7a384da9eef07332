/**
 * Comments and tasks on the embedded default, in a real browser on the local Content Lake: a
 * reviewer comments on a field of a post (the change request where it applies), the comment is kept in the add-on
 * dataset the lake makes for it (`production-comments`, as Sanity makes `<dataset>-comments`) and is there again
 * after a reload; an editor adds a task to the post from its menu and finds it in the Tasks panel. Neither document
 * touches the post itself. The lake and its token come from playwright.config.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { putDocuments, readDataset, removeDocuments, type TestDocument } from '../support/e2e-dataset'
import { openMenuUntil, openStudioDocument } from '../support/studio-review'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const LAKE = `http://127.0.0.1:${process.env.E2E_LAKE_PORT}/v2025-02-19`
const SEED_POST = 'blog-post-managing-blood-sugar-day-to-day'
// Each attempt (a retry, a repeat) comments on a post of its own, a draft nobody else sees: the lake keeps the
// comments an earlier attempt left, and a field with comments offers "Open comments" instead of "Add comment".
const RUN = Date.now().toString(36)
const attempt = () => `${RUN}${test.info().workerIndex}x${test.info().repeatEachIndex}x${test.info().retry}`
const made: string[] = []

/** A draft copy of a seed post under a new id: what an editor is working on before a first publish. */
async function draftPost(): Promise<string> {
  const id = `e2e-comments-${attempt()}`
  const { _rev, _updatedAt, _createdAt, ...content } = readDataset().find((d) => d._id === SEED_POST)!
  void [_rev, _updatedAt, _createdAt]
  made.push(`drafts.${id}`)
  await putDocuments([{ ...content, _id: `drafts.${id}`, slug: { _type: 'slug', current: id } } as TestDocument])
  return id
}

test.afterAll(async () => {
  await removeDocuments(made).catch(() => undefined)
})

test.describe.configure({ timeout: 240_000 })

type AddonDocument = { _id: string; _type: string; status?: string; title?: string; target?: unknown }

/** What the add-on dataset holds about the post, read as the Studio reads it (the lake's query API, with the token). */
async function addonDocuments(post: string): Promise<AddonDocument[]> {
  const query = encodeURIComponent('*[target.document._ref == $id]')
  const response = await fetch(`${LAKE}/data/query/production-comments?query=${query}&%24id=%22${post}%22`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  if (response.status === 404) return [] // not made yet: nobody has commented
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: AddonDocument[] }).result
}

const messageText = (doc: unknown) => JSON.stringify(doc)

/** Requests the page made that the lake could not serve (a 501 is a tool the Studio would hide). */
function failedRequests(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 500) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`)
  })
  return failed
}

test('a reviewer comments on a field; the comment is kept and shown again after a reload', async ({ browser }) => {
  const post = await draftPost()
  const before = JSON.stringify(readDataset().find((d) => d._id === `drafts.${post}`))
  const studio = await openStudioDocument(browser, `blog;blogPost;${post}`)
  const failed = failedRequests(studio)
  const words = `Please name the source for this title (${attempt()}).`
  const title = studio.getByTestId('field-title')
  await expect(title).toBeVisible({ timeout: 120_000 })
  await title.hover()
  await title.getByRole('button', { name: 'Add comment' }).click({ timeout: 30_000 })
  // Focused and checked before it is sent: with two workers, a click on the box did not always leave the typing in
  // it (Chromium 156), and the test then waited for a comment that was never written.
  const editable = studio.getByTestId('comment-input-editable')
  await editable.click({ timeout: 30_000 })
  await editable.focus()
  await studio.keyboard.type(words)
  await expect(editable).toContainText(words)
  await studio.keyboard.press('Enter')

  // The Comments panel lists it under the field, and the lake keeps it in the add-on dataset, aimed at the field.
  const panel = studio.getByTestId('comments-list')
  await expect(panel.getByText(words)).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(
      async () => (await addonDocuments(post)).find((d) => d._type === 'comment' && messageText(d).includes(words)),
      {
        timeout: 30_000,
      },
    )
    .toMatchObject({ status: 'open', target: { path: { field: 'title' } } })

  // After a reload the comment is read back from the lake: the field's button opens it.
  await studio.reload()
  await expect(studio.getByTestId('field-title')).toBeVisible({ timeout: 120_000 })
  await studio.getByTestId('field-title').getByRole('button', { name: 'Open comments' }).click({ timeout: 60_000 })
  await expect(studio.getByTestId('comments-list').getByText(words)).toBeVisible({ timeout: 30_000 })
  // A comment is not an edit: the post itself is as it was.
  expect(JSON.stringify(readDataset().find((d) => d._id === `drafts.${post}`))).toBe(before)
  expect(failed).toEqual([])
})

test('an editor adds a task to a post from its menu and finds it in the Tasks panel', async ({ browser }) => {
  const post = await draftPost()
  const studio = await openStudioDocument(browser, `blog;blogPost;${post}`)
  const failed = failedRequests(studio)
  const task = `Check the blood sugar targets against the ADA's page (${attempt()})`
  await expect(studio.getByTestId('field-title')).toBeVisible({ timeout: 120_000 })
  // "Create new task" is in the document pane's own menu (its header), not the publish menu.
  const createTask = studio.getByRole('menuitem', { name: 'Create new task' })
  await openMenuUntil(studio.getByTestId('pane-context-menu-button').last(), createTask, 90_000)
  await createTask.click()
  const titleInput = studio.getByPlaceholder('Task title')
  await expect(titleInput).toBeVisible({ timeout: 30_000 })
  await titleInput.fill(task)
  await studio.getByRole('button', { name: 'Create Task' }).click()
  await expect
    .poll(async () => (await addonDocuments(post)).find((d) => d._type === 'tasks.task' && d.title === task), {
      timeout: 30_000,
    })
    .toMatchObject({ status: 'open' })
  await expect(studio.getByTestId('tasks-list-item').filter({ hasText: task })).toBeVisible({ timeout: 30_000 })
  expect(failed).toEqual([])
})

test('a post typed into the moment it opens keeps every word: the comments and tasks layers do not rebuild its form', async ({
  browser,
}) => {
  const post = await draftPost()
  // Every rich text box the page draws for the post's first field, counted from the first load.
  const studio = await openStudioDocument(browser, `blog;blogPost;${post}`, undefined, {
    beforeLoad: (page) =>
      page.addInitScript(() => {
        const drawn = new Set<Element>()
        ;(window as unknown as { drawnEditors: Set<Element> }).drawnEditors = drawn
        new MutationObserver(() => {
          const editor = document.querySelector('[data-pt-editor]')
          if (editor) drawn.add(editor)
        }).observe(document, { childList: true, subtree: true })
      }),
  })
  const body = studio.locator('[data-pt-editor][data-read-only="false"]').first()
  await expect(body).toBeVisible({ timeout: 120_000 })
  const words = `Typed at once ${attempt()} one two three four five six seven eight. `
  // Where an editor clicks is where they type.
  await body.locator('[data-pt-text]').first().click()
  await studio.keyboard.type(words, { delay: 40 })
  // The layers switched in 2 to 10 s after a form showed, and took the caret with the text box they rebuilt.
  await studio.waitForTimeout(8_000)
  await studio.keyboard.type('And more.', { delay: 40 })
  await expect(body.locator('[data-pt-text]').first()).toContainText(`${words}And more.`)
  // The text box the editor was shown is the one that stays.
  expect(await studio.evaluate(() => (window as unknown as { drawnEditors: Set<Element> }).drawnEditors.size)).toBe(1)
  await expect
    .poll(() => JSON.stringify(readDataset().find((d) => d._id === `drafts.${post}`)?.body ?? null), {
      timeout: 30_000,
    })
    .toContain(`${words}And more.`)
})
