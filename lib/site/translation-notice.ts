/**
 * What a Spanish page says about its translation: not yet reviewed by a clinician until a review by a real clinician
 * (not a sample profile) is recorded on the Spanish document, and behind when its English source changed after it.
 */
export type TranslationState = 'unreviewed' | 'behind' | 'reviewed'

type Review =
  | { status?: string | null; lastReviewed?: string | null; reviewer?: { isSample?: boolean | null } | null }
  | null
  | undefined

export function translationState(review: Review, sourceLastUpdated: string | null | undefined): TranslationState {
  if (review?.status !== 'approved' || !review.lastReviewed || !review.reviewer || review.reviewer.isSample)
    return 'unreviewed'
  if (sourceLastUpdated && sourceLastUpdated.slice(0, 10) > review.lastReviewed.slice(0, 10)) return 'behind'
  return 'reviewed'
}
