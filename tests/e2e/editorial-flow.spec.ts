/**
 * The editorial path in the real Studio, local mode, through the local Content Lake: an editor edits a
 * condition guide and submits it; Publish stays disabled; a reviewer opens the preview link the Studio mints and
 * sees the draft with the banner, requests changes; the editor edits and resubmits; the reviewer approves; the
 * editor publishes and the public page shows it (the reviewer approves in a Studio of their own, signed in as the
 * sample medical reviewer: the four-eyes rule keeps Approve from whoever submitted it); and an approval's terms (the next review date) cannot be moved after
 * it without a new review. The lake and its token (E2E_STUDIO_TOKEN) come from
 * playwright.config.ts, which always starts them.
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { SanityDocument } from '@health-site/local-lake/files'
import { readDataset } from '../support/e2e-dataset'
import {
  appendToTitle,
  approveAsReviewer,
  openStudioDocument,
  requestChangesAsReviewer,
  runAction,
  SAMPLE_REVIEWER_PROFILE,
  untilMenuItem,
} from '../support/studio-review'
import { addMonths } from '@/schemas/rules/review-workflow'
import { routes } from '@/lib/site/routes'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const ID = 'condition-obesity'
const SLUG = 'obesity'
// Unique per run: a page published by an earlier run may still be in the build's page cache.
const RUN = Math.random().toString(36).slice(2, 7)
const EDIT = ` (review ${RUN})`
type Review = { status?: string; changesRequested?: string; reviewer?: { _ref?: string }; lastReviewed?: string }
const stored = (id: string) =>
  readDataset().find((d) => d._id === id) as (SanityDocument & { title?: string; review?: Review }) | undefined

// Two Studios load in each test: the editor's, and the medical reviewer's who approves.
test.describe.configure({ mode: 'serial', timeout: 300_000 })

const publishButton = (page: Page) => page.locator('[data-testid="action-publish"]')

const reviewStatus = () => stored(`drafts.${ID}`)?.review?.status

test('draft, submit, preview, request changes, resubmit, approve, publish, live', async ({ browser }) => {
  const studio = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const editor = await studio.newPage()
  await editor.goto(routes.studioWithToken(TOKEN!, `structure/conditionArticle;${ID}`))
  await expect(editor.getByTestId('local-dataset-banner')).toBeVisible({ timeout: 120_000 })
  const published = stored(ID)!.title!

  // The editor edits: a draft, and Publish is disabled because it is not approved.
  await appendToTitle(editor, EDIT)
  await expect.poll(() => stored(`drafts.${ID}`)?.title, { timeout: 20_000 }).toBe(`${published}${EDIT}`)
  await expect(publishButton(editor)).toBeDisabled({ timeout: 30_000 })

  await runAction(editor, 'Submit for review')
  await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('inReview')
  await expect(publishButton(editor)).toBeDisabled()

  // The reviewer gets a preview link and opens it outside the Studio: the draft, with the banner.
  await runAction(editor, 'Preview link')
  const link = await editor.getByRole('textbox', { name: 'Preview link' }).inputValue({ timeout: 20_000 })
  expect(new URL(link).pathname).toBe(routes.draftModeEnable())
  await editor.keyboard.press('Escape')
  const reviewerContext = await browser.newContext()
  const reviewer = await reviewerContext.newPage()
  await reviewer.goto(link)
  await expect(reviewer).toHaveURL(routes.condition(SLUG))
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(`${published}${EDIT}`)
  await expect(reviewer.getByRole('region', { name: 'Preview' })).toContainText('Preview — draft content')
  // Right after the reviewer's visit, a reader still gets the published guide.
  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  await reader.goto(routes.condition(SLUG))
  await expect(reader.getByRole('heading', { level: 1 })).not.toContainText(RUN)

  // Whoever submitted it cannot send it back themselves: a request for changes is the reviewer's.
  await untilMenuItem(editor, editor.getByRole('menuitem', { name: 'Request changes' }), (item) =>
    expect(item).toBeDisabled({ timeout: 5_000 }),
  )
  await editor.keyboard.press('Escape')
  // The reviewer, in a Studio of their own, requests changes with a comment (an empty one is refused).
  await requestChangesAsReviewer(editor, 'Please name the 2026 guideline in the summary.', { tryEmptyFirst: true })
  await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('changesRequested')
  expect(stored(`drafts.${ID}`)?.review?.changesRequested).toBe('Please name the 2026 guideline in the summary.')
  await expect(publishButton(editor)).toBeDisabled()
  // The request is in the form, on the Medical review tab, with who asked.
  await editor.getByRole('tab', { name: 'Medical review' }).click()
  const requests = editor.locator('[data-testid="field-review.changeRequests"]')
  await expect(requests).toContainText('Please name the 2026 guideline in the summary.', { timeout: 30_000 })
  await editor.getByRole('tab', { name: 'Content' }).click()

  // The editor edits and resubmits.
  await appendToTitle(editor, ' v2')
  await expect.poll(() => stored(`drafts.${ID}`)?.title, { timeout: 20_000 }).toBe(`${published}${EDIT} v2`)
  await runAction(editor, 'Submit for review')
  await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('inReview')

  // Whoever submitted it cannot approve it, nor can an administrator: Approve is a medical reviewer's.
  await untilMenuItem(editor, editor.getByRole('menuitem', { name: 'Approve' }), (item) =>
    expect(item).toBeDisabled({ timeout: 5_000 }),
  )
  await editor.keyboard.press('Escape')
  // The reviewer approves in their own Studio: their profile, today, next review 12 months later.
  const today = new Date().toLocaleDateString('en-CA')
  await approveAsReviewer(editor)
  await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('approved')
  expect(stored(`drafts.${ID}`)?.review).toMatchObject({
    reviewer: { _ref: SAMPLE_REVIEWER_PROFILE },
    lastReviewed: today,
    nextReviewDue: addMonths(today, 12),
    approvedBy: 'p-sample-reviewer',
    submittedBy: 'p-local-editor',
  })

  // Now Publish is enabled; publishing makes it live.
  await expect(publishButton(editor)).toBeEnabled({ timeout: 30_000 })
  await publishButton(editor).click()
  await expect.poll(() => stored(ID)?.title, { timeout: 20_000 }).toBe(`${published}${EDIT} v2`)
  await expect(async () => {
    await reader.goto(routes.condition(SLUG))
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${published}${EDIT} v2`, {
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })
  await Promise.all([studio.close(), reviewerContext.close(), readerContext.close()])
})

test('an approval covers its own terms: moving "Next review due" afterwards needs a new review', async ({
  browser,
}) => {
  // A guide no other spec edits.
  const id = 'condition-depression'
  const draft = () =>
    stored(`drafts.${id}`) as
      | (SanityDocument & { title?: string; lastUpdated?: string; review?: Review & { nextReviewDue?: string } })
      | undefined
  const editor = await openStudioDocument(browser, `conditionArticle;${id}`)
  await appendToTitle(editor, ` (terms ${RUN})`)
  await expect.poll(() => draft()?.title, { timeout: 20_000 }).toContain(RUN)
  await runAction(editor, 'Submit for review')
  await expect.poll(() => draft()?.review?.status, { timeout: 20_000 }).toBe('inReview')

  // The triage list may flag a line of this guide as its vocabulary grows; the reviewer then gives a reason for it.
  await approveAsReviewer(editor)
  await expect.poll(() => draft()?.review?.status, { timeout: 20_000 }).toBe('approved')
  // The text changed since it was published, so the approval moved "Last updated" to today.
  expect(draft()?.lastUpdated).toBe(new Date().toLocaleDateString('en-CA'))
  await expect(publishButton(editor)).toBeEnabled({ timeout: 30_000 })
  await expect(editor.getByText('Medically approved').first()).toBeVisible()
  // Approved and not yet published, it is not waiting for a reviewer (the lists load a seed post that is).
  const lists = await editor.context().newPage()
  await lists.goto(routes.studioWithToken(TOKEN, 'structure/needs-review'))
  // The English documents' rows (their Spanish twins, ids ending in -es, wait for a reviewer of their own).
  const row = (docId: string) => lists.locator(`a[href*=";${docId}"]:not([href*=";${docId}-es"])`)
  await expect(row('blog-post-everyday-habits-for-a-healthy-heart').first()).toBeVisible({ timeout: 120_000 })
  const listed = row(id)
  await expect(listed).toHaveCount(0)

  // The bypass this guards against: the next review moved to 2031 after approval.
  await editor.getByRole('tab', { name: 'Medical review' }).click()
  const due = editor.locator('[data-testid="field-review.nextReviewDue"] input').first()
  await expect(due).toBeEditable({ timeout: 30_000 })
  await due.fill('2031-01-01')
  await due.press('Tab')
  await expect.poll(() => draft()?.review?.nextReviewDue, { timeout: 20_000 }).toBe('2031-01-01')
  await expect(editor.getByText('Edited after approval').first()).toBeVisible({ timeout: 30_000 })
  await expect(publishButton(editor)).toBeDisabled({ timeout: 30_000 })
  // ...and the open "Needs medical review" list picks it up.
  await expect(listed).toHaveCount(1, { timeout: 30_000 })
  await editor.context().close()
})
