/** What a page may say about its medical review. */
import { contentFingerprint } from './fingerprint'

export type ReviewForReaders = {
  status?: string | null
  lastReviewed?: string | null
  reviewer?: { name?: string | null; isSample?: boolean | null } | null
  /** The content fingerprint stored when the review was approved (schemas/rules/review-workflow.ts). */
  approvedFingerprint?: string | null
} | null

/**
 * 'reviewed' only for a recorded, approved review by a real (non-sample) reviewer: only then may a page claim
 * "Medically reviewed". 'sample' is an approved review whose reviewer is a fictional sample profile (the seed's),
 * which a page must label as a sample; 'draft' is a draft shown in preview that is not the text its reviewer
 * approved; 'changed' is a real review of an older text (the page changed after it, `lastUpdated` later than
 * `lastReviewed`), which may not be shown as "Medically reviewed"; 'none' is anything else (no reviewer, no date,
 * not approved).
 */
export type ReviewClaim = 'reviewed' | 'changed' | 'sample' | 'draft' | 'none'

/**
 * The claim for the document a page shows. `draft` is the whole stored draft when the page shows one (preview):
 * a draft carries the review of the text it was copied from, so it keeps that claim only if its content still has
 * the fingerprint recorded at approval; any edit since makes it "Draft — not yet reviewed".
 */
export function reviewClaim(
  review: ReviewForReaders | undefined,
  draft?: Record<string, unknown> | null,
  lastUpdated?: string | null,
): ReviewClaim {
  const approved = review?.status === 'approved' && Boolean(review.reviewer?.name) && Boolean(review.lastReviewed)
  if (draft && !(approved && review?.approvedFingerprint === contentFingerprint(draft))) return 'draft'
  if (!approved) return 'none'
  if (review?.reviewer?.isSample) return 'sample'
  return changedAfterReview(lastUpdated, review?.lastReviewed) ? 'changed' : 'reviewed'
}

/**
 * Whether the text changed after its last medical review (both calendar dates, YYYY-MM-DD; compared by day so a
 * timestamp and a date agree). The same rule as the Studio's freshness guard ("changed-after-review").
 */
export function changedAfterReview(lastUpdated?: string | null, lastReviewed?: string | null): boolean {
  const day = (value?: string | null) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)
  const updated = day(lastUpdated)
  const reviewed = day(lastReviewed)
  return updated !== null && reviewed !== null && updated > reviewed
}

/** A medical document as stored (the raw published document the site reads to check it). */
export type StoredMedicalDocument = Record<string, unknown> & {
  review?: {
    status?: string | null
    reviewer?: { _ref?: string | null } | null
    lastReviewed?: string | null
    approvedFingerprint?: string | null
  } | null
}

/**
 * Whether readers may be shown this published version of a medical document: its review is approved, names a
 * reviewer and a date, and vouches for this very text (the fingerprint stored at approval matches it). An approval
 * without a fingerprint vouches for no text: a record written around the review (a script, an import) that says
 * "approved" is not enough. Every approval the Studio records has one, and so has the seed's.
 */
export function isApprovedForReaders(doc: StoredMedicalDocument | null | undefined): boolean {
  const review = doc?.review
  if (!doc || review?.status !== 'approved' || !review.reviewer?._ref || !review.lastReviewed) return false
  return Boolean(review.approvedFingerprint) && review.approvedFingerprint === contentFingerprint(doc)
}
