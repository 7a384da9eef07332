/**
 * The fingerprint of an approved document, shared by the Studio's review workflow (stored at approval as
 * `review.approvedFingerprint`) and the site (a previewed draft claims its review only while it is the text the
 * reviewer approved). It covers the content and the approval's own terms (who reviewed it, when, and when the next
 * review is due), so changing the reviewer or a date after approval needs a new review just as an edit does.
 */

/**
 * Fields that are not content: system fields, the review (the review actions patch `review`; its terms are added
 * back by `approvalTerms`), and the old slugs Publish records (after approval, in the same publish).
 */
const NOT_CONTENT = new Set([
  '_id',
  '_rev',
  '_type',
  '_createdAt',
  '_updatedAt',
  '_originalId',
  '_system',
  'review',
  'previousSlugs',
])

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** A document's content fields: everything but system fields, the review and the recorded old slugs. */
export function contentOf(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key)))
}

type ReviewTerms = {
  reviewer?: { _ref?: string | null } | null
  lastReviewed?: string | null
  nextReviewDue?: string | null
}

/** The terms of a review that an approval vouches for: the reviewing doctor and the two dates readers rely on. */
function approvalTerms(review: unknown) {
  const terms = (review && typeof review === 'object' ? review : {}) as ReviewTerms
  return {
    reviewer: terms.reviewer?._ref ?? null,
    lastReviewed: terms.lastReviewed ?? null,
    nextReviewDue: terms.nextReviewDue ?? null,
  }
}

/**
 * A short, stable fingerprint of a document's content and its approval's terms (key order and system fields do not
 * matter; the review's status, comments and records do not count).
 */
export function contentFingerprint(doc: Record<string, unknown>): string {
  return fingerprintOf({ content: contentOf(doc), approval: approvalTerms(doc.review) })
}

/** A short, stable fingerprint of any JSON value (key order does not matter). */
export function fingerprintOf(value: unknown): string {
  const text = stableJson(value)
  // cyrb53: two 32-bit FNV-like lanes, 53 bits; a change detector, not a security boundary (editors can write).
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
