import type { DocumentBadgeComponent } from 'sanity'
import { READING_LEVEL_TYPES, readingLevelSummary } from '../schemas/rules/reading-level'
import {
  changedSinceSubmitted,
  currentStatus,
  effectiveReview,
  rememberedFingerprint,
  reviewStatusTitles,
  type ReviewedDocument,
  type ReviewStatus,
} from '../schemas/rules/review-workflow'
import { TranslationBadge, TranslationBehindBadge } from './translation-badge'

/** Sample content (fictional doctors and testimonial authors, unmeasured figures) carries a visible badge until replaced. */
export const SampleContentBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const doc = (draft ?? published) as { isSample?: boolean } | null
  return doc?.isSample
    ? {
        label: 'Sample content',
        title: 'Sample content: replace with real, consenting people or sourced figures before launch',
        color: 'warning',
      }
    : null
}

const statusColors: Record<ReviewStatus, 'primary' | 'success' | 'warning' | 'danger' | undefined> = {
  draft: undefined,
  inReview: 'primary',
  changesRequested: 'danger',
  approved: 'success',
}

/**
 * The medical review status of the version on screen (an edit after approval shows as a draft again): in a release's
 * view, the release's version, which needs its own approval, as the review actions and the gate read it.
 */
export const ReviewStatusBadge: DocumentBadgeComponent = ({ draft, published, version }) => {
  const doc = (version ?? draft ?? published) as ReviewedDocument | null
  if (!doc) return null
  const { state, editedAfterApproval } = effectiveReview(
    doc,
    version || draft ? 'draft' : 'published',
    rememberedFingerprint,
  )
  const status = currentStatus(state)
  if (editedAfterApproval)
    return { label: 'Edited after approval', title: 'Submit it for a new medical review', color: 'warning' }
  if (changedSinceSubmitted(doc, rememberedFingerprint))
    return {
      label: 'In review, changed since submitted',
      title: 'Edited after it was sent for review: the reviewer approves the text as it is now',
      color: 'warning',
    }
  return {
    label: reviewStatusTitles[status],
    title: status === 'changesRequested' ? (state.changesRequested ?? undefined) : undefined,
    color: statusColors[status],
  }
}

/**
 * The reading level of the version on screen, always in view on guides, posts and information pages: "Grade 7.4",
 * green within the limit, amber above it (schemas/rules/reading-level.ts; the tooltip gives the card and key points too).
 */
export const ReadingLevelBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const summary = readingLevelSummary((draft ?? published) as Record<string, unknown> | null)
  if (!summary) return null
  return { label: summary.label, title: summary.title, color: summary.overLimit ? 'warning' : 'success' }
}

/**
 * The badges each document type gets beyond the built-in ones (plain data, so a unit test can check it). A reviewed
 * type that is translated also says where its translation stands (studio/translation-badge.tsx).
 */
export function documentBadges(
  schemaType: string,
  reviewedTypes: readonly string[],
  translatedTypes: readonly string[] = [],
) {
  return [
    ...(reviewedTypes.includes(schemaType) ? [ReviewStatusBadge] : []),
    ...(reviewedTypes.includes(schemaType) && translatedTypes.includes(schemaType)
      ? [TranslationBadge, TranslationBehindBadge]
      : []),
    ...((READING_LEVEL_TYPES as readonly string[]).includes(schemaType) ? [ReadingLevelBadge] : []),
    SampleContentBadge,
  ]
}
