/**
 * The review gate as a validation error, so it holds on every road the Studio publishes by. Sanity's Studio refuses
 * to publish a document with validation errors through the Publish button, a release (its Publish and Schedule
 * buttons stay disabled while a document in it has an error) and Scheduled Drafts ("Schedule publish" is disabled);
 * a document action guards only the button it wraps. So a medical document whose version is not approved, or was
 * changed after approval (its fingerprint no longer matches the approved one), carries an error until a reviewer
 * approves that exact version: Approve stores the fingerprint, and the error clears.
 *
 * Pure and synchronous: it reads only the document the Studio validates (a draft, a release version or the published
 * document, by its `_id`), so it runs in the Studio's validation and in unit tests alike.
 */
import { effectiveReview, rememberedFingerprint, type ReviewedDocument } from './review-workflow'

/** Which version of a document the Studio is validating: drafts and release versions need their own approval. */
export function versionKind(id: unknown): 'draft' | 'published' {
  const text = typeof id === 'string' ? id : ''
  return text.startsWith('drafts.') || text.startsWith('versions.') ? 'draft' : 'published'
}

export const NOT_APPROVED =
  'Not medically approved: submit it for review and have a reviewer approve this version. Until then it cannot be published, by Publish, a release or a schedule.'
export const EDITED_AFTER_APPROVAL =
  'Edited after approval (the content, the reviewer or a review date changed): it needs a new medical review before it can be published, by Publish, a release or a schedule.'

/**
 * Fields the Studio adds to a document it validates that are not the document: the release tool validates each
 * version with whether its published and draft versions exist (sanity's useBundleDocuments). They are never stored,
 * so they never count in the content an approval covers.
 */
const VALIDATION_ONLY_FIELDS = ['publishedDocumentExists', 'draftDocumentExists']

/** The gate's error for a document version, or null when it is the version a reviewer approved. */
export function approvalGateError(validated: ReviewedDocument | null | undefined): string | null {
  if (!validated) return null
  const doc = Object.fromEntries(
    Object.entries(validated).filter(([key]) => !VALIDATION_ONLY_FIELDS.includes(key)),
  ) as ReviewedDocument
  const { state, editedAfterApproval } = effectiveReview(doc, versionKind(doc._id), (version) =>
    rememberedFingerprint(version, validated),
  )
  if (state.status === 'approved') return null
  return editedAfterApproval ? EDITED_AFTER_APPROVAL : NOT_APPROVED
}

/** The `review` field's rule: the gate's error on the document being validated (`context.document`). */
export function approvalGateRule(_value: unknown, context: { document?: unknown }): true | string {
  return approvalGateError(context.document as ReviewedDocument | undefined) ?? true
}
