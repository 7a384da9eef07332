/**
 * What a Spanish page says about its translation: not yet reviewed by a clinician until a review by a real clinician
 * (not a sample profile) is recorded on the Spanish document, and behind when its English source changed after it.
 * A translation can be both (reviewed by a sample profile, then its source changed): `translationIsBehind` says so
 * whoever reviewed it, so that the page and the Studio say it beside "not reviewed".
 */
export type TranslationState = 'unreviewed' | 'behind' | 'reviewed'

type Review =
  | { status?: string | null; lastReviewed?: string | null; reviewer?: { isSample?: boolean | null } | null }
  | null
  | undefined

export function translationState(review: Review, sourceLastUpdated: string | null | undefined): TranslationState {
  if (review?.status !== 'approved' || !review.lastReviewed || !review.reviewer || review.reviewer.isSample)
    return 'unreviewed'
  if (translationIsBehind(review, sourceLastUpdated)) return 'behind'
  return 'reviewed'
}

/** Whether the English source changed after the translation's last review, whether or not that review counts. */
export function translationIsBehind(review: Review, sourceLastUpdated: string | null | undefined): boolean {
  return Boolean(
    review?.lastReviewed && sourceLastUpdated && sourceLastUpdated.slice(0, 10) > review.lastReviewed.slice(0, 10),
  )
}
