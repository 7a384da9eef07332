import { describe, expect, it } from 'vitest'
import {
  addMonths,
  currentStatus,
  isReviewOverdue,
  publishBlocker,
  transition,
  type ReviewState,
} from '@/lib/review-workflow'

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
