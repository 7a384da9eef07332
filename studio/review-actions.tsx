/**
 * The medical review gate in the Studio: Submit for review, Request changes, Approve, and a Publish that waits for
 * approval. Each action is a thin wrapper: it reads the document, asks schemas/rules/review-workflow.ts whether and how the
 * state changes, and patches `review.*`. No rule lives here.
 */
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
  contentFingerprint,
  effectiveReview,
  MAX_COMMENT_LENGTH,
  publishBlocker,
  reviewPatch,
  transition,
  type ReviewedDocument,
  type ReviewEvent,
  type ReviewState,
} from '../schemas/rules/review-workflow'
import type { ReviewerOptionsQueryResult } from '../sanity.types'
import { reviewerOptionsQuery } from '../lib/content/queries'
import { reviewChecklist, type ChecklistLine } from './review-checklist'
import { studioApiVersion } from './env'

/** The editor's calendar date, YYYY-MM-DD. */
export const localToday = () => new Date().toLocaleDateString('en-CA')

/** The version the editor is looking at: the draft when there is one. */
function current(props: Pick<DocumentActionProps, 'draft' | 'published'>) {
  const doc = (props.draft ?? props.published) as ReviewedDocument | null
  return { doc, ...effectiveReview(doc, props.draft ? 'draft' : 'published') }
}

/** Applies a review event through the state machine and patches the document (creating its draft if needed). */
function useReviewPatch(props: DocumentActionProps) {
  const { patch } = useDocumentOperation(props.id, props.type)
  return (state: ReviewState | null, event: ReviewEvent, extra?: Parameters<typeof reviewPatch>[1]) => {
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

export const RequestChangesAction: DocumentActionComponent = (props) => {
  const apply = useReviewPatch(props)
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
            const problem = apply(state, { type: 'requestChanges', comment })
            if (!problem) setOpen(false)
            return problem
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

function ApproveForm(props: {
  checklist: ChecklistLine[]
  defaultReviewer: string | null
  onApprove: (reviewerId: string, nextReviewDue: string) => string | null
  onCancel: () => void
}) {
  const client = useClient({ apiVersion: studioApiVersion })
  const [doctors, setDoctors] = useState<DoctorOption[] | null>(null)
  const [reviewer, setReviewer] = useState(props.defaultReviewer ?? '')
  const [nextDue, setNextDue] = useState(() => addMonths(localToday(), 12))
  const [error, setError] = useState<string | null>(null)
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
      {error ? (
        <Text size={1} role="alert">
          {error}
        </Text>
      ) : null}
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancel" onClick={props.onCancel} />
        <Button tone="positive" text="Approve" onClick={() => setError(props.onApprove(reviewer, nextDue))} />
      </Flex>
    </Stack>
  )
}

export const ApproveAction: DocumentActionComponent = (props) => {
  const apply = useReviewPatch(props)
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)
  const { state, doc } = current(props)
  const allowed = state.status === 'inReview'
  return {
    label: 'Approve',
    title: allowed
      ? 'Record the medical approval of this version'
      : 'Only a document in medical review can be approved.',
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
          defaultReviewer={state.reviewerId ?? null}
          onCancel={() => setOpen(false)}
          onApprove={(reviewerId, nextReviewDue) => {
            if (!doc) return 'The document is not loaded yet.'
            const problem = apply(
              state,
              { type: 'approve', reviewerId, today: localToday(), nextReviewDue },
              { approvedBy: user?.name || user?.email || user?.id, fingerprint: contentFingerprint(doc) },
            )
            if (!problem) setOpen(false)
            return problem
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
    const { validation } = useValidationStatus(props.id, props.type, true)
    if (!description) return description
    const draft = props.draft as SanityDocument | null
    if (!draft) return description // nothing to publish: the built-in action is already disabled
    const { state, editedAfterApproval } = effectiveReview(draft as ReviewedDocument, 'draft')
    const errors = validation.filter((marker) => marker.level === 'error').length
    const blocker = publishBlocker(state, errors)
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
