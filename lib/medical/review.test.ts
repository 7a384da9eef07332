import { describe, expect, it } from 'vitest'
import { contentFingerprint } from './fingerprint'
import { reviewClaim } from './review'

const real = { name: 'Dr. Real Person', isSample: false }
const sample = { name: 'Dr. Sample', isSample: true }

describe('reviewClaim', () => {
  it('allows "Medically reviewed" only for an approved, dated review by a real reviewer', () => {
    expect(reviewClaim({ status: 'approved', lastReviewed: '2026-11-01', reviewer: real })).toBe('reviewed')
  })

  it('labels a review by a fictional sample profile as a sample', () => {
    expect(reviewClaim({ status: 'approved', lastReviewed: '2026-11-01', reviewer: sample })).toBe('sample')
  })

  it('claims nothing for a draft, a pending review, or a review without a reviewer or a date', () => {
    expect(reviewClaim({ status: 'inReview', lastReviewed: '2026-11-01', reviewer: real })).toBe('none')
    expect(reviewClaim({ status: 'approved', lastReviewed: null, reviewer: real })).toBe('none')
    expect(reviewClaim({ status: 'approved', lastReviewed: '2026-11-01', reviewer: null })).toBe('none')
    expect(reviewClaim(null)).toBe('none')
    expect(reviewClaim(undefined)).toBe('none')
  })

  it('says a previewed draft is not reviewed unless it is exactly the text the reviewer approved', () => {
    const draft = { _id: 'drafts.post', _type: 'blogPost', title: 'Sleep and blood pressure', body: ['text'] }
    const approvedNow = {
      status: 'approved',
      lastReviewed: '2026-11-01',
      reviewer: real,
      approvedFingerprint: contentFingerprint(draft),
    }
    expect(reviewClaim(approvedNow, draft)).toBe('reviewed')
    // The same review, carried over to a draft edited since (one word), no longer covers it.
    expect(reviewClaim(approvedNow, { ...draft, title: 'Sleep and high blood pressure' })).toBe('draft')
    // An approval recorded without a fingerprint cannot vouch for a draft either.
    expect(reviewClaim({ status: 'approved', lastReviewed: '2026-11-01', reviewer: real }, draft)).toBe('draft')
    expect(reviewClaim({ status: 'inReview', lastReviewed: null, reviewer: null }, draft)).toBe('draft')
  })

  it("ties a previewed draft's claim to its review's terms too, not only its text", () => {
    const terms = { reviewer: { _ref: 'doctor-1' }, lastReviewed: '2026-11-01', nextReviewDue: '2027-11-01' }
    const draft = { _id: 'drafts.post', _type: 'blogPost', title: 'Sleep', review: { status: 'approved', ...terms } }
    const approvedFingerprint = contentFingerprint(draft)
    const review = { status: 'approved', lastReviewed: '2026-11-01', reviewer: real, approvedFingerprint }
    // System fields and the review's own records do not count.
    const stored = {
      ...draft,
      _rev: 'x',
      _updatedAt: 'now',
      review: { ...draft.review, approvedBy: 'Ana', approvedFingerprint },
    }
    expect(reviewClaim(review, stored)).toBe('reviewed')
    // A next review date moved after approval is no longer what the reviewer approved.
    expect(reviewClaim(review, { ...stored, review: { ...stored.review, nextReviewDue: '2031-01-01' } })).toBe('draft')
  })
})
