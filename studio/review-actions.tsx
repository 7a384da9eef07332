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
import { Button, Card, Flex, Stack, Text, TextArea, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
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
  approverProblem,
  changeRequesterProblem,
  contentFingerprint,
  effectiveReview,
  rememberedFingerprint,
  lastUpdatedOnApproval,
  MAX_COMMENT_LENGTH,
  MEDICAL_REVIEWER_ROLE,
  publishBlocker,
  reviewPatch,
  transition,
  withChangeRequest,
  type ReviewedDocument,
  type ReviewEvent,
  type ReviewPatchExtra,
  type ReviewState,
  type TriageFlag,
  type TriageOverride as StoredOverride,
} from '../schemas/rules/review-workflow'
import { EDITED_AFTER_APPROVAL, NOT_APPROVED } from '../schemas/rules/approval-gate'
import { documentTriageFlags } from '../schemas/rules/triage'
import { rememberDialog, resumedDialog } from './dialog-memory'
import { roleMayPublish, roleMayWrite, roleRefusal } from './role-rights'
import { reviewChecklist, type ChecklistLine } from './review-checklist'
import { LOADING_TEXT, LOADING_TITLE } from './review-loading'
import { studioApiVersion, studioIsLocal } from './env'

/**
 * Who may approve: the lake's medical-reviewer role; in a Sanity project also its administrators, as custom roles
 * (a "medical-reviewer" role) need a plan that has them. The profile tie and the four-eyes rule hold either way.
 */
export const APPROVER_ROLES = studioIsLocal ? [MEDICAL_REVIEWER_ROLE] : [MEDICAL_REVIEWER_ROLE, 'administrator']

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
  return { doc, ...effectiveReview(doc, props.version || props.draft ? 'draft' : 'published', rememberedFingerprint) }
}

/**
 * Whether the Studio is still loading the document (its edit state not ready): its draft and published version read
 * as missing, so an action would look disabled for no reason. On a busy machine this lasted 10–18 s after the fields
 * showed, and a reviewer's click on Approve then did nothing and said nothing. So while loading, a review action stays
 * clickable and opens a dialog that says it is loading, then turns into the action's own dialog (or says why it
 * cannot run) once the document is there.
 */
const stillLoading = (props: Pick<DocumentActionProps, 'ready'>) => props.ready === false

/** How a review action's dialog was opened: while the document was loading, or once it could act. */
type DialogOpen = false | 'loading' | 'ready'

/** An action's dialog state that survives the Studio mounting the document's pane again (dialog-memory.ts). */
function useDialog(action: string, id: string): [DialogOpen, (open: DialogOpen) => void] {
  const key = `${action}:${id}`
  const [open, setOpenState] = useState<DialogOpen>(resumedDialog<'loading' | 'ready'>(key))
  const setOpen = (next: DialogOpen) => {
    rememberDialog(key, next)
    setOpenState(next)
  }
  return [open, setOpen]
}

/**
 * A dialog opened while loading, until its action can run: what it says meanwhile (loading, or why the action cannot
 * run on this document); null once the action's own content can show.
 */
function notReadyContent(open: DialogOpen, loading: boolean, why: string | null, onClose: () => void) {
  return open === 'loading' && (loading || why) ? <ActionNotReady why={loading ? null : why} onClose={onClose} /> : null
}

/** A review action's dialog before it can act: loading, or why it cannot run, with a way out. */
function ActionNotReady({ why, onClose }: { why: string | null; onClose: () => void }) {
  return (
    <Stack gap={4}>
      <Text size={1} role="status">
        {why ?? LOADING_TEXT}
      </Text>
      <Flex justify="flex-end">
        <Button mode="ghost" text="Close" onClick={onClose} />
      </Flex>
    </Stack>
  )
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
  const user = useCurrentUser()
  // Only for a click while the document loads: the dialog that says so, then asks to submit once it has loaded.
  const [open, setOpen] = useDialog('submit', props.id)
  const { state, doc } = current(props)
  const check = transition(state, { type: 'submit' })
  const loading = stillLoading(props)
  const submit = () => {
    // Who sent it: the four-eyes rule keeps them from approving it (approverProblem); and what they sent, so an edit
    // after it is shown to the reviewer (changedSinceSubmitted).
    apply(
      state,
      { type: 'submit' },
      {
        ...(user?.id ? { submittedBy: user.id } : {}),
        ...(doc ? { submittedFingerprint: contentFingerprint(doc) } : {}),
      },
    )
    setOpen(false)
    props.onComplete()
  }
  const why = !roleMayWrite(user)
    ? roleRefusal(user, 'send a document for review')
    : !doc
      ? 'There is nothing to submit yet.'
      : check.ok
        ? null
        : check.reason
  return {
    label: 'Submit for review',
    title: loading ? LOADING_TITLE : (why ?? 'Ask a medical reviewer to check this version'),
    disabled: !loading && Boolean(why),
    tone: 'primary',
    onHandle: loading ? () => setOpen('loading') : submit,
    dialog: open && {
      type: 'dialog',
      header: 'Submit for review',
      onClose: () => setOpen(false),
      content: notReadyContent(open, loading, why, () => setOpen(false)) ?? (
        <Stack gap={4}>
          <Text size={1}>The document has loaded. Ask a medical reviewer to check this version?</Text>
          <Flex gap={2} justify="flex-end">
            <Button mode="ghost" text="Cancel" onClick={() => setOpen(false)} />
            <Button tone="primary" text="Submit for review" onClick={submit} />
          </Flex>
        </Stack>
      ),
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
  const user = useCurrentUser()
  const [open, setOpen] = useDialog('request-changes', props.id)
  const { state, doc } = current(props)
  const allowed = state.status === 'inReview'
  // A review's outcome, so the four-eyes rule as for Approve: not the person who sent this version to review.
  const notYou = allowed ? changeRequesterProblem(user, doc?.review, APPROVER_ROLES) : null
  const loading = stillLoading(props)
  const why = !doc || !allowed ? 'Only a document in medical review can be sent back.' : notYou
  return {
    label: 'Request changes',
    title: loading ? LOADING_TITLE : (why ?? 'Send it back to the editor with a comment'),
    disabled: !loading && Boolean(why),
    tone: 'caution',
    onHandle: () => setOpen(loading ? 'loading' : 'ready'),
    dialog: open && {
      type: 'dialog',
      header: 'Request changes',
      onClose: () => setOpen(false),
      content: notReadyContent(open, loading, why, () => setOpen(false)) ?? (
        <RequestChangesForm
          onCancel={() => setOpen(false)}
          onSubmit={(comment) => {
            if (notYou) return notYou
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

/** A clinician's profile, as the Approve dialog finds it for the signed-in user. */
type ReviewerProfile = { _id: string; name: string | null; credentials: string | null; language: string }

/**
 * The published doctor profiles that name the signed-in user (`studioUser`): the review record names the profile,
 * in the document's language when there is one in it.
 */
export const reviewerProfileQuery = `*[_type == "doctor" && studioUser == $user && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, name, credentials, "language": coalesce(language, "en")}`

/** The profile an approval by this user names: the one in the document's language, else the first. */
export function reviewerProfileFor(profiles: readonly ReviewerProfile[], language: string): ReviewerProfile | null {
  return profiles.find((p) => p.language === language) ?? profiles[0] ?? null
}

const CHECKLIST_KINDS: Record<ChecklistLine['kind'], string> = {
  review: 'Review: ',
  freshness: 'Freshness: ',
  'reading-level': 'Reading level: ',
  triage: 'Triage: ',
}

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
              <strong>{CHECKLIST_KINDS[line.kind]}</strong>
              {line.message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/**
 * The triage contradictions the reviewer must override, each with its own reason (none: nothing shows). A reason given
 * at an earlier approval for the same sign and line is shown and offered again, so the reviewer reads what was said.
 */
function TriageOverrides(props: {
  flags: TriageFlag[]
  earlier: readonly StoredOverride[]
  reasons: string[]
  onReason: (index: number, reason: string) => void
}) {
  if (props.flags.length === 0) return null
  return (
    <Stack gap={3} as="section" aria-labelledby="review-overrides-heading">
      <Text as="h3" id="review-overrides-heading" weight="semibold" size={1}>
        {props.flags.length === 1 ? 'A line contradicts' : `${props.flags.length} lines contradict`} the triage list. To
        approve as written, name the sign for each and say in a sentence why it is safe where it stands; the reason is
        kept in the review record and listed on the launch checklist.
      </Text>
      {props.flags.map((flag, i) => {
        const before = earlierOverride(props.earlier, flag)
        return (
          <Stack gap={2} key={`${flag.where}-${i}`}>
            <Text as="label" htmlFor={`review-override-reason-${i}`} size={1}>
              <strong>{flag.sign}</strong>: {flag.where}: &ldquo;{flag.text}&rdquo;
            </Text>
            {before ? (
              <Text size={1} muted>
                Reason given at the last approval: &ldquo;{before.reason}&rdquo;
              </Text>
            ) : null}
            <TextArea
              id={`review-override-reason-${i}`}
              rows={2}
              value={props.reasons[i] ?? ''}
              maxLength={MAX_COMMENT_LENGTH + 1}
              onChange={(event) => props.onReason(i, event.currentTarget.value)}
            />
          </Stack>
        )
      })}
    </Stack>
  )
}

/** The override an earlier approval recorded for this flag: the same sign on the same line. */
function earlierOverride(earlier: readonly StoredOverride[], flag: TriageFlag): StoredOverride | undefined {
  return earlier.find((o) => o.sign === flag.sign && o.line === `${flag.where}: "${flag.text}"`)
}

/** A validation marker as the Studio reports it (the parts the Approve dialog reads). */
type Marker = { level: string; message?: string; path?: ReadonlyArray<unknown> }

/**
 * The version's validation errors other than the review gate's own (which Approve clears), each with the field it is
 * on: Publish refuses them after approval too, and fixing one is an edit that needs a new approval, so the reviewer
 * sees them before approving.
 */
export function otherValidationErrors(markers: readonly Marker[]): string[] {
  return markers
    .filter((m) => m.level === 'error' && m.message !== NOT_APPROVED && m.message !== EDITED_AFTER_APPROVAL)
    .map((m) => {
      const where = (m.path ?? []).filter((segment): segment is string => typeof segment === 'string').join(' / ')
      return where ? `${where}: ${m.message ?? ''}` : (m.message ?? '')
    })
}

/** The errors Publish will still refuse, listed in the Approve dialog (none: nothing shows). */
function ValidationErrorsBeforeApproval({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <Card padding={3} radius={2} border tone="caution" as="section" aria-labelledby="review-errors-heading">
      <Stack gap={2}>
        <Text as="h3" id="review-errors-heading" weight="semibold" size={1}>
          {errors.length === 1
            ? 'This version has a validation error'
            : `This version has ${errors.length} validation errors`}
          : Publish will refuse it until it is fixed, and the fix needs a new approval. Ask the editor to fix it first.
        </Text>
        <Stack as="ul" gap={2} style={{ paddingLeft: '1.25em', margin: 0 }}>
          {errors.map((error, i) => (
            <Text as="li" key={i} size={1} style={{ listStyle: 'disc' }}>
              {error}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  )
}

export type ApproveInput = {
  reviewerId: string
  nextReviewDue: string
  overrideReason: string
  /** One reason for each triage contradiction, in the order of the dialog's flags. */
  overrideReasons?: string[]
}

export function ApproveForm(props: {
  checklist: ChecklistLine[]
  errors: string[]
  flags: TriageFlag[]
  earlier: readonly StoredOverride[]
  userId: string
  userName: string
  language: string
  onApprove: (input: ApproveInput) => Promise<string | null>
  onCancel: () => void
}) {
  const client = useClient({ apiVersion: studioApiVersion })
  const [profile, setProfile] = useState<ReviewerProfile | null | undefined>(undefined)
  const [nextDue, setNextDue] = useState(() => addMonths(localToday(), 12))
  const [reasons, setReasons] = useState<string[]>(() =>
    props.flags.map((flag) => earlierOverride(props.earlier, flag)?.reason ?? ''),
  )
  const [busy, setBusy] = useState(false)
  // Why the last Approve was refused: it answers that attempt, so it goes once the reviewer changes what was refused.
  const [error, setError] = useState<string | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const approve = async () => {
    setBusy(true)
    const problem = await props.onApprove({
      reviewerId: profile?._id ?? '',
      nextReviewDue: nextDue,
      overrideReason: '',
      overrideReasons: reasons,
    })
    setBusy(false)
    setError(problem)
  }
  useEffect(() => {
    let live = true
    client
      .fetch<ReviewerProfile[]>(reviewerProfileQuery, { user: props.userId })
      .then((list) => live && setProfile(reviewerProfileFor(list, props.language)))
      .catch(() => live && setLoadError('Your clinician profile could not be loaded.'))
    return () => {
      live = false
    }
  }, [client, props.userId, props.language])
  return (
    <Stack gap={4}>
      <ValidationErrorsBeforeApproval errors={props.errors} />
      <ReviewChecklist lines={props.checklist} />
      <Card padding={3} radius={2} border tone={profile === null ? 'critical' : 'default'}>
        <Stack gap={2}>
          <Text weight="semibold" size={1}>
            Medical reviewer
          </Text>
          <Text size={1}>
            {profile === undefined
              ? 'Finding your clinician profile…'
              : profile
                ? `You, ${props.userName}, approve as ${[profile.name, profile.credentials].filter(Boolean).join(', ')}.`
                : `No doctor profile names your user (${props.userId}). An administrator sets "Studio user id" on your doctor profile; until then you cannot approve.`}
          </Text>
        </Stack>
      </Card>
      <Stack gap={2}>
        <Text as="label" htmlFor="review-next-due" weight="semibold" size={1}>
          Next review due (12 months from today unless you change it)
        </Text>
        <TextInput
          id="review-next-due"
          type="date"
          value={nextDue}
          onChange={(event) => {
            setNextDue(event.currentTarget.value)
            setError(null)
          }}
        />
      </Stack>
      <TriageOverrides
        flags={props.flags}
        earlier={props.earlier}
        reasons={reasons}
        onReason={(index, reason) => {
          setReasons((all) => all.map((r, i) => (i === index ? reason : r)))
          setError(null)
        }}
      />
      {error || loadError ? (
        <Text size={1} role="alert">
          {error ?? loadError}
        </Text>
      ) : null}
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancel" onClick={props.onCancel} />
        <Button tone="positive" text="Approve" disabled={busy || !profile} onClick={() => void approve()} />
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
  const user = useCurrentUser()
  const [open, setOpen] = useDialog('approve', props.id)
  const { state, doc } = current(props)
  const allowed = state.status === 'inReview'
  // The four-eyes rule: a medical reviewer, not the person who sent this version to review. The local lake checks the
  // same on the server (studio/lake-gate.ts); a Sanity project cannot, so there the Studio's check is the only one.
  const notYou = approverProblem(user, doc?.review, APPROVER_ROLES)
  const flags = doc ? documentTriageFlags(doc) : []
  const { validation } = useValidationStatus(String(doc?._id ?? props.id), props.type, true)
  const loading = stillLoading(props)
  const why = !doc || !allowed ? 'Only a document in medical review can be approved.' : notYou
  return {
    label: 'Approve',
    title: loading
      ? LOADING_TITLE
      : (why ??
        (flags.length
          ? 'Record the medical approval of this version: a triage warning needs a reason to approve it as written'
          : 'Record the medical approval of this version')),
    disabled: !loading && Boolean(why),
    tone: 'positive',
    onHandle: () => setOpen(loading ? 'loading' : 'ready'),
    dialog: open && {
      type: 'dialog',
      header: 'Approve this version',
      onClose: () => setOpen(false),
      content: notReadyContent(open, loading, why, () => setOpen(false)) ?? (
        <ApproveForm
          checklist={reviewChecklist(doc, localToday())}
          errors={otherValidationErrors(validation)}
          flags={flags}
          earlier={doc?.review?.triageOverrides ?? []}
          userId={user?.id ?? ''}
          userName={user?.name || user?.email || user?.id || ''}
          language={typeof doc?.language === 'string' ? doc.language : 'en'}
          onCancel={() => setOpen(false)}
          onApprove={async ({ reviewerId, nextReviewDue, overrideReason, overrideReasons }) => {
            if (!doc) return 'The document is not loaded yet.'
            const refused = approverProblem(user, doc.review, APPROVER_ROLES)
            if (refused) return refused
            if (!reviewerId) return 'Approval needs your clinician profile: no doctor profile names your user.'
            const today = localToday()
            const result = transition(state, {
              type: 'approve',
              reviewerId,
              today,
              nextReviewDue,
              contradictions: flags,
              overrideReason,
              overrideReasons,
            })
            if (!result.ok) return result.reason
            const published = props.published as ReviewedDocument | null
            const lastUpdated = lastUpdatedOnApproval(doc, published, today)
            const transactionId = approvalTransactionId()
            const patch = reviewPatch(result.state, {
              approvedBy: user!.id,
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

/**
 * What Publish does for a draft, from its review state and the Studio's validation of it:
 * - `blocked`: not approved, or approved with a validation error (the reason is the title);
 * - `queue`: approved while the Studio is still checking the version on screen: a click is taken and publishes once
 *   the check covers this version and finds no error (`queued` from then on);
 * - `ready`: approved and checked: the built-in Publish as it is.
 */
export type PublishGate =
  { mode: 'blocked'; why: string; byReview: boolean } | { mode: 'queue' } | { mode: 'queued' } | { mode: 'ready' }

export function publishGate(
  draft: ReviewedDocument,
  validation: { errors: number; settling: boolean },
  queuedRevision: string | null,
): PublishGate {
  const { state, editedAfterApproval } = effectiveReview(draft, 'draft', rememberedFingerprint)
  // While the Studio checks the version on screen its markers can be an earlier version's, the gate's own "not
  // approved" among them: the review state decides then, and the errors count once the check is current.
  const blocker = publishBlocker(state, validation.settling ? 0 : validation.errors)
  if (blocker)
    return {
      mode: 'blocked',
      why: editedAfterApproval ? `Edited after approval. ${blocker}` : blocker,
      // Not approved (as against approved with a validation error): nothing a moment's wait can change.
      byReview: Boolean(publishBlocker(state, 0)),
    }
  if (!validation.settling) return { mode: 'ready' }
  return queuedRevision === draft._rev ? { mode: 'queued' } : { mode: 'queue' }
}

/**
 * What becomes of a Publish click the gate took, as the gate changes: kept while the check runs; carried out once the
 * version it was taken on is approved and checked (dropped if the version changed); dropped at once when the version is
 * not approved; and, approved but with an error, `wait`ed on a little: just after the actions are mounted again the
 * check can still show the earlier version's markers as current.
 */
export function queuedClick(
  mode: PublishGate['mode'] | 'not approved' | undefined,
  queuedRevision: string | null,
  revisionOnScreen: string | undefined,
): 'keep' | 'publish' | 'drop' | 'wait' {
  if (queuedRevision === null || !mode || mode === 'queue' || mode === 'queued') return 'keep'
  if (mode === 'ready') return queuedRevision === revisionOnScreen ? 'publish' : 'drop'
  return mode === 'not approved' ? 'drop' : 'wait'
}

/**
 * A Publish handed to the built-in (its version and when) is watched until that version is published: the built-in's
 * own wait for the Studio's checks, and its "Publishing…", are React state, and the Studio mounts a document's actions
 * again at times (after an approval), so a click handed over just then was once lost with no word, the approved
 * version left unpublished and Publish enabled again. While the version is still the draft and the built-in sits idle
 * (enabled, neither waiting nor publishing), the click is handed over again, a few times; then the editor is told.
 */
export type HandedPublish = { revision: string; at: number; tries: number }
/** How long a handed-over click may leave the approved version a draft, the built-in idle, before it is handed again. */
export const PUBLISH_RETRY_MS = 8_000
/** How many times a click is handed to the built-in before the editor is told it did not go through. */
export const PUBLISH_TRIES = 3

export function handedPublish(
  handed: HandedPublish | null,
  revisionOnScreen: string | undefined,
  builtInIdle: boolean,
  now: number,
): 'none' | 'done' | 'wait' | 'again' | 'tell' {
  if (!handed) return 'none'
  // Published (no draft), or the draft changed since: nothing more to do for this click.
  if (revisionOnScreen !== handed.revision) return 'done'
  if (!builtInIdle || now - handed.at < PUBLISH_RETRY_MS) return 'wait'
  return handed.tries < PUBLISH_TRIES ? 'again' : 'tell'
}

const PUBLISH_LOST_TITLE = 'Publish did not go through'
const PUBLISH_LOST_TEXT = 'The approved version is still a draft. Click Publish again.'

const PUBLISHING_LABEL = 'Publishing…'
const PUBLISHING_TITLE = 'Publishes as soon as the Studio has checked the approved version.'
/** How long a taken Publish click waits for a check that still shows an error before it is dropped. */
const PUBLISH_QUEUE_GRACE_MS = 10_000

/**
 * Wraps the built-in Publish: enabled only when the version to publish is approved and has no validation error.
 *
 * After Approve (a write the Studio did not make) the editor's Studio validates the approved version before the
 * built-in Publish would enable, which on a long guide and a busy machine took seconds. Publish is enabled as soon as
 * the approval is on screen instead: a click then waits for that check, as the built-in does for a click during
 * validation, and hands over to the built-in Publish when the check is current and clean.
 */
export function gatePublish(publish: DocumentActionComponent): DocumentActionComponent {
  const GatedPublish: DocumentActionComponent = (props) => {
    const description = publish(props)
    const user = useCurrentUser()
    const draft = props.draft as SanityDocument | null
    // The draft's validation (Sanity validates the document whose id it is given: the published id would check the
    // published version, which is not what Publish sends).
    const { validation, isValidating, revision } = useValidationStatus(draft?._id ?? props.id, props.type, true)
    const operation = useDocumentOperation(props.id, props.type)
    // A taken click is kept outside React, as an open dialog is: the Studio mounts a document's actions again a moment
    // after an approval (seen 0.7 s after it, on a guide), and a click kept in the action's own state went with it.
    const queueKey = `publish:${props.id}`
    const [queuedRevision, setQueuedState] = useState<string | null>(resumedDialog<string>(queueKey) || null)
    const setQueuedRevision = (revision: string | null) => {
      rememberDialog(queueKey, revision ?? false)
      setQueuedState(revision)
    }
    const errors = validation.filter((marker) => marker.level === 'error').length
    // Right after Approve the Studio revalidates, and for a moment reports the previous version's markers as the new
    // revision's; a Publish handed to the built-in then was refused with "Validation errors".
    const settling = isValidating || (revision !== undefined && revision !== draft?._rev)
    const gate = draft ? publishGate(draft as ReviewedDocument, { errors, settling }, queuedRevision) : null
    const builtInHandle = description?.onHandle
    const gateMode = gate?.mode === 'blocked' && gate.byReview ? 'not approved' : gate?.mode
    const revisionOnScreen = draft?._rev
    const toast = useToast()
    const handedKey = `publish-handed:${props.id}`
    const readHanded = (): HandedPublish | null => {
      const kept = resumedDialog<string>(handedKey)
      return kept ? (JSON.parse(kept) as HandedPublish) : null
    }
    const [handed, setHandedState] = useState<HandedPublish | null>(readHanded())
    const setHanded = (next: HandedPublish | null) => {
      rememberDialog(handedKey, next ? JSON.stringify(next) : false)
      setHandedState(next)
    }
    const handOver = (revision: string | undefined, tries = 1) => {
      if (revision) setHanded({ revision, at: Date.now(), tries })
      builtInHandle?.()
    }
    useEffect(() => {
      const next = queuedClick(gateMode, queuedRevision, revisionOnScreen)
      if (next === 'keep') return
      const drop = () => {
        rememberDialog(queueKey, false)
        setQueuedState(null)
      }
      if (next === 'wait') {
        const timer = setTimeout(drop, PUBLISH_QUEUE_GRACE_MS)
        return () => clearTimeout(timer)
      }
      drop()
      if (next === 'publish') handOver(revisionOnScreen)
      // eslint-disable-next-line react-hooks/exhaustive-deps -- handOver is rebuilt each render from builtInHandle
    }, [gateMode, queuedRevision, revisionOnScreen, builtInHandle, queueKey])
    const builtInIdle = Boolean(description && !description.disabled)
    const [now, setNow] = useState(Date.now())
    useEffect(() => {
      const next = handedPublish(handed, revisionOnScreen, builtInIdle, now)
      if (next === 'none') return
      if (next === 'done') return setHanded(null)
      if (next === 'again') return handOver(revisionOnScreen, handed!.tries + 1)
      if (next === 'tell') {
        setHanded(null)
        toast.push({ status: 'error', title: PUBLISH_LOST_TITLE, description: PUBLISH_LOST_TEXT })
        return
      }
      // Looked at again when the retry is due (the document's and the built-in's changes bring a look sooner).
      const timer = setTimeout(() => setNow(Date.now()), Math.max(0, handed!.at + PUBLISH_RETRY_MS - Date.now()) + 50)
      return () => clearTimeout(timer)
      // eslint-disable-next-line react-hooks/exhaustive-deps -- handOver and setHanded are rebuilt each render
    }, [handed, revisionOnScreen, builtInIdle, now, toast])
    if (!description || !draft || !gate) return description // without a draft the built-in is already disabled
    // Someone whose role cannot publish at all is told that, in the built-in's words, not what the version lacks.
    if (!roleMayPublish(user)) return description
    if (gate.mode === 'blocked' && (queuedRevision === null || gate.byReview))
      return { ...description, disabled: true, title: gate.why }
    if (gate.mode === 'blocked')
      return { ...description, label: PUBLISHING_LABEL, disabled: true, title: PUBLISHING_TITLE }
    if (gate.mode === 'ready') return { ...description, onHandle: () => handOver(revisionOnScreen) }
    // Taking the click early is only for a Publish the built-in would take (a signed-in user who may publish, a
    // document it can publish): otherwise the built-in's own disabled state and reason stand.
    if (!builtInHandle || operation.publish.disabled) return { ...description, disabled: true }
    if (gate.mode === 'queued')
      return { ...description, label: PUBLISHING_LABEL, disabled: true, title: PUBLISHING_TITLE }
    return { ...description, disabled: false, title: undefined, onHandle: () => setQueuedRevision(draft._rev) }
  }
  GatedPublish.action = publish.action
  GatedPublish.displayName = 'GatedPublishAction'
  return GatedPublish
}

/** The title of a disabled "Schedule publish" on a version that is not approved: why, in the review's words. */
export function scheduleBlocker(doc: ReviewedDocument | null): string | null {
  if (!doc) return null
  const { state, editedAfterApproval } = effectiveReview(doc, 'draft', rememberedFingerprint)
  if (state.status === 'approved') return null
  const why = 'Scheduling needs medical approval first: submit this version for review and have a reviewer approve it.'
  return editedAfterApproval ? `Edited after approval. ${why}` : why
}

/**
 * Wraps Sanity's "Schedule publish" (Scheduled Drafts): disabled, with the review's reason as its title, for a version
 * that is not approved. Sanity's own action is disabled by the gate's validation error too, but only once validation
 * has run (it was enabled for about two seconds after an unapproved version loaded) and with a title that says only
 * "validation errors".
 */
export function gateSchedule(schedule: DocumentActionComponent): DocumentActionComponent {
  const GatedSchedule: DocumentActionComponent = (props) => {
    const description = schedule(props)
    const user = useCurrentUser()
    if (!description) return description
    if (!roleMayPublish(user)) return { ...description, disabled: true, title: roleRefusal(user, 'schedule a publish') }
    const why = scheduleBlocker((props.version ?? props.draft) as ReviewedDocument | null)
    return why ? { ...description, disabled: true, title: why } : description
  }
  GatedSchedule.action = schedule.action
  GatedSchedule.displayName = 'GatedScheduleAction'
  return GatedSchedule
}
