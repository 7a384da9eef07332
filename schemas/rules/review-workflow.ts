/**
 * The medical review gate for condition articles and blog posts, as a pure state machine. The Studio's document
 * actions (Submit for review, Request changes, Approve, Publish) are thin wrappers over `transition` and
 * `publishBlocker`; every rule lives here and is unit-tested.
 *
 *   draft ──submit──▶ inReview ──approve──▶ approved ──(any edit)──▶ draft
 *     ▲                  │
 *     └──submit── changesRequested ◀──requestChanges(comment)
 *
 * Approval vouches for the content and for its own terms (reviewer, review date, next review due): the fingerprint
 * stored at approval covers all of them. A triage contradiction blocks approval unless the reviewer says why the
 * text is right as written; the reason is kept in the review record.
 */
import { contentFingerprint, contentOf, fingerprintOf } from '@/lib/medical/fingerprint'

export const REVIEW_STATUSES = ['draft', 'inReview', 'changesRequested', 'approved'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const reviewStatusTitles: Record<ReviewStatus, string> = {
  draft: 'Draft',
  inReview: 'In medical review',
  changesRequested: 'Changes requested',
  approved: 'Medically approved',
}

/** The review fields of a document, as stored in its `review` object. */
export type ReviewState = {
  status?: ReviewStatus | null
  reviewerId?: string | null
  lastReviewed?: string | null
  nextReviewDue?: string | null
  changesRequested?: string | null
  /** The triage warnings the reviewer approved the text despite, each with their reason. */
  triageOverrides?: TriageOverride[] | null
}

/** A line the triage vocabulary says contradicts its sign's action (schemas/rules/triage.ts, documentTriageFlags). */
export type TriageFlag = { sign: string; where: string; text: string; message: string }
/** A triage warning the reviewer overrode, as the review record keeps it: the sign, the line, and why. */
export type TriageOverride = { sign: string; line: string; reason: string }

export type ReviewEvent =
  | { type: 'submit' }
  | { type: 'requestChanges'; comment: string }
  | {
      type: 'approve'
      reviewerId: string
      today: string
      nextReviewDue?: string | null
      /** The triage contradictions of the version approved; each needs a reason to override it. */
      contradictions?: readonly TriageFlag[]
      /** One reason for every contradiction (when `overrideReasons` gives none for it). */
      overrideReason?: string | null
      /** The reason for each contradiction, in the order of `contradictions`. */
      overrideReasons?: ReadonlyArray<string | null | undefined> | null
    }
  | { type: 'edit' }

export type TransitionResult = { ok: true; state: ReviewState } | { ok: false; reason: string }

export const MAX_COMMENT_LENGTH = 1000
/** The least an override's reason says: a sentence of some words, not "ok". */
export const MIN_OVERRIDE_WORDS = 5
export const MIN_OVERRIDE_LETTERS = 20
/** Words of its own an override's reason has besides the sign's, the line's and the words any reason has. */
export const MIN_OVERRIDE_OWN_WORDS = 3

/**
 * Words that say nothing of why a line is safe (the line, its place, a verdict) in the languages reviewers write in;
 * "This line is fine where it is written here." is made of them alone.
 */
const EMPTY_WORDS = new Set(
  (
    'a an the this that these those it its is are was were be been being here there where as so to of in on at by for ' +
    'with and or but not no yes ok okay fine good right correct safe acceptable accepted approve approved approving ' +
    'reviewed checked read seen looks look sign signs line lines text sentence bullet item wording words written write stands ' +
    'stand place placed kept keep leave left stay stays same all my we i me our has have had should would can will ' +
    'el la los las un una unos unas este esta estos estas eso esto es son está están fue ser de del en con y o pero ' +
    'no sí si bien correcto correcta seguro segura aprobado aprobada revisado revisada línea linea texto frase viñeta ' +
    'escrito escrita aquí aqui allí donde lugar queda quedar igual todo mi yo nuestro se lo le que como'
  ).split(' '),
)

/** A reason's words, lower case and without accents or punctuation; numbers (911, 988) count as words. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Whether two words are one word in another form ("droops" and "drooping", "dolor" and "dolores"). */
const sameWord = (a: string, b: string) => a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4)

/**
 * Why an override's reason is not one, or null when it is. A reason is a sentence (at least five words and twenty
 * letters, not one word repeated) that names the sign or quotes the line it is about, and says something of its own
 * besides: at least three words that are neither the sign's nor the line's nor ones any verdict has ("fine",
 * "here", "written"). "ok" and "This line is fine where it is written here." are not reasons.
 */
export function overrideReasonProblem(
  sign: string,
  reason: string | null | undefined,
  line: string | null | undefined = null,
): string | null {
  const text = (reason ?? '').trim()
  if (!text) return null
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const letters = (text.match(/\p{L}/gu) ?? []).length
  const distinct = new Set(words.map((word) => word.toLowerCase().replace(/[^\p{L}]/gu, '')))
  const ask = `In a sentence, name the sign and say why this line is safe where it stands (who it is for, and why this action is right for them).`
  if (words.length < MIN_OVERRIDE_WORDS || letters < MIN_OVERRIDE_LETTERS || distinct.size < 3)
    return `The reason for "${sign}" is too short to be a reason. ${ask}`
  const named = wordsOf(`${sign} ${line ?? ''}`).filter((word) => word.length >= 3 && !EMPTY_WORDS.has(word))
  const said = wordsOf(text)
  if (!said.some((word) => named.some((n) => n === word || sameWord(n, word))))
    return `The reason for "${sign}" does not say which sign it is about. ${ask}`
  const own = new Set(
    said.filter((word) => !EMPTY_WORDS.has(word) && !named.some((n) => n === word || sameWord(n, word))),
  )
  if (own.size < MIN_OVERRIDE_OWN_WORDS) return `The reason for "${sign}" says the line is fine but not why. ${ask}`
  return null
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function currentStatus(state: ReviewState | null | undefined): ReviewStatus {
  const status = state?.status
  return status && (REVIEW_STATUSES as readonly string[]).includes(status) ? status : 'draft'
}

/** A calendar date `months` later; the 29th–31st fall back to the month's last day (`2024-02-29` + 12 → `2025-02-28`). */
export function addMonths(isoDate: string, months: number): string {
  if (!ISO_DATE.test(isoDate)) throw new Error(`Not a date: ${isoDate}`)
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

export function transition(state: ReviewState | null | undefined, event: ReviewEvent): TransitionResult {
  const from = currentStatus(state)
  const base: ReviewState = { ...state, status: from }
  switch (event.type) {
    case 'submit':
      if (from === 'inReview') return { ok: false, reason: 'It is already waiting for medical review.' }
      if (from === 'approved') return { ok: false, reason: 'It is already approved. Edit it to start a new review.' }
      return { ok: true, state: { ...base, status: 'inReview' } }
    case 'requestChanges': {
      if (from !== 'inReview') return { ok: false, reason: 'Only a document in medical review can be sent back.' }
      const comment = event.comment.trim()
      if (!comment) return { ok: false, reason: 'Say what needs to change: the comment is required.' }
      if (comment.length > MAX_COMMENT_LENGTH)
        return { ok: false, reason: `Keep the comment under ${MAX_COMMENT_LENGTH} characters.` }
      return { ok: true, state: { ...base, status: 'changesRequested', changesRequested: comment } }
    }
    case 'approve': {
      if (from !== 'inReview') return { ok: false, reason: 'Only a document in medical review can be approved.' }
      if (!event.reviewerId) return { ok: false, reason: 'Approval needs a named medical reviewer.' }
      if (!ISO_DATE.test(event.today)) return { ok: false, reason: 'Approval needs the date of the review.' }
      const nextReviewDue = event.nextReviewDue || addMonths(event.today, 12)
      if (!ISO_DATE.test(nextReviewDue) || nextReviewDue <= event.today)
        return { ok: false, reason: 'The next review must be a date after today.' }
      const contradictions = event.contradictions ?? []
      const reasons = contradictions.map(
        (_, i) => (event.overrideReasons?.[i]?.trim() || event.overrideReason?.trim()) ?? '',
      )
      const missing = reasons.filter((reason) => !reason).length
      if (missing > 0)
        return {
          ok: false,
          reason: `${missing === 1 ? 'A line contradicts' : `${missing} lines contradict`} the triage list. Fix the text, or say why it is right as written: the reason is kept in the review record.`,
        }
      if (reasons.some((reason) => reason.length > MAX_COMMENT_LENGTH))
        return { ok: false, reason: `Keep the reason under ${MAX_COMMENT_LENGTH} characters.` }
      const weak = contradictions.map((c, i) => overrideReasonProblem(c.sign, reasons[i], c.text)).find(Boolean)
      if (weak) return { ok: false, reason: weak }
      return {
        ok: true,
        state: {
          ...base,
          status: 'approved',
          reviewerId: event.reviewerId,
          lastReviewed: event.today,
          nextReviewDue,
          changesRequested: null,
          triageOverrides: contradictions.map((c, i) => ({
            sign: c.sign,
            line: `${c.where}: "${c.text}"`,
            reason: reasons[i]!,
          })),
        },
      }
    }
    case 'edit':
      // Approval covers the text the reviewer read; a new edit needs a new review.
      return { ok: true, state: from === 'approved' ? { ...base, status: 'draft' } : base }
  }
}

/** Why Publish is disabled, or null when it may publish: only an approved document without validation errors. */
/** The project role whose members may approve a medical document (a custom role of that name in a Sanity project). */
export const MEDICAL_REVIEWER_ROLE = 'medical-reviewer'

/** The signed-in user as the Studio knows them (useCurrentUser): their id and their roles in the project. */
export type SignedInUser = { id: string; roles?: ReadonlyArray<{ name: string }> | null } | null | undefined

/**
 * Why this user may not approve this version, or null when they may: only a user of an approving role (a medical
 * reviewer) approves, and never a version they submitted for review themselves (another reviewer must read a change
 * its author sent).
 */
export function approverProblem(
  user: SignedInUser,
  review: StoredReview | null | undefined,
  approverRoles: readonly string[] = [MEDICAL_REVIEWER_ROLE],
): string | null {
  if (!user?.id) return 'Sign in as a medical reviewer to approve.'
  if (!user.roles?.some((role) => approverRoles.includes(role.name)))
    return 'Only a medical reviewer can approve. Ask one to review this version.'
  if (review?.submittedBy && review.submittedBy === user.id)
    return 'You submitted this version for review, so another medical reviewer must approve it.'
  return null
}

/**
 * Why the signed-in user may not send a version back with changes, or null: a request for changes is a review's
 * outcome, so the same people as for Approve (a medical reviewer who did not submit it). Whoever submitted it
 * changes it by editing it and submitting it again.
 */
export function changeRequesterProblem(
  user: SignedInUser,
  review: StoredReview | null | undefined,
  reviewerRoles: readonly string[] = [MEDICAL_REVIEWER_ROLE],
): string | null {
  if (!user?.id) return 'Sign in as a medical reviewer to send it back.'
  if (review?.submittedBy && review.submittedBy === user.id)
    return 'You submitted this version for review: a medical reviewer sends it back if it needs changes. To change it yourself, edit it and submit it again.'
  if (!user.roles?.some((role) => reviewerRoles.includes(role.name)))
    return 'Only a medical reviewer can send it back with changes.'
  return null
}

export function publishBlocker(state: ReviewState | null | undefined, validationErrors: number): string | null {
  if (currentStatus(state) !== 'approved') return 'Publishing needs medical approval first.'
  if (validationErrors > 0) return 'Fix the validation errors before publishing.'
  return null
}

/** Whether the review is overdue on `today` (a document whose next review date has passed). */
export function isReviewOverdue(state: ReviewState | null | undefined, today: string): boolean {
  return Boolean(state?.nextReviewDue && state.nextReviewDue < today)
}

// ─── Edits after approval ──────────────────────────────────────────────────────────────────────────────────
// Approval covers the exact text the reviewer read. At approval the document's content fingerprint is stored
// beside the status; a document whose content no longer matches it counts as a draft again, whoever changed it
// and however (Studio, API, an import), so Publish cannot ship unreviewed text.

export { contentFingerprint }

/**
 * A version's fingerprint, kept beside the value it was computed from (`key`, the document itself unless said). The
 * footer's badges, the document actions and the validation rules each ask for it on every render of a form, and a
 * long guide takes milliseconds to fingerprint on a slow machine. Only for the Studio, which replaces a version's value
 * on every change instead of changing it, so a value's fingerprint never goes stale there; a server that patches
 * documents in place (the local lake's gate) fingerprints afresh with `contentFingerprint`.
 */
const rememberedFingerprints = new WeakMap<object, string>()
export function rememberedFingerprint(doc: ReviewedDocument, key: object = doc): string {
  let print = rememberedFingerprints.get(key)
  if (print === undefined) {
    print = contentFingerprint(doc)
    rememberedFingerprints.set(key, print)
  }
  return print
}

/** A reviewer's request for changes, as the review record keeps it (latest first). */
export type ChangeRequest = {
  _key: string
  _type?: 'changeRequest'
  comment: string
  requestedBy?: string | null
  requestedAt: string
}

/** The `review` object as the schema stores it (medicalReview). */
export type StoredReview = {
  status?: string | null
  reviewer?: { _ref?: string | null } | null
  lastReviewed?: string | null
  nextReviewDue?: string | null
  changesRequested?: string | null
  changeRequests?: ChangeRequest[] | null
  triageOverrides?: Array<TriageOverride & { _key?: string }> | null
  approvedBy?: string | null
  /** The user (id) who submitted this version for review: they may not approve it. */
  submittedBy?: string | null
  /** The content's fingerprint when it was submitted: an edit after that is shown to the reviewer. */
  submittedFingerprint?: string | null
  approvedFingerprint?: string | null
  /** The revision the approval wrote (its transaction id): any later change to the draft gives it another. */
  approvedRev?: string | null
}

export type ReviewedDocument = Record<string, unknown> & { review?: StoredReview | null }

export function reviewStateOf(review: StoredReview | null | undefined): ReviewState {
  return {
    status: currentStatus({ status: review?.status as ReviewStatus | undefined }),
    reviewerId: review?.reviewer?._ref ?? null,
    lastReviewed: review?.lastReviewed ?? null,
    nextReviewDue: review?.nextReviewDue ?? null,
    changesRequested: review?.changesRequested ?? null,
  }
}

/**
 * The review state that counts for a document version: its stored state, except that an approved document
 * whose content changed since approval is a draft again (the `edit` transition). A stored approval without a
 * fingerprint vouches for no text, on any version: every approval Approve records has one, and so has the seed's.
 */
export function effectiveReview(
  doc: ReviewedDocument | null | undefined,
  version: 'draft' | 'published',
  fingerprint: (doc: ReviewedDocument) => string = contentFingerprint,
): { state: ReviewState; editedAfterApproval: boolean } {
  const state = reviewStateOf(doc?.review)
  if (!doc || state.status !== 'approved') return { state, editedAfterApproval: false }
  const stored = doc.review?.approvedFingerprint
  void version
  const unchanged = Boolean(stored) && stored === fingerprint(doc)
  if (unchanged) return { state, editedAfterApproval: false }
  const edited = transition(state, { type: 'edit' })
  return { state: edited.ok ? edited.state : state, editedAfterApproval: true }
}

/**
 * A version waiting for review whose content changed after it was submitted: the reviewer approves what is on screen,
 * so they are told it is not what was sent to them.
 */
export function changedSinceSubmitted(
  doc: ReviewedDocument | null | undefined,
  fingerprint: (doc: ReviewedDocument) => string = contentFingerprint,
): boolean {
  const submitted = doc?.review?.submittedFingerprint
  if (!doc || !submitted || reviewStateOf(doc.review).status !== 'inReview') return false
  return submitted !== fingerprint(doc)
}

export type ReviewPatchExtra = {
  /** The signed-in user who submits the version for review (kept as `review.submittedBy`). */
  submittedBy?: string
  /** The content's fingerprint as submitted (kept as `review.submittedFingerprint`). */
  submittedFingerprint?: string
  approvedBy?: string
  fingerprint?: string
  /** The transaction id the approval is written with, kept as `review.approvedRev`. */
  approvedRev?: string
  /** A new "Last updated" date set with the approval (lastUpdatedOnApproval). */
  lastUpdated?: string | null
  /** The whole list of change requests to store (withChangeRequest). */
  changeRequests?: ChangeRequest[]
}

/** Sanity patch operations (set/unset on `review.*`, and `lastUpdated` on approval) that store a new review state. */
export function reviewPatch(
  state: ReviewState,
  extra: ReviewPatchExtra = {},
): { set: Record<string, unknown>; unset: string[] } {
  const set: Record<string, unknown> = { 'review.status': state.status ?? 'draft' }
  const unset: string[] = []
  if (state.status === 'approved') {
    if (state.reviewerId) set['review.reviewer'] = { _type: 'reference', _ref: state.reviewerId }
    if (state.lastReviewed) set['review.lastReviewed'] = state.lastReviewed
    if (state.nextReviewDue) set['review.nextReviewDue'] = state.nextReviewDue
    if (extra.approvedBy) set['review.approvedBy'] = extra.approvedBy
    if (extra.fingerprint) set['review.approvedFingerprint'] = extra.fingerprint
    if (extra.approvedRev) set['review.approvedRev'] = extra.approvedRev
    if (extra.lastUpdated) set.lastUpdated = extra.lastUpdated
    if (state.triageOverrides?.length)
      set['review.triageOverrides'] = state.triageOverrides.map((o, i) => ({
        _key: `override-${i + 1}`,
        _type: 'triageOverride',
        ...o,
      }))
    else unset.push('review.triageOverrides')
    // What was submitted is settled by the approval: a later edit and Submit record their own.
    unset.push('review.changesRequested', 'review.submittedFingerprint')
  } else if (state.status === 'inReview') {
    if (extra.submittedBy) set['review.submittedBy'] = extra.submittedBy
    if (extra.submittedFingerprint) set['review.submittedFingerprint'] = extra.submittedFingerprint
  } else if (state.status === 'changesRequested' && state.changesRequested) {
    set['review.changesRequested'] = state.changesRequested
    if (extra.changeRequests) set['review.changeRequests'] = extra.changeRequests
    unset.push('review.submittedFingerprint')
  }
  return { set, unset }
}

/**
 * The change requests to keep after a new one: the new one first, then every earlier one found in the draft or the
 * published version (by key, once each), so discarding a draft loses none that reached the published record.
 */
export function withChangeRequest(
  request: Omit<ChangeRequest, '_key'>,
  ...earlier: Array<readonly ChangeRequest[] | null | undefined>
): ChangeRequest[] {
  const seen = new Set<string>()
  const kept = earlier.flatMap((list) => list ?? []).filter((r) => !seen.has(r._key) && Boolean(seen.add(r._key)))
  const stamp = request.requestedAt.replace(/[^0-9]/g, '')
  const taken = new Set(kept.map((r) => r._key))
  let key = `request-${stamp}`
  for (let n = 2; taken.has(key); n++) key = `request-${stamp}-${n}`
  return [{ _key: key, _type: 'changeRequest', ...request }, ...kept]
}

/** The fingerprint the approval stores: the document as the approval leaves it (its terms and new date included). */
export function approvalFingerprint(doc: ReviewedDocument, state: ReviewState, lastUpdated?: string | null): string {
  const review = {
    ...doc.review,
    reviewer: state.reviewerId ? { _type: 'reference', _ref: state.reviewerId } : null,
    lastReviewed: state.lastReviewed ?? null,
    nextReviewDue: state.nextReviewDue ?? null,
  }
  return contentFingerprint({ ...doc, ...(lastUpdated ? { lastUpdated } : {}), review })
}

/** The content without its "Last updated" date, fingerprinted: what readers read. */
const textFingerprint = (doc: Record<string, unknown>) => {
  const { lastUpdated: _date, ...text } = contentOf(doc)
  void _date
  return fingerprintOf(text)
}

/** The reviewed types that show readers a "Last updated" date. */
const DATED_TYPES = ['conditionArticle', 'blogPost']

/**
 * The "Last updated" date an approval sets: today when the approved text differs from the published one and the
 * editor has not set the date themselves (it still equals the published date); otherwise null (leave it). A first
 * publication keeps the date the editor gave (guides require one; a post's "Updated" is for later changes).
 */
export function lastUpdatedOnApproval(
  doc: Record<string, unknown>,
  published: Record<string, unknown> | null | undefined,
  today: string,
): string | null {
  if (!published) return null
  // Search settings are reviewed too but show readers no date: an approval must not write a field they do not have.
  if (typeof doc._type === 'string' && !DATED_TYPES.includes(doc._type)) return null
  const date = (doc.lastUpdated as string | null | undefined) ?? null
  if (date !== ((published.lastUpdated as string | null | undefined) ?? null)) return null
  if (textFingerprint(doc) === textFingerprint(published)) return null
  return date !== null && date >= today ? null : today
}
