/**
 * The Studio's review actions are thin wrappers: these tests call them as the Studio does (a function of the
 * document's edit state) with Sanity's hooks replaced, and check what the editor sees and what gets patched.
 */
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contentFingerprint, effectiveReview, type ReviewedDocument } from '@/schemas/rules/review-workflow'
import { ReviewStatusBadge } from '@/studio/badges'

const executed: unknown[] = []
/** What the actions sent through the client: the mutations and their options (the approval's transaction id). */
const mutated: Array<{
  mutations: Array<Record<string, { id?: string; set?: Record<string, unknown> }>>
  options?: { transactionId?: string }
}> = []
let mutateFails = false
const unpublishDisabled: { value: false | string } = { value: false }
let validation: Array<{ level: 'error' | 'warning'; message?: string; path?: unknown[] }> = []
/** The Studio's validation progress: whether it is running, and which revision its markers are for. */
let validating: { isValidating: boolean; revision?: string } = { isValidating: false }
/** A dialog's open state for the actions' useState: open, or opened while the document was loading. */
const dialogOpen: { value: boolean | 'loading' } = { value: false }
/** Who is signed in (useCurrentUser): a medical reviewer unless a test says otherwise. */
const reviewer = { id: 'u1', name: 'Dr Reviewer', roles: [{ name: 'medical-reviewer', title: 'Medical reviewer' }] }
let signedIn: { id: string; name: string; roles: Array<{ name: string; title: string }> } = reviewer

vi.mock('sanity', () => ({
  useDocumentOperation: () => ({
    patch: { execute: (ops: unknown) => executed.push(ops) },
    unpublish: { disabled: unpublishDisabled.value, execute: () => executed.push('unpublish') },
    publish: { disabled: false, execute: () => executed.push('publish') },
  }),
  useValidationStatus: () => ({ validation, ...validating }),
  useCurrentUser: () => signedIn,
  useClient: () => ({
    fetch: async () => [],
    mutate: async (mutations: (typeof mutated)[number]['mutations'], options?: { transactionId?: string }) => {
      if (mutateFails) throw new Error('409 revision mismatch')
      mutated.push({ mutations, options })
      return { transactionId: options?.transactionId }
    },
  }),
}))
const toasts: Array<{ status?: string; title?: string }> = []
vi.mock('@sanity/ui/toast', () => ({
  useToast: () => ({ push: (toast: (typeof toasts)[number]) => toasts.push(toast) }),
}))
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>()
  return { ...react, useEffect: () => {}, useState: (initial: unknown) => [dialogOpen.value || initial, () => {}] }
})

const {
  ApproveAction,
  gatePublish,
  gateSchedule,
  handedPublish,
  PUBLISH_RETRY_MS,
  PUBLISH_TRIES,
  publishGate,
  queuedClick,
  RequestChangesAction,
  SubmitForReviewAction,
} = await import('@/studio/review-actions')
const { LOADING_TEXT, LOADING_TITLE } = await import('@/studio/review-loading')
const { rememberDialog } = await import('@/studio/dialog-memory')
const { UnpublishDraftViewAction } = await import('@/studio/unpublish-action')

const article = (review: Record<string, unknown>, title = 'Diabetes: an overview') => ({
  _id: 'drafts.diabetes',
  _type: 'conditionArticle',
  _rev: 'r1',
  title,
  review: { _type: 'medicalReview', ...review },
})
const props = (draft: Record<string, unknown> | null, published: Record<string, unknown> | null = null) =>
  ({
    id: 'diabetes',
    type: 'conditionArticle',
    draft,
    published,
    onComplete: () => {},
  }) as unknown as DocumentActionProps
const run = (action: DocumentActionComponent, p: DocumentActionProps) => action(p) as DocumentActionDescription

let builtInClicks = 0
const builtInHandle = () => {
  builtInClicks++
}
const builtInPublish: DocumentActionComponent = () => ({ label: 'Publish', onHandle: builtInHandle })
builtInPublish.action = 'publish'
const publish = gatePublish(builtInPublish)

/** A document as a set of `review.x` / `x` paths leaves it (what the lake does with the approval's patch). */
function applySet(doc: Record<string, unknown>, set: Record<string, unknown>) {
  const next = structuredClone(doc) as Record<string, Record<string, unknown>>
  for (const [path, value] of Object.entries(set)) {
    const [head, tail] = path.split('.') as [string, string | undefined]
    if (tail) next[head] = { ...next[head], [tail]: value }
    else (next as Record<string, unknown>)[head] = value
  }
  return next as ReviewedDocument
}

type ApproveDialog = {
  content: {
    props: {
      flags: Array<{ sign: string }>
      onApprove: (input: {
        reviewerId: string
        nextReviewDue: string
        overrideReason: string
        overrideReasons?: string[]
      }) => Promise<string | null>
    }
  }
}
const approveDialog = (p: DocumentActionProps) => {
  dialogOpen.value = true
  return run(ApproveAction, p).dialog as unknown as ApproveDialog
}
const approvalPatch = () => {
  const patch = mutated.at(-1)!.mutations.at(-1)!.patch as {
    id: string
    set: Record<string, unknown>
    unset?: string[]
    ifRevisionID?: string
  }
  return patch
}

beforeEach(() => {
  mutated.length = 0
  mutateFails = false
  unpublishDisabled.value = false
  executed.length = 0
  validation = []
  validating = { isValidating: false }
  dialogOpen.value = false
  signedIn = reviewer
})

describe('Publish', () => {
  it('is disabled until the draft is approved', () => {
    for (const status of ['draft', 'inReview', 'changesRequested']) {
      const result = run(publish, props(article({ status })))
      expect(result).toMatchObject({ disabled: true, title: 'Publishing needs medical approval first.' })
    }
  })

  it('is enabled for an approved, valid draft whose content is what was approved', () => {
    const draft = article({ status: 'approved' })
    draft.review = { ...draft.review, approvedFingerprint: contentFingerprint(draft) } as typeof draft.review
    expect(run(publish, props(draft)).disabled).toBeFalsy()
    validation = [{ level: 'warning' }]
    expect(run(publish, props(draft)).disabled).toBeFalsy()
    validation = [{ level: 'error' }]
    expect(run(publish, props(draft))).toMatchObject({ disabled: true, title: expect.stringMatching(/validation/) })
  })

  it('takes a click while the Studio still checks the approved version, and publishes only once the check is clean', () => {
    const draft = article({ status: 'approved' })
    draft.review = { ...draft.review, approvedFingerprint: contentFingerprint(draft) } as typeof draft.review
    // Still validating, or markers of an earlier revision (the gate's "not approved" among them): enabled, but the
    // click is the gate's own, not yet the built-in Publish.
    validation = [{ level: 'error', message: 'Not medically approved' }]
    for (const state of [
      { isValidating: true, revision: 'r1' },
      { isValidating: false, revision: 'r0' },
    ]) {
      validating = state
      const result = run(publish, props(draft))
      expect(result.disabled).toBe(false)
      expect(result.onHandle).not.toBe(builtInHandle)
    }
    // The check covers this revision: the errors count again.
    validating = { isValidating: false, revision: 'r1' }
    expect(run(publish, props(draft))).toMatchObject({ disabled: true, title: expect.stringMatching(/validation/) })
    validation = []
    const ready = run(publish, props(draft))
    expect(ready.disabled).toBeFalsy()
    const before = builtInClicks
    ready.onHandle?.()
    expect(builtInClicks, 'handed straight to the built-in Publish').toBe(before + 1)
  })

  it('hands a click to the built-in again while the approved version stays a draft and the built-in sits idle', () => {
    const handed = { revision: 'r1', at: 1_000, tries: 1 }
    expect(handedPublish(null, 'r1', true, 2_000)).toBe('none')
    // Published (no draft any more), or the draft changed: done.
    expect(handedPublish(handed, undefined, true, 2_000)).toBe('done')
    expect(handedPublish(handed, 'r2', true, 2_000)).toBe('done')
    // The built-in waiting or publishing: left to it, however long.
    expect(handedPublish(handed, 'r1', false, 1_000 + PUBLISH_RETRY_MS * 10)).toBe('wait')
    // Idle, but not long yet: a publish on its way takes a moment to show.
    expect(handedPublish(handed, 'r1', true, 1_000 + PUBLISH_RETRY_MS - 1)).toBe('wait')
    // Idle with the version still a draft: the click was lost; again, then the editor is told.
    expect(handedPublish(handed, 'r1', true, 1_000 + PUBLISH_RETRY_MS)).toBe('again')
    expect(handedPublish({ ...handed, tries: PUBLISH_TRIES }, 'r1', true, 1_000 + PUBLISH_RETRY_MS)).toBe('tell')
  })

  it('keeps a taken click when the Studio mounts the actions again, and says it is publishing', () => {
    const draft = { ...article({ status: 'approved' }), _id: 'drafts.remounted', _rev: 'r7' }
    draft.review = { ...draft.review, approvedFingerprint: contentFingerprint(draft) } as typeof draft.review
    validation = [{ level: 'error', message: 'Not medically approved' }]
    validating = { isValidating: true, revision: 'r6' }
    const onRemounted = { ...props(draft), id: 'remounted' } as DocumentActionProps
    run(publish, onRemounted).onHandle?.()
    // A new instance of the action (the Studio mounted it again): the click is still taken.
    expect(run(publish, onRemounted)).toMatchObject({ label: 'Publishing…', disabled: true })
    // Still showing the earlier version's error once the check says it is done: it waits rather than drop the click.
    validating = { isValidating: false, revision: 'r7' }
    expect(run(publish, onRemounted)).toMatchObject({ label: 'Publishing…', disabled: true })
    // Another document knows nothing of it.
    expect(run(publish, props(draft)).label).toBe('Publish')
  })

  it('carries out a taken click only on the approved, checked version it was taken on', () => {
    expect(queuedClick('queue', 'r1', 'r1')).toBe('keep')
    expect(queuedClick('queued', 'r1', 'r1')).toBe('keep')
    expect(queuedClick('ready', 'r1', 'r1')).toBe('publish')
    expect(queuedClick('ready', 'r1', 'r2')).toBe('drop')
    // Edited after approval (not approved): never published, and not waited on.
    expect(queuedClick('not approved', 'r1', 'r1')).toBe('drop')
    // Approved with an error on screen: waited on a little, for a check that may still be the earlier version's.
    expect(queuedClick('blocked', 'r1', 'r1')).toBe('wait')
    expect(queuedClick('ready', null, 'r1')).toBe('keep')
  })

  it('keeps a taken click until the check is current, then publishes the version clicked, or nothing', () => {
    const draft = article({ status: 'approved' }) as unknown as ReviewedDocument
    draft.review = { ...draft.review, approvedFingerprint: contentFingerprint(draft) } as ReviewedDocument['review']
    const checking = { errors: 1, settling: true }
    expect(publishGate(draft, checking, null)).toEqual({ mode: 'queue' })
    expect(publishGate(draft, checking, 'r1')).toEqual({ mode: 'queued' })
    // A click on an earlier revision does not carry over to this one.
    expect(publishGate(draft, checking, 'r0')).toEqual({ mode: 'queue' })
    expect(publishGate(draft, { errors: 0, settling: false }, 'r1')).toEqual({ mode: 'ready' })
    expect(publishGate(draft, { errors: 1, settling: false }, 'r1')).toMatchObject({ mode: 'blocked' })
    // Not approved: blocked whatever the validation says.
    const inReview = article({ status: 'inReview' }) as unknown as ReviewedDocument
    expect(publishGate(inReview, { errors: 0, settling: true }, 'r1')).toMatchObject({
      mode: 'blocked',
      why: 'Publishing needs medical approval first.',
    })
  })

  it('is disabled again after an edit that follows approval, and says why', () => {
    const approved = article({ status: 'approved' })
    const fingerprint = contentFingerprint(approved)
    const edited = article({ status: 'approved', approvedFingerprint: fingerprint }, 'Diabetes: an overview, edited')
    expect(run(publish, props(edited))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/^Edited after approval/),
    })
  })

  it('keeps the action id, so the Studio still treats it as Publish', () => {
    expect(publish.action).toBe('publish')
  })
})

describe('Schedule publish', () => {
  // Sanity's own action, disabled by the gate's validation error with a title about "validation errors".
  const builtInSchedule: DocumentActionComponent = () => ({
    label: 'Schedule publish',
    disabled: true,
    title: 'Cannot Schedule Draft due to validation errors in the current draft.',
    onHandle: () => {},
  })
  builtInSchedule.action = 'schedule'
  const schedule = gateSchedule(builtInSchedule)

  it('says a version that is not approved needs medical approval, and why after an edit', () => {
    expect(run(schedule, props(article({ status: 'inReview' })))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/^Scheduling needs medical approval first/),
    })
    const approved = article({ status: 'approved' })
    const edited = article(
      { status: 'approved', approvedFingerprint: contentFingerprint(approved) },
      'Diabetes: an overview, edited',
    )
    expect(run(schedule, props(edited)).title).toMatch(/^Edited after approval\. Scheduling needs medical approval/)
    expect(schedule.action).toBe('schedule')
  })

  it('is disabled for a version that is not approved before Sanity has validated it (its own action enabled)', () => {
    const enabledSchedule: DocumentActionComponent = () => ({ label: 'Schedule publish', onHandle: () => {} })
    enabledSchedule.action = 'schedule'
    const early = gateSchedule(enabledSchedule)
    expect(run(early, props(article({ status: 'inReview' })))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/^Scheduling needs medical approval first/),
    })
    const approved = article({ status: 'approved' })
    approved.review = {
      ...approved.review,
      approvedFingerprint: contentFingerprint(approved),
    } as typeof approved.review
    expect(run(early, props(approved)).disabled).toBeUndefined()
  })

  it('gives a viewer their role as the reason, whatever the version', () => {
    signedIn = { id: 'p-viewer', name: 'Val Viewer', roles: [{ name: 'viewer', title: 'Viewer' }] }
    const approved = article({ status: 'approved' })
    approved.review = {
      ...approved.review,
      approvedFingerprint: contentFingerprint(approved),
    } as typeof approved.review
    for (const doc of [article({ status: 'inReview' }), approved])
      expect(run(schedule, props(doc))).toMatchObject({
        disabled: true,
        title: 'Your role, Viewer, cannot schedule a publish.',
      })
  })

  it("keeps Sanity's reason for an approved version (another validation error)", () => {
    const draft = article({ status: 'approved' })
    draft.review = { ...draft.review, approvedFingerprint: contentFingerprint(draft) } as typeof draft.review
    expect(run(schedule, props(draft)).title).toBe(
      'Cannot Schedule Draft due to validation errors in the current draft.',
    )
  })
})

describe('Submit for review', () => {
  it('patches the status to inReview', () => {
    const result = run(SubmitForReviewAction, props(article({ status: 'draft' })))
    expect(result.disabled).toBe(false)
    result.onHandle?.()
    // Who sent it, so that they cannot approve it themselves; and what they sent, so an edit after it shows.
    const sent = contentFingerprint(article({ status: 'draft' }))
    expect(executed).toEqual([
      [{ set: { 'review.status': 'inReview', 'review.submittedBy': 'u1', 'review.submittedFingerprint': sent } }],
    ])
  })

  it('an edit after Submit shows on the badge and heads the Approve checklist', async () => {
    const submitted = article({ status: 'inReview', submittedBy: 'p-ed' })
    submitted.review = { ...submitted.review, submittedFingerprint: contentFingerprint(submitted) } as never
    expect(ReviewStatusBadge(props(submitted) as never)).toMatchObject({ label: 'In medical review' })
    const edited = { ...submitted, title: 'Diabetes: an overview for adults' }
    expect(ReviewStatusBadge(props(edited) as never)).toMatchObject({
      label: 'In review, changed since submitted',
      color: 'warning',
    })
    const { reviewChecklist, CHANGED_SINCE_SUBMITTED } = await import('@/studio/review-checklist')
    expect(reviewChecklist(edited, '2026-11-29')[0]).toMatchObject({ message: CHANGED_SINCE_SUBMITTED })
    expect(reviewChecklist(submitted, '2026-11-29').map((line) => line.code)).not.toContain('changed-since-submitted')
  })

  it('is disabled with the reason when already in review', () => {
    expect(run(SubmitForReviewAction, props(article({ status: 'inReview' })))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/already waiting/),
    })
  })

  it('is allowed again for an approved document that was edited since', () => {
    const edited = article({ status: 'approved', approvedFingerprint: 'stale' })
    expect(run(SubmitForReviewAction, props(edited)).disabled).toBe(false)
  })
  it('is disabled for a viewer, whose role changes nothing, with the role as the reason', () => {
    signedIn = { id: 'p-viewer', name: 'Val Viewer', roles: [{ name: 'viewer', title: 'Viewer' }] }
    expect(run(SubmitForReviewAction, props(article({ status: 'draft' })))).toMatchObject({
      disabled: true,
      title: 'Your role, Viewer, cannot send a document for review.',
    })
  })
})

describe('Request changes and Approve', () => {
  it('are only offered for a document in review', () => {
    expect(run(RequestChangesAction, props(article({ status: 'draft' }))).disabled).toBe(true)
    expect(run(ApproveAction, props(article({ status: 'draft' }))).disabled).toBe(true)
    expect(run(RequestChangesAction, props(article({ status: 'inReview' }))).disabled).toBe(false)
    expect(run(ApproveAction, props(article({ status: 'inReview' }))).disabled).toBe(false)
  })

  it('Approve is enabled for a medical reviewer only, and never for the person who submitted the version', async () => {
    signedIn = { id: 'p-ed', name: 'Eddie Editor', roles: [{ name: 'editor', title: 'Editor' }] }
    expect(run(ApproveAction, props(article({ status: 'inReview' })))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/Only a medical reviewer/),
    })
    signedIn = { id: 'p-admin', name: 'Local editor', roles: [{ name: 'administrator', title: 'Administrator' }] }
    expect(run(ApproveAction, props(article({ status: 'inReview' }))).disabled).toBe(true)
    signedIn = reviewer
    const own = article({ status: 'inReview', submittedBy: 'u1' })
    expect(run(ApproveAction, props(own))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/another medical reviewer/),
    })
    // Even called directly (a dialog left open), the approval is not written.
    const dialog = approveDialog(props(own))
    expect(
      await dialog.content.props.onApprove({ reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }),
    ).toMatch(/another medical reviewer/)
    expect(mutated).toEqual([])
    expect(run(ApproveAction, props(article({ status: 'inReview', submittedBy: 'p-ed' }))).disabled).toBe(false)
  })

  it("Request changes is a medical reviewer's, and never on a version they submitted themselves", () => {
    signedIn = { id: 'p-ed', name: 'Eddie Editor', roles: [{ name: 'editor', title: 'Editor' }] }
    const own = article({ status: 'inReview', submittedBy: 'p-ed' })
    expect(run(RequestChangesAction, props(own))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/You submitted this version for review.*edit it and submit it again/),
    })
    expect(run(RequestChangesAction, props(article({ status: 'inReview', submittedBy: 'p-x' })))).toMatchObject({
      disabled: true,
      title: expect.stringMatching(/Only a medical reviewer/),
    })
    // Even called directly (a dialog left open), nothing is written.
    dialogOpen.value = true
    const dialog = run(RequestChangesAction, props(own)).dialog as {
      content: { props: { onSubmit: (comment: string) => string | null } }
    }
    expect(dialog.content.props.onSubmit('Please cite the guideline.')).toMatch(/You submitted this version/)
    expect(executed).toEqual([])
    signedIn = reviewer
    expect(run(RequestChangesAction, props(article({ status: 'inReview', submittedBy: 'p-ed' }))).disabled).toBe(false)
  })

  it('Request changes stores the comment; an empty one is refused with a message', () => {
    dialogOpen.value = true
    const dialog = run(RequestChangesAction, props(article({ status: 'inReview' }))).dialog as {
      content: { props: { onSubmit: (c: string) => string | null } }
    }
    expect(dialog.content.props.onSubmit('  ')).toMatch(/required/)
    expect(executed).toEqual([])
    expect(dialog.content.props.onSubmit('Please cite the 2026 NICE update.')).toBeNull()
    const [[{ set }]] = executed as [[{ set: Record<string, unknown> }]]
    expect(set).toMatchObject({
      'review.status': 'changesRequested',
      'review.changesRequested': 'Please cite the 2026 NICE update.',
      'review.changeRequests': [
        { comment: 'Please cite the 2026 NICE update.', requestedBy: 'Dr Reviewer', requestedAt: expect.any(String) },
      ],
    })
    // Not published: there is no other record to keep it in.
    expect(mutated).toEqual([])
  })

  it('Request changes keeps the request, who and when, on the published record too, so a discarded draft loses nothing', () => {
    dialogOpen.value = true
    const earlier = {
      _key: 'request-1',
      comment: 'Cite NG136.',
      requestedBy: 'Dr A',
      requestedAt: '2026-11-20T10:00:00Z',
    }
    const published = { ...article({ status: 'approved', changeRequests: [earlier] }), _id: 'diabetes' }
    const dialog = run(RequestChangesAction, props(article({ status: 'inReview' }), published)).dialog as {
      content: { props: { onSubmit: (c: string) => string | null } }
    }
    expect(dialog.content.props.onSubmit('Name the 2026 guideline.')).toBeNull()
    const [[{ set }]] = executed as [[{ set: Record<string, unknown> }]]
    const list = set['review.changeRequests'] as Array<{ comment: string; requestedBy: string }>
    expect(list.map((r) => [r.comment, r.requestedBy])).toEqual([
      ['Name the 2026 guideline.', 'Dr Reviewer'],
      ['Cite NG136.', 'Dr A'],
    ])
    expect(mutated).toHaveLength(1)
    expect(mutated[0]!.mutations).toEqual([{ patch: { id: 'diabetes', set: { 'review.changeRequests': list } } }])
  })

  it('Approve records the reviewer, today, a next review 12 months on by default, who approved, and the fingerprint', async () => {
    const draft = article({ status: 'inReview' })
    const dialog = approveDialog(props(draft))
    expect(await dialog.content.props.onApprove({ reviewerId: '', nextReviewDue: '', overrideReason: '' })).toMatch(
      /clinician profile/,
    )
    expect(mutated).toEqual([])
    const today = new Date().toLocaleDateString('en-CA')
    expect(
      await dialog.content.props.onApprove({ reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }),
    ).toBeNull()
    const [year, month, day] = today.split('-')
    const { id, set, unset, ifRevisionID } = approvalPatch()
    // Only on the revision the reviewer saw, and written with the transaction id it records.
    expect({ id, ifRevisionID }).toEqual({ id: 'drafts.diabetes', ifRevisionID: 'r1' })
    expect(set).toMatchObject({
      'review.status': 'approved',
      'review.reviewer': { _type: 'reference', _ref: 'doctor-1' },
      'review.lastReviewed': today,
      // The signed-in reviewer, by their user id (the lake checks it names the user who writes it).
      'review.approvedBy': 'u1',
      'review.approvedRev': mutated[0]!.options!.transactionId,
    })
    expect(String(set['review.nextReviewDue'])).toMatch(new RegExp(`^${Number(year) + 1}-${month}-(${day}|2[89])$`))
    expect(unset).toEqual(['review.triageOverrides', 'review.changesRequested', 'review.submittedFingerprint'])
    // The document as the approval leaves it is approved, and Publish opens.
    const approved = applySet(draft, set)
    expect(approved.review?.approvedFingerprint).toBe(contentFingerprint(approved))
    expect(effectiveReview(approved, 'draft')).toMatchObject({
      editedAfterApproval: false,
      state: { status: 'approved' },
    })
    expect(run(publish, props(approved)).disabled).toBeFalsy()
  })

  it("Approve lists the version's other validation errors before the reviewer approves (not the gate's own)", async () => {
    const { NOT_APPROVED } = await import('@/schemas/rules/approval-gate')
    validation = [
      { level: 'error', message: NOT_APPROVED, path: ['review'] },
      { level: 'error', message: 'Required', path: ['references', { _key: 'a1' }, 'url'] },
      { level: 'warning', message: 'Long sentence', path: ['body'] },
    ] as typeof validation
    const dialog = approveDialog(props(article({ status: 'inReview' }))) as unknown as {
      content: { props: { errors: string[] } }
    }
    expect(dialog.content.props.errors).toEqual(['references / url: Required'])
  })

  it('Approve says so when the approval is not saved (the draft changed meanwhile), and keeps the dialog open', async () => {
    mutateFails = true
    const dialog = approveDialog(props(article({ status: 'inReview' })))
    expect(
      await dialog.content.props.onApprove({ reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }),
    ).toMatch(/not saved/)
  })

  it("in a release's view, Approve records the approval on the release's version, so the release can publish it", async () => {
    const draft = article({ status: 'draft' }, 'Diabetes: the draft')
    const version = {
      ...article({ status: 'inReview' }, 'Diabetes: for the release'),
      _id: 'versions.rLaunch.diabetes',
      _rev: 'v1',
    }
    const p = { ...props(draft), version, release: 'rLaunch' } as unknown as DocumentActionProps
    expect(run(ApproveAction, p).disabled).toBeFalsy() // the version is in review, though the draft is not
    const dialog = approveDialog(p)
    expect(
      await dialog.content.props.onApprove({ reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }),
    ).toBeNull()
    const { id, set, ifRevisionID } = approvalPatch()
    expect({ id, ifRevisionID }).toEqual({ id: 'versions.rLaunch.diabetes', ifRevisionID: 'v1' })
    expect(effectiveReview(applySet(version, set), 'draft').state.status).toBe('approved')
  })

  it("in a release's view, the status badge tells the release version's status, not the approved draft's", async () => {
    // The draft was approved; the release's copy of it was then edited.
    const draft = article({ status: 'inReview' })
    await approveDialog(props(draft)).content.props.onApprove({
      reviewerId: 'doctor-1',
      nextReviewDue: '',
      overrideReason: '',
    })
    const approved = applySet(draft, approvalPatch().set)
    const inRelease = { ...approved, _id: 'versions.rLaunch.diabetes', title: 'Diabetes (2027 update)' }
    const view = (version: Record<string, unknown>) => ({ ...props(approved), version, release: 'rLaunch' }) as never
    expect(ReviewStatusBadge(props(approved) as never)).toMatchObject({ label: 'Medically approved' })
    expect(ReviewStatusBadge(view(inRelease))).toMatchObject({ label: 'Edited after approval' })
    // Submitted in the release, it waits for a review.
    expect(ReviewStatusBadge(view(applySet(inRelease, { 'review.status': 'inReview' })))).toMatchObject({
      label: 'In medical review',
    })
    // An unedited copy of the approved draft is approved in the release too.
    expect(ReviewStatusBadge(view({ ...approved, _id: 'versions.rLaunch.diabetes' }))).toMatchObject({
      label: 'Medically approved',
    })
  })

  it('Approve creates the draft from the published version when there is none', async () => {
    const published = { ...article({ status: 'inReview' }), _id: 'diabetes' }
    const dialog = approveDialog(props(null, published))
    expect(
      await dialog.content.props.onApprove({ reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }),
    ).toBeNull()
    const [create] = mutated[0]!.mutations as Array<{ createIfNotExists?: Record<string, unknown> }>
    expect(create?.createIfNotExists).toMatchObject({
      _id: 'drafts.diabetes',
      _type: 'conditionArticle',
      title: published.title,
    })
    expect(create?.createIfNotExists).not.toHaveProperty('_rev')
    expect(approvalPatch().id).toBe('drafts.diabetes')
  })

  it('after approval, changing "Next review due" or the reviewer disables Publish and the badge says so', async () => {
    const draft = article({ status: 'inReview' })
    await approveDialog(props(draft)).content.props.onApprove({
      reviewerId: 'doctor-1',
      nextReviewDue: '',
      overrideReason: '',
    })
    const approved = applySet(draft, approvalPatch().set)
    expect(ReviewStatusBadge(props(approved) as never)).toMatchObject({ label: 'Medically approved' })
    for (const change of [
      { 'review.nextReviewDue': '2031-01-01' },
      { 'review.reviewer': { _type: 'reference', _ref: 'doctor-2' } },
    ]) {
      const changed = applySet(approved, change)
      expect(ReviewStatusBadge(props(changed) as never)).toMatchObject({ label: 'Edited after approval' })
      expect(run(publish, props(changed))).toMatchObject({
        disabled: true,
        title: expect.stringMatching(/^Edited after approval/),
      })
    }
  })

  it('Approve refuses a triage contradiction without an override reason, and records the reason with one', async () => {
    const draft = {
      ...article({ status: 'inReview' }),
      getHelp: { appointment: ['You have chest pain or pressure.'] },
    }
    expect(run(ApproveAction, props(draft)).title).toMatch(/triage warning needs a reason/)
    const dialog = approveDialog(props(draft))
    expect(dialog.content.props.flags.length).toBeGreaterThan(0)
    const input = { reviewerId: 'doctor-1', nextReviewDue: '', overrideReason: '' }
    expect(await dialog.content.props.onApprove(input)).toMatch(/contradicts the triage list/)
    // A word is not a reason: an approval of a 911 sign under "Make an appointment" once went through with "ok".
    expect(await dialog.content.props.onApprove({ ...input, overrideReasons: ['ok'] })).toMatch(/too short/)
    expect(mutated).toEqual([])
    const reason = 'Reviewed with cardiology: the chest pain is stable, known angina with an agreed plan.'
    expect(await dialog.content.props.onApprove({ ...input, overrideReason: reason })).toBeNull()
    const overrides = approvalPatch().set['review.triageOverrides'] as Array<{
      sign: string
      line: string
      reason: string
    }>
    expect(overrides.length).toBeGreaterThan(0)
    expect(overrides[0]).toMatchObject({ reason, line: expect.stringContaining('You have chest pain or pressure.') })
    expect(overrides[0]!.sign).toMatch(/chest/i)
    const approved = applySet(draft, approvalPatch().set)
    expect(run(publish, props(approved)).disabled).toBeFalsy()
  })

  it('Approve moves "Last updated" to today when the text differs from the published guide', async () => {
    const published = { ...article({ status: 'approved' }), _id: 'diabetes', lastUpdated: '2026-11-23' }
    const draft = {
      ...published,
      _id: 'drafts.diabetes',
      title: 'Diabetes: an overview (edited)',
      review: { status: 'inReview' },
    }
    await approveDialog(props(draft, published)).content.props.onApprove({
      reviewerId: 'doctor-1',
      nextReviewDue: '',
      overrideReason: '',
    })
    const today = new Date().toLocaleDateString('en-CA')
    expect(approvalPatch().set.lastUpdated).toBe(today)
    const approved = applySet(draft, approvalPatch().set)
    expect(effectiveReview(approved, 'draft').editedAfterApproval).toBe(false)
    // Approving the same text as published leaves the date alone.
    mutated.length = 0
    const same = { ...published, _id: 'drafts.diabetes', review: { status: 'inReview' } }
    await approveDialog(props(same, published)).content.props.onApprove({
      reviewerId: 'doctor-1',
      nextReviewDue: '',
      overrideReason: '',
    })
    expect(approvalPatch().set).not.toHaveProperty('lastUpdated')
  })

  it("Approve shows the reviewer the guards' warnings on the version under review before they approve", () => {
    dialogOpen.value = true
    const hard =
      'Pharmacological management of hypertension necessitates individualized consideration of comorbidities and contraindications.'
    const draft = {
      ...article({ status: 'inReview', lastReviewed: '2025-06-16' }),
      lastUpdated: '2026-11-23',
      intro: [{ _type: 'block', _key: 'b', style: 'normal', children: [{ _type: 'span', text: hard }] }],
    }
    const dialog = run(ApproveAction, props(draft)).dialog as {
      content: { props: { checklist: Array<{ code: string; message: string }> } }
    }
    expect(dialog.content.props.checklist.map((line) => line.code)).toEqual([
      'changed-after-review',
      'article-above-limit',
    ])
    const plain = run(ApproveAction, props(article({ status: 'inReview' }))).dialog as typeof dialog
    expect(plain.content.props.checklist).toEqual([])
  })
})

// Unpublish sits in the same action menu; its tests live here because they replace the same Sanity hooks.
/** The first element under `node` whose props pass `test` (a dialog's content is a plain React element tree). */
function findElement(node: unknown, test: (props: Record<string, unknown>) => boolean): Record<string, unknown> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, test)
      if (found) return found
    }
    return null
  }
  const props = (node as { props?: Record<string, unknown> } | null)?.props
  if (!props) return null
  return test(props) ? props : findElement(props.children, test)
}

describe('A review action clicked while the document loads', () => {
  /** The Studio's edit state before its first snapshot: not ready, no draft, no published version. */
  const loadingProps = () => ({ ...props(null), ready: false }) as DocumentActionProps
  const shown = (description: DocumentActionDescription) => {
    const content = (description.dialog as { content: { props: Record<string, unknown> } }).content
    return content.props
  }

  it("reopens a dialog the Studio's remount of the pane closed: a new Approve on the same document shows it", () => {
    const p = { ...loadingProps(), id: 'remounted' } as DocumentActionProps
    expect(run(ApproveAction, p).dialog).toBeFalsy()
    rememberDialog('approve:remounted', 'loading')
    expect(run(ApproveAction, p).dialog).toMatchObject({ type: 'dialog', header: 'Approve this version' })
    expect(run(RequestChangesAction, p).dialog).toBeFalsy()
    rememberDialog('approve:remounted', false)
    expect(run(ApproveAction, p).dialog).toBeFalsy()
  })

  it('is clickable, says it is loading, and its dialog says so until the document is there', () => {
    for (const action of [ApproveAction, RequestChangesAction, SubmitForReviewAction]) {
      expect(run(action, loadingProps())).toMatchObject({ disabled: false, title: LOADING_TITLE })
    }
    dialogOpen.value = 'loading'
    const approve = run(ApproveAction, loadingProps())
    expect(shown(approve)).toMatchObject({ why: null })
    expect(LOADING_TEXT).toMatch(/Loading/)
    expect(mutated).toEqual([])
    expect(executed).toEqual([])
  })

  it('then becomes the form when the document can be approved, or says why it cannot', () => {
    dialogOpen.value = 'loading'
    const loaded = { ...props(article({ status: 'inReview' })), ready: true } as DocumentActionProps
    expect(shown(run(ApproveAction, loaded))).toHaveProperty('onApprove')
    expect(shown(run(RequestChangesAction, loaded))).toHaveProperty('onSubmit')
    const notInReview = { ...props(article({ status: 'draft' })), ready: true } as DocumentActionProps
    expect(shown(run(ApproveAction, notInReview))).toMatchObject({
      why: 'Only a document in medical review can be approved.',
    })
    expect(run(ApproveAction, notInReview).disabled).toBe(true)
    // Submit asks once the document has loaded, rather than submitting a version the editor has not seen: its
    // button then submits.
    const confirm = run(SubmitForReviewAction, notInReview).dialog as { content: unknown }
    const button = findElement(confirm.content, (p) => p.text === 'Submit for review')
    expect(executed).toEqual([])
    ;(button!.onClick as () => void)()
    expect(JSON.stringify(executed)).toContain('"review.status":"inReview"')
  })
})

describe('Unpublish in the action menu', () => {
  const post = { _id: 'blog-post-sleep', _type: 'blogPost', title: 'Sleep' }
  const unpublishProps = (published: Record<string, unknown> | null, draft: Record<string, unknown> | null = null) =>
    ({ ...props(draft, published), onComplete: () => executed.push('complete') }) as DocumentActionProps

  it('is offered, disabled with the reason, on a document that is not published', () => {
    expect(
      run(UnpublishDraftViewAction, unpublishProps(null, { ...post, _id: 'drafts.blog-post-sleep' })),
    ).toMatchObject({
      label: 'Unpublish',
      disabled: true,
      title: 'It is not published.',
    })
  })

  it('asks first, then unpublishes (the text stays as a draft)', () => {
    const action = run(UnpublishDraftViewAction, unpublishProps(post))
    expect(action).toMatchObject({ label: 'Unpublish', disabled: false, tone: 'critical' })
    expect(action.dialog).toBeFalsy()
    dialogOpen.value = true
    const dialog = run(UnpublishDraftViewAction, unpublishProps(post)).dialog as {
      type: string
      message: string
      onConfirm: () => void
    }
    expect(dialog.type).toBe('confirm')
    expect(dialog.message).toMatch(/stays here as a draft/)
    expect(executed).toEqual([])
    dialog.onConfirm()
    expect(executed).toEqual(['unpublish', 'complete'])
  })

  it('is disabled for a viewer, giving the role as the reason, and an editor may use it', () => {
    signedIn = { id: 'p-viewer', name: 'Val Viewer', roles: [{ name: 'viewer', title: 'Viewer' }] }
    expect(run(UnpublishDraftViewAction, unpublishProps(post))).toMatchObject({
      disabled: true,
      title: 'Your role, Viewer, cannot take a page down.',
    })
    expect(run(UnpublishDraftViewAction, unpublishProps(post)).onHandle).toBeUndefined()
    signedIn = { id: 'p-editor', name: 'Alex Morgan', roles: [{ name: 'editor', title: 'Editor' }] }
    expect(run(UnpublishDraftViewAction, unpublishProps(post)).disabled).toBe(false)
  })

  it("follows Sanity's operation when it cannot unpublish (a live-edit type)", () => {
    unpublishDisabled.value = 'LIVE_EDIT_ENABLED'
    expect(run(UnpublishDraftViewAction, unpublishProps(post)).disabled).toBe(true)
  })
})
