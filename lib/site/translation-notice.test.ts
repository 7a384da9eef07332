import { describe, expect, it } from 'vitest'
import { translationIsBehind, translationState } from './translation-notice'

describe('a translation says what review it has had', () => {
  it('is unreviewed until a clinician approves it', () => {
    expect(translationState(undefined, '2026-01-01')).toBe('unreviewed')
    expect(translationState({ status: 'inReview' }, '2026-01-01')).toBe('unreviewed')
    expect(translationState({ status: 'approved' }, '2026-01-01')).toBe('unreviewed')
    // The seed's reviewers are fictional samples: a sample's approval is no clinician's review.
    const sample = { status: 'approved', lastReviewed: '2026-03-01', reviewer: { isSample: true } }
    expect(translationState(sample, '2026-01-01')).toBe('unreviewed')
  })
  it('is behind when the English source changed after the review', () => {
    const reviewer = { isSample: false }
    expect(translationState({ status: 'approved', lastReviewed: '2026-01-01', reviewer }, '2026-02-01')).toBe('behind')
    expect(translationState({ status: 'approved', lastReviewed: '2026-03-01', reviewer }, '2026-02-01')).toBe(
      'reviewed',
    )
    expect(translationState({ status: 'approved', lastReviewed: '2026-03-01', reviewer }, null)).toBe('reviewed')
  })
  it('says a translation is behind whoever reviewed it, so "not reviewed" can say it too', () => {
    const sample = { status: 'approved', lastReviewed: '2026-01-01', reviewer: { isSample: true } }
    expect(translationState(sample, '2026-02-01')).toBe('unreviewed')
    expect(translationIsBehind(sample, '2026-02-01')).toBe(true)
    expect(translationIsBehind(sample, '2026-01-01')).toBe(false)
    expect(translationIsBehind({ status: 'draft' }, '2026-02-01')).toBe(false)
  })
})
