import { describe, expect, it } from 'vitest'
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
})
