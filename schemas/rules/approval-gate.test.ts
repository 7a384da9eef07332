import { readFileSync } from 'node:fs'
import type { Source } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { SEED_DATASET_PATH } from '@/lib/defaults'
import { offlineStudioSource, studioMarkers } from '@/tests/support/offline-studio'
import { reviewedTypes } from '@/studio/structure-groups'
import { approvalGateError, approvalGateRule, EDITED_AFTER_APPROVAL, NOT_APPROVED } from './approval-gate'
import { approvalFingerprint, transition, type ReviewedDocument, type ReviewState } from './review-workflow'

const post = (id: string, extra: Record<string, unknown> = {}): ReviewedDocument => ({
  _id: id,
  _type: 'blogPost',
  title: 'Eating well with diabetes',
  body: [{ _type: 'block', children: [{ _type: 'span', text: 'Fill half your plate with vegetables.' }] }],
  ...extra,
})

/** The document as Approve leaves it: approved, with the fingerprint of the version approved. */
function approved(doc: ReviewedDocument): ReviewedDocument {
  const result = transition({ status: 'inReview' }, { type: 'approve', reviewerId: 'doctor-1', today: '2026-11-26' })
  if (!result.ok) throw new Error(result.reason)
  const state: ReviewState = result.state
  const review = {
    status: 'approved',
    reviewer: { _type: 'reference', _ref: state.reviewerId },
    lastReviewed: state.lastReviewed,
    nextReviewDue: state.nextReviewDue,
  }
  return { ...doc, review: { ...review, approvedFingerprint: approvalFingerprint(doc, state) } }
}

describe('the review gate as a validation error', () => {
  it('stops a draft that was never approved, or is still waiting for the reviewer', () => {
    expect(approvalGateError(post('drafts.p1'))).toBe(NOT_APPROVED)
    expect(approvalGateError(post('drafts.p1', { review: { status: 'inReview' } }))).toBe(NOT_APPROVED)
    expect(approvalGateError(post('drafts.p1', { review: { status: 'changesRequested' } }))).toBe(NOT_APPROVED)
  })

  it('lets the approved version through: Approve clears the error', () => {
    expect(approvalGateError(approved(post('drafts.p1')))).toBeNull()
    expect(approvalGateRule(undefined, { document: approved(post('drafts.p1')) })).toBe(true)
    expect(approvalGateRule(undefined, { document: post('drafts.p1') })).toBe(NOT_APPROVED)
  })

  it('stops a version edited after approval: its text, its reviewer or a review date', () => {
    const ok = approved(post('drafts.p1'))
    expect(approvalGateError({ ...ok, title: 'Eating well with diabetes, revised' })).toBe(EDITED_AFTER_APPROVAL)
    const review = ok.review!
    expect(approvalGateError({ ...ok, review: { ...review, nextReviewDue: '2031-01-01' } })).toBe(EDITED_AFTER_APPROVAL)
    expect(approvalGateError({ ...ok, review: { ...review, reviewer: { _ref: 'doctor-2' } } })).toBe(
      EDITED_AFTER_APPROVAL,
    )
  })

  it('holds for a release version as for a draft: the approved copy passes, a status without a fingerprint does not', () => {
    const copied = approved(post('drafts.p1'))
    expect(approvalGateError({ ...copied, _id: 'versions.rLaunch.p1' })).toBeNull()
    // The release tool validates each version with two flags of its own beside the document's fields.
    const inReleaseTool = {
      ...copied,
      _id: 'versions.rLaunch.p1',
      publishedDocumentExists: true,
      draftDocumentExists: false,
    }
    expect(approvalGateError(inReleaseTool)).toBeNull()
    const claimed = post('versions.rLaunch.p1', { review: { status: 'approved' } })
    expect(approvalGateError(claimed)).toBe(EDITED_AFTER_APPROVAL)
  })

  it('passes every medical document of the seed as published (each approval with the fingerprint of its text)', () => {
    const docs = readFileSync(SEED_DATASET_PATH, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReviewedDocument & { _type: string })
      .filter((doc) => reviewedTypes.includes(doc._type))
    expect(docs.length).toBeGreaterThan(10)
    expect(docs.filter((doc) => approvalGateError(doc)).map((doc) => doc._id)).toEqual([])
  })
})

describe('the review gate in the Studio’s own validation (as the document pane and the release tool run it)', () => {
  let source: Source
  beforeAll(async () => {
    source = await offlineStudioSource()
  }, 120_000)
  const errors = async (doc: Record<string, unknown>) =>
    (await studioMarkers(source, doc)).filter((m) => m.level === 'error').map((m) => m.message)

  it('is an error on an unapproved draft or release version of every medical type, and none once approved', async () => {
    const seed = seedDocuments()
    for (const type of reviewedTypes) {
      const published = seed.find((d) => d._type === type) as ReviewedDocument
      const id = String(published._id)
      const draft = { ...published, _id: `drafts.${id}`, review: { status: 'inReview' } }
      expect(await errors(draft), type).toContain(NOT_APPROVED)
      expect(await errors({ ...draft, _id: `versions.rLaunch.${id}` }), type).toContain(NOT_APPROVED)
      const ok = approved({ ...published, _id: `drafts.${id}` })
      expect(await errors(ok), type).not.toContain(NOT_APPROVED)
      expect(await errors({ ...ok, _id: `versions.rLaunch.${id}` }), type).toEqual(await errors(ok))
      expect(await errors({ ...ok, lastUpdated: '2031-01-01' }), type).toContain(EDITED_AFTER_APPROVAL)
    }
  }, 120_000)
})
