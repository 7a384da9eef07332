/** What a page may say about its medical review. */
import { contentFingerprint } from './fingerprint'

export type ReviewForReaders = {
  status?: string | null
  lastReviewed?: string | null
  reviewer?: { name?: string | null; isSample?: boolean | null } | null
  /** The content fingerprint stored when the review was approved (studio/review-workflow.ts). */
  approvedFingerprint?: string | null
} | null

/**
 * 'reviewed' only for a recorded, approved review by a real (non-sample) reviewer: only then may a page claim
 * "Medically reviewed". 'sample' is an approved review whose reviewer is a fictional sample profile (the seed's),
 * which a page must label as a sample; 'draft' is a draft shown in preview that is not the text its reviewer
 * approved; 'none' is anything else (no reviewer, no date, not approved).
 */
export type ReviewClaim = 'reviewed' | 'sample' | 'draft' | 'none'

/**
 * The claim for the document a page shows. `draft` is the whole stored draft when the page shows one (preview):
 * a draft carries the review of the text it was copied from, so it keeps that claim only if its content still has
 * the fingerprint recorded at approval; any edit since makes it "Draft — not yet reviewed".
 */
export function reviewClaim(review: ReviewForReaders | undefined, draft?: Record<string, unknown> | null): ReviewClaim {
  const approved = review?.status === 'approved' && Boolean(review.reviewer?.name) && Boolean(review.lastReviewed)
  if (draft && !(approved && review?.approvedFingerprint === contentFingerprint(draft))) return 'draft'
  if (!approved) return 'none'
  return review?.reviewer?.isSample ? 'sample' : 'reviewed'
}
