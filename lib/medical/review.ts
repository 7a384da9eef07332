/** What a page may say about its medical review. */

export type ReviewForReaders = {
  status?: string | null
  lastReviewed?: string | null
  reviewer?: { name?: string | null; isSample?: boolean | null } | null
} | null

/**
 * 'reviewed' only for a recorded, approved review by a real (non-sample) reviewer: only then may a page claim
 * "Medically reviewed". 'sample' is an approved review whose reviewer is a fictional sample profile (the seed's),
 * which a page must label as a sample; 'none' is anything else (no reviewer, no date, not approved).
 */
export type ReviewClaim = 'reviewed' | 'sample' | 'none'

export function reviewClaim(review: ReviewForReaders | undefined): ReviewClaim {
  if (review?.status !== 'approved' || !review.reviewer?.name || !review.lastReviewed) return 'none'
  return review.reviewer.isSample ? 'sample' : 'reviewed'
}
