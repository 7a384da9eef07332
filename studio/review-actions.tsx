/**
 * The medical review gate in the Studio: Submit for review, Request changes, Approve, and a Publish that waits for
 * approval. Each action is a thin wrapper: it reads the document, asks schemas/rules/review-workflow.ts whether and how the
 * state changes, and patches `review.*`. No rule lives here.
 *
 * Approve writes with its own transaction id, which becomes the draft's `_rev` and is kept as `review.approvedRev`:
 * the "Needs medical review" list (a GROQ filter, which cannot compute a fingerprint) finds a draft changed after
 * its approval by a revision other than the one the approval wrote. Request changes also writes the request to the
 * published document's record, so discarding the draft does not lose it.
 */
import type { Mutation } from '@sanity/client'
import { Button, Flex, Select, Stack, Text, TextArea, TextInput } from '@sanity/ui'
import { useEffect, useState } from 'react'
import {
  useClient,
  useCurrentUser,
  useDocumentOperation,
  useValidationStatus,
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityDocument,
} from 'sanity'
import {
  addMonths,
  approvalFingerprint,
  effectiveReview,
  lastUpdatedOnApproval,
  MAX_COMMENT_LENGTH,
  publishBlocker,
  reviewPatch,
  transition,
  withChangeRequest,
  type ReviewedDocument,
  type ReviewEvent,
  type ReviewPatchExtra,
  type ReviewState,
  type TriageFlag,
} from '../schemas/rules/review-workflow'
import { documentTriageFlags } from '../schemas/rules/triage'
import type { ReviewerOptionsQueryResult } from '../sanity.types'
import { reviewerOptionsQuery } from '../lib/content/queries'
import { reviewChecklist, type ChecklistLine } from './review-checklist'
import { studioApiVersion } from './env'

/** The editor's calendar date, YYYY-MM-DD. */
export const localToday = () => new Date().toLocaleDateString('en-CA')

/**
 * The version the editor is looking at: a release's version in a release's view (it needs its own approval, as the
 * review gate's validation asks: schemas/rules/approval-gate.ts), else the draft when there is one.
 */
function current(
  props: Pick<DocumentActionProps, 'draft' | 'published'> & Partial<Pick<DocumentActionProps, 'version'>>,
) {
  const doc = (props.version ?? props.draft ?? props.published) as ReviewedDocument | null
  return { doc, ...effectiveReview(doc, props.version || props.draft ? 'draft' : 'published') }
}

/** Applies a review event through the state machine and patches the document (creating its draft if needed). */
function useReviewPatch(props: DocumentActionProps) {
  // In a release's view, the release's version of the document (Submit and Request changes patch what is on screen).
  const { patch } = useDocumentOperation(props.id, props.type, props.version ? props.release : undefined)
  return (state: ReviewState | null, event: ReviewEvent, extra?: ReviewPatchExtra) => {
    const result = transition(state, event)
    if (!result.ok) return result.reason
    const { set, unset } = reviewPatch(result.state, extra)
    patch.execute(unset.length ? [{ set }, { unset }] : [{ set }])
    return null
  }
}

export const SubmitForReviewAction: DocumentActionComponent = (props) => {
  const apply = useReviewPatch(props)
  const { state, doc } = current(props)
  const check = transition(state, { type: 'submit' })
  return {
    label: 'Submit for review',
    title: check.ok ? 'Ask a medical reviewer to check this version' : check.reason,
    disabled: !doc || !check.ok,
    tone: 'primary',
    onHandle: () => {
      apply(state, { type: 'submit' })
      props.onComplete()
    },
  }
}
SubmitForReviewAction.displayName = 'SubmitForReviewAction'

function RequestChangesForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (comment: string) => string | null
  onCancel: () => void
}) {
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <Text as="label" htmlFor="review-comment" weight="semibold" size={1}>
          What needs to change?
        </Text>
        <TextArea
          id="review-comment"
          rows={5}
          value={comment}
          maxLength={MAX_COMMENT_LENGTH + 1}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {error ? (
          <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color, #b00020)' }} role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancel" onClick={onCancel} />
        <Button tone="caution" text="Send back to the editor" onClick={() => setError(onSubmit(comment))} />
      </Flex>
    </Stack>
  )
}

/** Who is signed in, as the review record names them. */
function useReviewerName() {
  const user = useCurrentUser()
  return user?.name || user?.email || user?.id
}

export const RequestChangesAction: DocumentActionComponent = (props) => {
  const apply = useReviewPatch(props)
  const client = useClient({ apiVersion: studioApiVersion })
  const requestedBy = useReviewerName()
  const [open, setOpen] = useState(false)
  const { state, doc } = current(props)
  const allowed = state.status === 'inReview'
  return {
    label: 'Request changes',
    title: allowed
      ? 'Send it back to the editor with a comment'
      : 'Only a document in medical review can be sent back.',
    disabled: !doc || !allowed,
    tone: 'caution',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Request changes',
      onClose: () => setOpen(false),
      content: (
        <RequestChangesForm
          onCancel={() => setOpen(false)}
          onSubmit={(comment) => {
            const published = props.published as ReviewedDocument | null
            const changeRequests = withChangeRequest(
              { comment: comment.trim(), requestedBy, requestedAt: new Date().toISOString() },
              doc?.review?.changeRequests,
              published?.review?.changeRequests,
            )
            const problem = apply(state, { type: 'requestChanges', comment }, { changeRequests })
            if (problem) return problem
            if (published?._id)
              void client
                .mutate([{ patch: { id: String(published._id), set: { 'review.changeRequests': changeRequests } } }])
                .catch(() => undefined) // the draft holds the request either way; the copy is for a discarded draft
            setOpen(false)
            return null
          }}
        />
      ),
    },
  }
}
RequestChangesAction.displayName = 'RequestChangesAction'

type DoctorOption = ReviewerOptionsQueryResult[number]

/** The guards' warnings on the version under review, listed where the reviewer approves (none: a line says so). */
export function ReviewChecklist({ lines }: { lines: ChecklistLine[] }) {
  return (
    <Stack gap={2} as="section" aria-labelledby="review-checklist-heading">
      <Text as="h3" id="review-checklist-heading" weight="semibold" size={1}>
        Before you approve
      </Text>
      {lines.length === 0 ? (
        <Text size={1}>Freshness and reading level: nothing flagged.</Text>
      ) : (
        <Stack as="ul" gap={2} style={{ paddingLeft: '1.25em', margin: 0 }}>
          {lines.map((line) => (
            <Text as="li" key={line.code} size={1} style={{ listStyle: 'disc' }}>
              <strong>
                {line.kind === 'freshness' ? 'Freshness: ' : line.kind === 'triage' ? 'Triage: ' : 'Reading level: '}
              </strong>
              {line.message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** The triage contradictions the reviewer must override with a reason to approve (none: nothing shows). */
function TriageOverride(props: { flags: TriageFlag[]; reason: string; onReason: (reason: string) => void }) {
  if (props.flags.length === 0) return null
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor="review-override-reason" weight="semibold" size={1}>
        {props.flags.length === 1 ? 'A line contradicts' : `${props.flags.length} lines contradict`} the triage list
        (see Triage above). To approve it as written, say why it is right; the reason is kept in the review record.
      </Text>
      <TextArea
        id="review-override-reason"
        rows={3}
        value={props.reason}
        maxLength={MAX_COMMENT_LENGTH + 1}
        onChange={(event) => props.onReason(event.currentTarget.value)}
      />
    </Stack>
  )
}

export type ApproveInput = { reviewerId: string; nextReviewDue: string; overrideReason: string }

function ApproveForm(props: {
  checklist: ChecklistLine[]
  flags: TriageFlag[]
  defaultReviewer: string | null
  onApprove: (input: ApproveInput) => Promise<string | null>
  onCancel: () => void
}) {
  const client = useClient({ apiVersion: studioApiVersion })
  const [doctors, setDoctors] = useState<DoctorOption[] | null>(null)
  const [reviewer, setReviewer] = useState(props.defaultReviewer ?? '')
  const [nextDue, setNextDue] = useState(() => addMonths(localToday(), 12))
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const approve = async () => {
    setBusy(true)
    const problem = await props.onApprove({ reviewerId: reviewer, nextReviewDue: nextDue, overrideReason: reason })
    setBusy(false)
    setError(problem)
  }
  useEffect(() => {
    let live = true
    client
      .fetch<ReviewerOptionsQueryResult>(reviewerOptionsQuery)
      .then((list) => live && setDoctors(list))
      .catch(() => live && setError('The list of doctors could not be loaded.'))
    return () => {
      live = false
    }
  }, [client])
  return (
    <Stack gap={4}>
      <ReviewChecklist lines={props.checklist} />
      <Stack gap={2}>
        <Text as="label" htmlFor="review-reviewer" weight="semibold" size={1}>
          Medical reviewer
        </Text>
        <Select id="review-reviewer" value={reviewer} onChange={(event) => setReviewer(event.currentTarget.value)}>
          <option value="">{doctors ? 'Choose the reviewing doctor' : 'Loading…'}</option>
          {(doctors ?? []).map((doctor) => (
            <option key={doctor._id} value={doctor._id}>
              {[doctor.name, doctor.credentials].filter(Boolean).join(', ')}
            </option>
          ))}
        </Select>
      </Stack>
      <Stack gap={2}>
        <Text as="label" htmlFor="review-next-due" weight="semibold" size={1}>
          Next review due (12 months from today unless you change it)
        </Text>
        <TextInput
          id="review-next-due"
          type="date"
          value={nextDue}
          onChange={(event) => setNextDue(event.currentTarget.value)}
        />
      </Stack>
      <TriageOverride flags={props.flags} reason={reason} onReason={setReason} />
      {error ? (
        <Text size={1} role="alert">
          {error}
        </Text>
      ) : null}
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancel" onClick={props.onCancel} />
        <Button tone="positive" text="Approve" disabled={busy} onClick={() => void approve()} />
      </Flex>
    </Stack>
  )
}

/** A transaction id for an approval (it becomes the draft's revision). */
const approvalTransactionId = () => `approval-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_originalId', '_system'])

/**
 * The mutations that record an approval on the draft (or on the release version approved): patched only if it is
 * still the revision the reviewer saw, or created from the published version when there is no draft.
 */
export function approvalMutations(
  id: string,
  draft: ReviewedDocument | null,
  published: ReviewedDocument | null,
  { set, unset }: { set: Record<string, unknown>; unset: string[] },
  version: ReviewedDocument | null = null,
): Mutation[] {
  if (version)
    return [
      {
        patch: { id: String(version._id), set, ...(unset.length ? { unset } : {}), ifRevisionID: String(version._rev) },
      },
    ]
  const draftId = `drafts.${id}`
  const patch = { id: draftId, set, ...(unset.length ? { unset } : {}) }
  if (draft) return [{ patch: { ...patch, ifRevisionID: String(draft._rev) } }]
  const copy = Object.fromEntries(Object.entries(published ?? {}).filter(([key]) => !SYSTEM_FIELDS.has(key)))
  return [{ createIfNotExists: { ...copy, _id: draftId, _type: String(published?._type) } }, { patch }]
}

export const ApproveAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: studioApiVersion })
  const approvedBy = useReviewerName()
  const [open, setOpen] = useState(false)
  const { state, doc } = current(props)
  const allowed = state.status === 'inReview'
  const flags = doc ? documentTriageFlags(doc) : []
  return {
    label: 'Approve',
    title: !allowed
      ? 'Only a document in medical review can be approved.'
      : flags.length
        ? 'Record the medical approval of this version: a triage warning needs a reason to approve it as written'
        : 'Record the medical approval of this version',
    disabled: !doc || !allowed,
    tone: 'positive',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Approve this version',
      onClose: () => setOpen(false),
      content: (
        <ApproveForm
          checklist={reviewChecklist(doc, localToday())}
          flags={flags}
          defaultReviewer={state.reviewerId ?? null}
          onCancel={() => setOpen(false)}
          onApprove={async ({ reviewerId, nextReviewDue, overrideReason }) => {
            if (!doc) return 'The document is not loaded yet.'
            const today = localToday()
            const result = transition(state, {
              type: 'approve',
              reviewerId,
              today,
              nextReviewDue,
              contradictions: flags,
              overrideReason,
            })
            if (!result.ok) return result.reason
            const published = props.published as ReviewedDocument | null
            const lastUpdated = lastUpdatedOnApproval(doc, published, today)
            const transactionId = approvalTransactionId()
            const patch = reviewPatch(result.state, {
              approvedBy,
              fingerprint: approvalFingerprint(doc, result.state, lastUpdated),
              approvedRev: transactionId,
              lastUpdated,
            })
            const draft = props.draft as ReviewedDocument | null
            try {
              const version = (props.version ?? null) as ReviewedDocument | null
              await client.mutate(approvalMutations(props.id, draft, published, patch, version), { transactionId })
            } catch (error) {
              // A refusal by the Content Lake's own rule (the local lake checks who may approve what): its reason.
              const refused = error as { statusCode?: number; response?: { body?: { message?: unknown } } }
              if (refused.statusCode === 403 && typeof refused.response?.body?.message === 'string')
                return `The approval was not saved: ${refused.response.body.message}`
              return 'The approval was not saved: the document changed while you were approving it, or the connection failed. Look at it again, then approve.'
            }
            setOpen(false)
            props.onComplete()
            return null
          }}
        />
      ),
    },
  }
}
ApproveAction.displayName = 'ApproveAction'

/** Wraps the built-in Publish: enabled only when the version to publish is approved and has no validation error. */
export function gatePublish(publish: DocumentActionComponent): DocumentActionComponent {
  const GatedPublish: DocumentActionComponent = (props) => {
    const description = publish(props)
    const draft = props.draft as SanityDocument | null
    // The draft's validation (Sanity validates the document whose id it is given: the published id would check the
    // published version, which is not what Publish sends).
    const { validation, isValidating, revision } = useValidationStatus(draft?._id ?? props.id, props.type, true)
    if (!description) return description
    if (!draft) return description // nothing to publish: the built-in action is already disabled
    const { state, editedAfterApproval } = effectiveReview(draft as ReviewedDocument, 'draft')
    const errors = validation.filter((marker) => marker.level === 'error').length
    const blocker = publishBlocker(state, errors)
    // Right after Approve (a write the Studio did not make) the Studio revalidates, and for a moment reports the
    // previous version's markers, the gate's "not approved" error among them, as the new revision's. A Publish
    // clicked in that moment was refused with "Validation errors" (seen in tests/e2e/studio.spec.ts). So Publish
    // waits until the validation covers the version on screen, as the button would a moment later anyway.
    const settling = isValidating || (revision !== undefined && revision !== draft._rev)
    if (!blocker && settling) return { ...description, disabled: true, title: 'Checking the document…' }
    if (!blocker) return description
    return {
      ...description,
      disabled: true,
      title: editedAfterApproval ? `Edited after approval. ${blocker}` : blocker,
    }
  }
  GatedPublish.action = publish.action
  GatedPublish.displayName = 'GatedPublishAction'
  return GatedPublish
}
