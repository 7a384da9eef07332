/**
 * Releases and scheduling on the embedded default, in a real browser on the local
 * Content Lake: the review gate holds on a release (an unapproved post keeps "Run release" disabled; approved in the
 * release's view, the release publishes it), Scheduled Drafts refuse an unapproved draft, and a scheduled release is
 * published by the lake at its time and reaches readers. The release and its version are made through the lake's
 * Actions API, with the actions the Studio's release tool sends (`sanity.action.release.create`,
 * `sanity.action.document.version.create`); everything the gate decides is seen and done in the Studio.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { routes } from '@/lib/site/routes'
import type { ReviewedDocument } from '@/schemas/rules/review-workflow'
import { RELEASE_BLOCKED_BY_VALIDATION } from '@/studio/release-words'
import {
  approveAsSampleReviewer,
  putDocuments,
  readDataset,
  removeDocuments,
  type TestDocument,
} from '../support/e2e-dataset'
import { approveAsReviewer, untilMenuItem } from '../support/studio-review'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const LAKE = `http://127.0.0.1:${process.env.E2E_LAKE_PORT}/v2025-02-19`
const doc = (id: string) => readDataset().find((d) => d._id === id) as (TestDocument & ReviewedDocument) | undefined
const SEED_POST = 'blog-post-managing-stress-everyday'
// Each attempt (a retry, a repeat) makes its own posts and releases: the lake keeps what an earlier attempt left.
const RUN = Date.now().toString(36)
const attempt = () => `${RUN}${test.info().repeatEachIndex}x${test.info().retry}`
const made: string[] = []

// The medical reviewer approves in a Studio of their own (a second load).
test.describe.configure({ mode: 'serial', timeout: 270_000 })

/** Actions as the Studio sends them (its release tool and document store use the same endpoint). */
async function act(actions: unknown[]) {
  const response = await fetch(`${LAKE}/data/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  })
  if (!response.ok) throw new Error(`The lake refused ${JSON.stringify(actions)}: ${await response.text()}`)
}

/** A published post of our own (a copy of a seed post under a new id and slug), so no other spec sees it change. */
async function publishedPost(id: string, title: string) {
  const seed = doc(SEED_POST)!
  const { _rev, _updatedAt, _createdAt, ...content } = seed
  void _rev
  void _updatedAt
  void _createdAt
  await putDocuments([{ ...content, _id: id, title, slug: { _type: 'slug', current: id } }])
}

/** A release with one version of a post, made from the published post with `changes` on top. */
async function releaseWithVersion(releaseId: string, postId: string, metadata: object, changes: object) {
  const versionId = `versions.${releaseId}.${postId}`
  await act([
    { actionType: 'sanity.action.release.create', releaseId, metadata },
    { actionType: 'sanity.action.document.version.create', publishedId: postId, baseId: postId, versionId },
    { actionType: 'sanity.action.document.edit', draftId: versionId, publishedId: postId, patch: { set: changes } },
  ])
  return versionId
}

async function openStudio(page: Page, path: string) {
  await page.goto(routes.studioWithToken(TOKEN, path))
  await expect(page.getByTestId('local-dataset-banner')).toBeVisible({ timeout: 120_000 })
}

test.afterAll(async () => {
  await removeDocuments(made).catch(() => undefined)
})

test('a release publishes a medical post only once its version is approved', async ({ browser }) => {
  const RELEASE_POST = `e2e-release-post-${attempt()}`
  const GATE_RELEASE = `rGate${attempt()}`
  made.push(RELEASE_POST)
  await publishedPost(RELEASE_POST, 'Release check: managing stress')
  const title = 'Release check: managing stress, revised'
  const versionId = await releaseWithVersion(
    GATE_RELEASE,
    RELEASE_POST,
    { title: 'Gate check', releaseType: 'asap' },
    { title, 'review.status': 'inReview' },
  )
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()

  // The release tool validates each document: the unapproved post keeps "Run release" disabled.
  await openStudio(page, `releases/${GATE_RELEASE}`)
  const run = page.getByTestId('publish-all-button')
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 60_000 })
  await expect(run).toBeDisabled({ timeout: 30_000 })
  // Disabled for the validation error (not while validating, nor for want of permission), and its tooltip names the
  // medical review.
  await expect
    .poll(
      async () => {
        await run.hover({ force: true })
        return page.getByText(RELEASE_BLOCKED_BY_VALIDATION).first().isVisible()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  expect(doc(RELEASE_POST)?.title).toBe('Release check: managing stress')

  // The reviewer approves the release's version in the release's view of the post.
  await openStudio(page, `structure/blog;blogPost;${RELEASE_POST}?perspective=${GATE_RELEASE}`)
  await approveAsReviewer(page)
  await expect.poll(() => doc(versionId)?.review?.status, { timeout: 20_000 }).toBe('approved')

  // Now the release runs, and the approved text is what readers get.
  await openStudio(page, `releases/${GATE_RELEASE}`)
  await expect(run).toBeEnabled({ timeout: 60_000 })
  await run.click()
  await page.getByTestId('confirm-publish-dialog').getByRole('button', { name: 'Run release' }).click()
  await expect.poll(() => doc(RELEASE_POST)?.title, { timeout: 20_000 }).toBe(title)
  expect(doc(versionId)).toBeUndefined()
  await page.context().close()
})

test('Scheduled Drafts refuse an unapproved draft; a scheduled release goes out at its time', async ({
  browser,
  page: reader,
}) => {
  const SCHEDULED_POST = `e2e-scheduled-post-${attempt()}`
  const TIMED_RELEASE = `rTimed${attempt()}`
  made.push(SCHEDULED_POST, `drafts.${SCHEDULED_POST}`)
  await publishedPost(SCHEDULED_POST, 'Schedule check: managing stress')
  // An unapproved draft: "Schedule publish" is there, and disabled (the Studio checks validation errors first).
  await act([
    {
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${SCHEDULED_POST}`,
      publishedId: SCHEDULED_POST,
      patch: { set: { title: 'Schedule check: unreviewed', 'review.status': 'draft' } },
    },
  ])
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
  await openStudio(page, `structure/blog;blogPost;${SCHEDULED_POST}`)
  // The menu lists "Schedule publish" once the document's actions have loaded, and disables it once validation has run.
  const schedule = page.getByRole('menuitem', { name: 'Schedule publish' })
  await untilMenuItem(page, schedule, (item) => expect(item).toBeDisabled({ timeout: 5_000 }), 90_000)
  await page.keyboard.press('Escape')
  await page.context().close()

  // A release with a version the sample medical reviewer approved (as Approve leaves it), scheduled a few seconds
  // ahead, as the release tool's Schedule button sends it; the lake publishes it then, and the page readers see changes.
  const title = 'Schedule check: managing stress, on time'
  const versionId = await releaseWithVersion(
    TIMED_RELEASE,
    SCHEDULED_POST,
    { title: 'Timed', releaseType: 'scheduled' },
    { title, 'review.status': 'inReview' },
  )
  await approveAsSampleReviewer(doc(versionId)!, {
    status: 'approved',
    reviewerId: 'doctor-1',
    lastReviewed: '2026-11-26',
    nextReviewDue: '2027-11-26',
  })
  const publishAt = new Date(Date.now() + 3000).toISOString()
  await act([{ actionType: 'sanity.action.release.schedule', releaseId: TIMED_RELEASE, publishAt }])
  expect(doc(SCHEDULED_POST)?.title).toBe('Schedule check: managing stress')
  await expect.poll(() => doc(SCHEDULED_POST)?.title, { timeout: 15_000 }).toBe(title)
  await expect
    .poll(
      async () => {
        await reader.goto(routes.blogPost(SCHEDULED_POST))
        return reader.getByRole('heading', { level: 1 }).innerText()
      },
      { timeout: 20_000 },
    )
    .toBe(title)
})
