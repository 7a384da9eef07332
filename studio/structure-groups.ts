import type { SortOrderingItem } from 'sanity'
/**
 * How the Studio's content list is grouped, as plain data (unit-tested: every document type is placed once).
 * Singletons open straight into their one document; any type not placed here still appears under "Other".
 */
export type StructureGroup = { id: string; title: string; types: string[] }

export const structureGroups: StructureGroup[] = [
  { id: 'conditions', title: 'Condition articles', types: ['conditionArticle'] },
  { id: 'blog', title: 'Blog', types: ['blogPost', 'blogCategory'] },
  { id: 'people', title: 'People', types: ['doctor'] },
  {
    id: 'home',
    title: 'Home page',
    types: ['landingPage', 'heroSlide', 'stat', 'pillar', 'landingTestimonial', 'featureCard'],
  },
  {
    id: 'consultation',
    title: 'Consultation and contact',
    types: ['consultationPage', 'trustPoint', 'bookingTestimonial', 'faqItem'],
  },
  {
    id: 'pages',
    title: 'Pages',
    types: [
      'pageCopy',
      'interfaceText',
      'infoPage',
      'resourcesPage',
      'resourceTopic',
      'emergencyContact',
      'toolCard',
      'screeningPage',
      'screeningCard',
    ],
  },
]

/**
 * The document types that carry a medical review (the review lists and the review gate apply to them): guides, posts,
 * and Search settings, whose crisis cards are the emergency help a search shows first.
 */
export const reviewedTypes = ['conditionArticle', 'blogPost', 'searchSettings', 'interfaceText']

/**
 * The ways a document waits for a medical reviewer, as GROQ. The Studio's lists run in the drafts perspective, so
 * each document is seen once, as its draft when it has one (`_originalId` names the draft; a listener sees the raw
 * draft, whose `_id` does).
 */
const isDraft = '(_id in path("drafts.**") || _originalId in path("drafts.**"))'
export const waitingForReviewer = [
  // Never reviewed, or submitted ("draft", "inReview", or no status yet); changes requested wait for the editor.
  '!(review.status in ["approved", "changesRequested"])',
  // Edited after approval: a draft changed by any revision but the one the approval wrote (review.approvedRev).
  `(review.status == "approved" && ${isDraft} && _rev != review.approvedRev)`,
  // The freshness guard's "needs a new review" (schemas/rules/freshness.ts): changed after review, or citing a
  // source newer than the review.
  '(defined(lastUpdated) && defined(review.lastReviewed) && lastUpdated > review.lastReviewed)',
  'count(references[coalesce(published, string(year)) > ^.review.lastReviewed]) > 0',
].join(' || ')

/** GROQ filters for the editorial lists; `$today` is the date (YYYY-MM-DD) in the editor's browser. */
export const reviewLists = {
  // What a reviewer acts on now: sent to review by an editor.
  submitted: `_type in $types && review.status == "inReview"`,
  // What waits for an editor to send it: never reviewed, edited after approval, or stale; not yet submitted.
  needsReview: `_type in $types && review.status != "inReview" && (${waitingForReviewer})`,
  // Only what is past its next review date (the version on screen: a draft approved today is not overdue).
  overdue: `_type in $types && defined(review.nextReviewDue) && review.nextReviewDue < $today`,
  recentlyPublished: `_type in $types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`,
}

/**
 * The order a type's list opens in: its first schema ordering, which is the order the site shows its documents in
 * (guides by menu order, posts newest first). Sanity's own default is "last edited first", under which a guide an
 * editor has just changed jumps to the top of the list and the others shift under their cursor.
 */
export function listOrdering(schemaType: { orderings?: Array<{ by: SortOrderingItem[] }> } | undefined) {
  return schemaType?.orderings?.[0]?.by
}
