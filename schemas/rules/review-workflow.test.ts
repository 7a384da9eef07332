import { describe, expect, it } from 'vitest'
import {
  addMonths,
  contentFingerprint,
  currentStatus,
  effectiveReview,
  isReviewOverdue,
  publishBlocker,
  reviewPatch,
  reviewStateOf,
  transition,
  type ReviewState,
} from '@/schemas/rules/review-workflow'

const at = (status: ReviewState['status'], extra: ReviewState = {}): ReviewState => ({ status, ...extra })
const ok = (result: ReturnType<typeof transition>) => {
  if (!result.ok) throw new Error(`expected a transition, got: ${result.reason}`)
  return result.state
}
const refused = (result: ReturnType<typeof transition>) => (result.ok ? null : result.reason)

describe('submit for review', () => {
  it('moves a draft or a document with requested changes into review', () => {
    expect(ok(transition(at('draft'), { type: 'submit' })).status).toBe('inReview')
    expect(ok(transition(at('changesRequested'), { type: 'submit' })).status).toBe('inReview')
    expect(ok(transition(null, { type: 'submit' })).status).toBe('inReview')
  })
  it('refuses twice, and refuses an approved document', () => {
    expect(refused(transition(at('inReview'), { type: 'submit' }))).toMatch(/already waiting/)
    expect(refused(transition(at('approved'), { type: 'submit' }))).toMatch(/already approved/)
  })
})

describe('request changes', () => {
  it('sends a document in review back with the comment', () => {
    const state = ok(transition(at('inReview'), { type: 'requestChanges', comment: '  Cite NG28 2026.  ' }))
    expect(state).toMatchObject({ status: 'changesRequested', changesRequested: 'Cite NG28 2026.' })
  })
  it('needs a comment of sensible length', () => {
    expect(refused(transition(at('inReview'), { type: 'requestChanges', comment: '   ' }))).toMatch(/required/)
    expect(refused(transition(at('inReview'), { type: 'requestChanges', comment: 'x'.repeat(1001) }))).toMatch(
      /under 1000/,
    )
  })
  it('refuses outside review', () => {
    for (const status of ['draft', 'changesRequested', 'approved'] as const)
      expect(refused(transition(at(status), { type: 'requestChanges', comment: 'Fix it' }))).toMatch(/Only a document/)
  })
})

describe('approve', () => {
  it('records the reviewer and the date, and schedules the next review 12 months later', () => {
    const state = ok(
      transition(at('inReview', { changesRequested: 'old' }), {
        type: 'approve',
        reviewerId: 'doctor-2',
        today: '2026-11-22',
      }),
    )
    expect(state).toEqual({
      status: 'approved',
      reviewerId: 'doctor-2',
      lastReviewed: '2026-11-22',
      nextReviewDue: '2027-11-22',
      changesRequested: null,
    })
  })
  it('keeps a next-review date the reviewer chose, if it is after today', () => {
    const approve = { type: 'approve' as const, reviewerId: 'doctor-1', today: '2026-11-22' }
    expect(ok(transition(at('inReview'), { ...approve, nextReviewDue: '2027-05-01' })).nextReviewDue).toBe('2027-05-01')
    expect(refused(transition(at('inReview'), { ...approve, nextReviewDue: '2026-11-22' }))).toMatch(/after today/)
  })
  it('refuses without a reviewer or a date, and outside review', () => {
    expect(refused(transition(at('inReview'), { type: 'approve', reviewerId: '', today: '2026-11-22' }))).toMatch(
      /named medical reviewer/,
    )
    expect(refused(transition(at('inReview'), { type: 'approve', reviewerId: 'd', today: 'today' }))).toMatch(/date/)
    for (const status of ['draft', 'changesRequested', 'approved'] as const)
      expect(refused(transition(at(status), { type: 'approve', reviewerId: 'd', today: '2026-11-22' }))).toMatch(
        /Only a document/,
      )
  })
})

describe('edits', () => {
  it('send an approved document back to draft, and leave other states alone', () => {
    expect(ok(transition(at('approved', { lastReviewed: '2026-01-01' }), { type: 'edit' }))).toMatchObject({
      status: 'draft',
      lastReviewed: '2026-01-01',
    })
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(ok(transition(at(status), { type: 'edit' })).status).toBe(status)
  })
})

describe('publish gate', () => {
  it('opens only for an approved, valid document', () => {
    expect(publishBlocker(at('approved'), 0)).toBeNull()
    expect(publishBlocker(at('approved'), 2)).toMatch(/validation errors/)
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(publishBlocker(at(status), 0)).toMatch(/medical approval/)
    expect(publishBlocker(undefined, 0)).toMatch(/medical approval/)
  })
})

describe('helpers', () => {
  it('adds months to calendar dates, clamping to the end of the month', () => {
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(() => addMonths('22/11/2026', 12)).toThrow(/Not a date/)
  })
  it('reads unknown statuses as draft and tells an overdue review', () => {
    expect(currentStatus({ status: 'weird' as never })).toBe('draft')
    expect(isReviewOverdue({ nextReviewDue: '2026-11-21' }, '2026-11-22')).toBe(true)
    expect(isReviewOverdue({ nextReviewDue: '2026-11-22' }, '2026-11-22')).toBe(false)
    expect(isReviewOverdue({}, '2026-11-22')).toBe(false)
  })
})

describe('edits after approval', () => {
  const doc = (extra: Record<string, unknown> = {}) => ({
    _id: 'drafts.post',
    _rev: 'a',
    _updatedAt: '2026-11-20T10:00:00Z',
    _type: 'blogPost',
    title: 'Sleep and blood pressure',
    body: [{ _type: 'block', children: [{ text: 'Sleep matters.' }] }],
    ...extra,
  })

  it('fingerprints content only: key order, system fields and the review do not count', () => {
    const a = doc()
    const b = { review: { status: 'inReview' }, _rev: 'b', body: a.body, title: a.title, _type: 'blogPost', _id: 'x' }
    expect(contentFingerprint(b)).toBe(contentFingerprint(a))
    expect(contentFingerprint(doc({ title: 'Sleep and blood pressure.' }))).not.toBe(contentFingerprint(a))
    expect(contentFingerprint(doc({ body: [{ _type: 'block', children: [{ text: 'Sleep matters!' }] }] }))).not.toBe(
      contentFingerprint(a),
    )
  })

  it('keeps an approval while the content is what was approved, and turns it into a draft after an edit', () => {
    const approved = { status: 'approved', approvedFingerprint: contentFingerprint(doc()) }
    expect(effectiveReview(doc({ review: approved }), 'draft')).toMatchObject({
      state: { status: 'approved' },
      editedAfterApproval: false,
    })
    expect(effectiveReview(doc({ title: 'Edited', review: approved }), 'draft')).toMatchObject({
      state: { status: 'draft' },
      editedAfterApproval: true,
    })
  })

  it('trusts an approval without fingerprint on the published version only (content approved before fingerprints)', () => {
    expect(effectiveReview(doc({ review: { status: 'approved' } }), 'published').state.status).toBe('approved')
    expect(effectiveReview(doc({ review: { status: 'approved' } }), 'draft').state.status).toBe('draft')
  })

  it('leaves the other statuses as stored', () => {
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(effectiveReview(doc({ review: { status } }), 'draft').state.status).toBe(status)
    expect(effectiveReview(null, 'draft').state.status).toBe('draft')
  })

  it('reads the stored review (reviewer reference) and writes patches back', () => {
    expect(reviewStateOf({ status: 'bogus', reviewer: { _ref: 'doctor-2' } })).toMatchObject({
      status: 'draft',
      reviewerId: 'doctor-2',
    })
    expect(reviewPatch({ status: 'inReview' })).toEqual({ set: { 'review.status': 'inReview' }, unset: [] })
    expect(reviewPatch({ status: 'changesRequested', changesRequested: 'Add sources' })).toEqual({
      set: { 'review.status': 'changesRequested', 'review.changesRequested': 'Add sources' },
      unset: [],
    })
    const approved = reviewPatch(
      { status: 'approved', reviewerId: 'doctor-1', lastReviewed: '2026-11-22', nextReviewDue: '2027-11-22' },
      { approvedBy: 'Ana', fingerprint: 'abc' },
    )
    expect(approved).toEqual({
      set: {
        'review.status': 'approved',
        'review.reviewer': { _type: 'reference', _ref: 'doctor-1' },
        'review.lastReviewed': '2026-11-22',
        'review.nextReviewDue': '2027-11-22',
        'review.approvedBy': 'Ana',
        'review.approvedFingerprint': 'abc',
      },
      unset: ['review.changesRequested'],
    })
  })
})
