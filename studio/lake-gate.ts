/**
 * This site's rules for the local Content Lake, which knows none of its document types: the publish gate every write
 * is checked against (`LAKE_PUBLISH_GATE`, set by scripts/start.mts) and the sample people the seed makes on first
 * start. The gate is the medical review of the Studio (schemas/rules/review-workflow.ts) seen from the lake: a
 * reviewed type is published only as a version a medical reviewer approved, and the approval is recorded only by a
 * medical reviewer, naming themselves, of a text someone else last changed (packages/local-lake/gate.ts).
 */
import type { PublishGate, SeedUser } from '@health-site/local-lake'
import { contentOf, fingerprintOf } from '../lib/medical/fingerprint'
import { effectiveReview, MEDICAL_REVIEWER_ROLE, type ReviewedDocument } from '../schemas/rules/review-workflow'
import { reviewedTypes } from './structure-groups'

export { MEDICAL_REVIEWER_ROLE }

/** The people the seed adds beside the administrator: fictional, and named as samples wherever they show. */
export const SAMPLE_USERS: SeedUser[] = [
  { id: 'p-sample-editor', name: 'Alex Morgan (sample editor)', role: 'editor' },
  { id: 'p-sample-reviewer', name: 'Dr. Sofia Reyes (sample medical reviewer)', role: MEDICAL_REVIEWER_ROLE },
]

export const publishGate: PublishGate = {
  covers: (doc) => reviewedTypes.includes(doc._type),
  // Only an approval whose fingerprint matches this very version counts, on a draft, a release version or a
  // published document alike, recorded by a user (`approvedBy`): the seed's approvals name no user, so they count for
  // readers, not for a new write.
  approval: (doc) => {
    const review = (doc as ReviewedDocument).review
    const { state } = effectiveReview(doc as ReviewedDocument, 'draft')
    if (state.status !== 'approved' || !review?.approvedBy || !review.approvedFingerprint) return null
    return {
      by: review.approvedBy,
      key: JSON.stringify([review.approvedBy, review.approvedFingerprint, review.approvedRev ?? null]),
    }
  },
  // The text readers read: not the review record, nor "Last updated", which Approve itself may set.
  contentKey: (doc) => {
    const { lastUpdated: _date, ...text } = contentOf(doc)
    void _date
    return fingerprintOf(text)
  },
  approverRoles: [MEDICAL_REVIEWER_ROLE],
  approvalName: 'medical approval',
}
