/**
 * The freshness guard: medical guidance changes, and a page that cites a newer source than its last review, whose
 * review date has passed, or whose text changed after it was reviewed, is one a reader should not trust blindly.
 * The Studio shows these as validation warnings on the document, the "Review overdue" list finds the same documents
 * with the GROQ filter below, and a unit check runs the guard over the seed. Dependency-free: the Studio bundles it.
 */

export type FreshnessInput = {
  /** The date the content last changed (condition guides and information pages carry it; posts do not). */
  lastUpdated?: string | null
  review?: { lastReviewed?: string | null; nextReviewDue?: string | null } | null
  references?: ReadonlyArray<{ year?: number | null; published?: string | null } | null> | null
}

export type FreshnessWarning = {
  code: 'review-overdue' | 'changed-after-review' | 'source-newer-than-review' | 'source-newer-than-update'
  message: string
}

/**
 * When a reference was published, as precisely as it says: "2025-08-14", "2025-08" or just "2025". Compared as
 * text with a YYYY-MM-DD date, a shorter prefix sorts first, so a source counts as newer than a date only when it
 * is from a later year, month or day than the date says: "2025-08" is newer than "2025-07-12", "2025" is not.
 */
function publishedOf(ref: { year?: number | null; published?: string | null } | null): string | null {
  if (ref?.published) return ref.published
  return typeof ref?.year === 'number' ? String(ref.year) : null
}

/** Every reason a document's medical content may be out of date on `today` (YYYY-MM-DD); none when it is fresh. */
export function freshnessWarnings(doc: FreshnessInput, today: string): FreshnessWarning[] {
  const warnings: FreshnessWarning[] = []
  const lastReviewed = doc.review?.lastReviewed ?? null
  const nextReviewDue = doc.review?.nextReviewDue ?? null
  const lastUpdated = doc.lastUpdated ?? null
  if (nextReviewDue && nextReviewDue < today)
    warnings.push({
      code: 'review-overdue',
      message: `The next medical review was due on ${nextReviewDue}: ask a reviewer to check the content against current guidance.`,
    })
  if (lastUpdated && lastReviewed && lastUpdated > lastReviewed)
    warnings.push({
      code: 'changed-after-review',
      message: `The content was updated on ${lastUpdated}, after its last medical review on ${lastReviewed}: it needs a new review.`,
    })
  const dates = (doc.references ?? []).map(publishedOf).filter((d): d is string => d !== null)
  const newest = dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null
  if (newest !== null && lastReviewed && newest > lastReviewed)
    warnings.push({
      code: 'source-newer-than-review',
      message: `A source from ${newest} is cited, but the last medical review was on ${lastReviewed}: the review must cover it.`,
    })
  if (newest !== null && lastUpdated && newest > lastUpdated)
    warnings.push({
      code: 'source-newer-than-update',
      message: `A source from ${newest} is cited, but "Last updated" says ${lastUpdated}: update the date readers see.`,
    })
  return warnings
}

/**
 * The same rules as a GROQ filter, for the Studio's "Review overdue" list (`$today` is YYYY-MM-DD), comparing
 * dates as text the same way; a test checks that it finds exactly what freshnessWarnings finds.
 */
export const staleContentFilter = [
  '(defined(review.nextReviewDue) && review.nextReviewDue < $today)',
  '(defined(lastUpdated) && defined(review.lastReviewed) && lastUpdated > review.lastReviewed)',
  'count(references[coalesce(published, string(year)) > ^.review.lastReviewed]) > 0',
  'count(references[coalesce(published, string(year)) > ^.lastUpdated]) > 0',
].join(' || ')
