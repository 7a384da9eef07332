import { describe, expect, it } from 'vitest'
import {
  addMonths,
  approvalFingerprint,
  approverProblem,
  changeRequesterProblem,
  changedSinceSubmitted,
  contentFingerprint,
  currentStatus,
  effectiveReview,
  isReviewOverdue,
  lastUpdatedOnApproval,
  overrideReasonProblem,
  publishBlocker,
  reviewPatch,
  reviewStateOf,
  transition,
  withChangeRequest,
  type ReviewState,
  type TriageFlag,
} from '@/schemas/rules/review-workflow'

const at = (status: ReviewState['status'], extra: ReviewState = {}): ReviewState => ({ status, ...extra })
const ok = (result: ReturnType<typeof transition>) => {
  if (!result.ok) throw new Error(`expected a transition, got: ${result.reason}`)
  return result.state
}
const refused = (result: ReturnType<typeof transition>) => (result.ok ? null : result.reason)

describe('submit for review', () => {
  it('moves a draft or a document with requested changes into review', () => {
    expect(ok(transition(at('draft'), { type: 'submit' })).status).toBe('inReview')
    expect(ok(transition(at('changesRequested'), { type: 'submit' })).status).toBe('inReview')
    expect(ok(transition(null, { type: 'submit' })).status).toBe('inReview')
  })
  it('refuses twice, and refuses an approved document', () => {
    expect(refused(transition(at('inReview'), { type: 'submit' }))).toMatch(/already waiting/)
    expect(refused(transition(at('approved'), { type: 'submit' }))).toMatch(/already approved/)
  })
})

describe('an edit after Submit', () => {
  const post = (text: string, review: Record<string, unknown>) => ({
    _id: 'drafts.post',
    _type: 'blogPost',
    title: 'Sleep and blood pressure',
    body: [{ _type: 'block', children: [{ text }] }],
    review,
  })
  it('stores what was submitted, and tells the reviewer when the text changed after it', () => {
    const submitted = contentFingerprint(post('Sleep matters.', {}))
    const patch = reviewPatch(at('inReview'), { submittedBy: 'p-editor', submittedFingerprint: submitted })
    expect(patch.set).toMatchObject({ 'review.submittedBy': 'p-editor', 'review.submittedFingerprint': submitted })
    const review = { status: 'inReview', submittedFingerprint: submitted }
    expect(changedSinceSubmitted(post('Sleep matters.', review))).toBe(false)
    expect(changedSinceSubmitted(post('Sleep matters a lot.', review))).toBe(true)
    // Only while it waits for review, and only where Submit recorded what it sent.
    expect(changedSinceSubmitted(post('Sleep matters a lot.', { ...review, status: 'draft' }))).toBe(false)
    expect(changedSinceSubmitted(post('Sleep matters a lot.', { status: 'inReview' }))).toBe(false)
  })
})

describe('request changes', () => {
  it('sends a document in review back with the comment', () => {
    const state = ok(transition(at('inReview'), { type: 'requestChanges', comment: '  Cite NG28 2026.  ' }))
    expect(state).toMatchObject({ status: 'changesRequested', changesRequested: 'Cite NG28 2026.' })
  })
  it('needs a comment of sensible length', () => {
    expect(refused(transition(at('inReview'), { type: 'requestChanges', comment: '   ' }))).toMatch(/required/)
    expect(refused(transition(at('inReview'), { type: 'requestChanges', comment: 'x'.repeat(1001) }))).toMatch(
      /under 1000/,
    )
  })
  it('refuses outside review', () => {
    for (const status of ['draft', 'changesRequested', 'approved'] as const)
      expect(refused(transition(at(status), { type: 'requestChanges', comment: 'Fix it' }))).toMatch(/Only a document/)
  })
})

describe('approve', () => {
  it('records the reviewer and the date, and schedules the next review 12 months later', () => {
    const state = ok(
      transition(at('inReview', { changesRequested: 'old' }), {
        type: 'approve',
        reviewerId: 'doctor-2',
        today: '2026-11-22',
      }),
    )
    expect(state).toEqual({
      status: 'approved',
      reviewerId: 'doctor-2',
      lastReviewed: '2026-11-22',
      nextReviewDue: '2027-11-22',
      changesRequested: null,
      triageOverrides: [],
    })
  })
  it('keeps a next-review date the reviewer chose, if it is after today', () => {
    const approve = { type: 'approve' as const, reviewerId: 'doctor-1', today: '2026-11-22' }
    expect(ok(transition(at('inReview'), { ...approve, nextReviewDue: '2027-05-01' })).nextReviewDue).toBe('2027-05-01')
    expect(refused(transition(at('inReview'), { ...approve, nextReviewDue: '2026-11-22' }))).toMatch(/after today/)
  })
  it('refuses without a reviewer or a date, and outside review', () => {
    expect(refused(transition(at('inReview'), { type: 'approve', reviewerId: '', today: '2026-11-22' }))).toMatch(
      /named medical reviewer/,
    )
    expect(refused(transition(at('inReview'), { type: 'approve', reviewerId: 'd', today: 'today' }))).toMatch(/date/)
    for (const status of ['draft', 'changesRequested', 'approved'] as const)
      expect(refused(transition(at(status), { type: 'approve', reviewerId: 'd', today: '2026-11-22' }))).toMatch(
        /Only a document/,
      )
  })

  const chestPain: TriageFlag = {
    sign: 'chest pain or pressure',
    where: 'get-help card, "Make an appointment if", bullet 5',
    text: 'You have chest pain or pressure.',
    message: 'belongs in "Get help now"',
  }
  const approve = { type: 'approve' as const, reviewerId: 'doctor-1', today: '2026-11-22', contradictions: [chestPain] }

  it('refuses while a line contradicts the triage list and the reviewer gives no reason to override it', () => {
    expect(refused(transition(at('inReview'), approve))).toMatch(/contradicts the triage list.*reason/)
    expect(refused(transition(at('inReview'), { ...approve, overrideReason: '   ' }))).toMatch(/contradicts/)
    expect(refused(transition(at('inReview'), { ...approve, overrideReason: 'x'.repeat(1001) }))).toMatch(/under 1000/)
  })

  it('refuses a reason that is not one ("ok", a word, a word repeated), naming the sign', () => {
    for (const weak of ['ok', 'OK.', 'fine', 'approved as is', 'ok ok ok ok ok ok', 'Reviewed.'])
      expect(refused(transition(at('inReview'), { ...approve, overrideReason: weak }))).toMatch(
        /reason for "chest pain or pressure" is too short/,
      )
  })

  it('refuses a reason that names no sign, or says it is fine without saying why, and takes one that does', () => {
    const said = (reason: string) => transition(at('inReview'), { ...approve, overrideReason: reason })
    // A sentence made of words any verdict has.
    expect(refused(said('This line is fine where it is written here.'))).toMatch(/does not say which sign/)
    expect(refused(said('Checked against the cited guideline: right for the readers it addresses.'))).toMatch(
      /does not say which sign/,
    )
    expect(refused(said('The chest pain line is fine where it is written here.'))).toMatch(/not why/)
    expect(refused(said('Chest pain: this is approved, it is safe and correct here.'))).toMatch(/not why/)
    // The sign named by the line's words, in another form, or in Spanish.
    for (const reason of [
      'Chest pain here means known stable angina with a cardiology plan; new pain is 911.',
      'The pressure described is the cuff of a blood pressure monitor, not the chest.',
      'El dolor de pecho aquí es la angina estable conocida, con un plan de cardiología.',
    ])
      expect(overrideReasonProblem(chestPain.sign, reason, 'Tiene dolor de pecho o presión.'), reason).toBeNull()
    expect(
      overrideReasonProblem(
        'stroke',
        'Drooping is quoted as a sign already treated in hospital.',
        'One side of your face droops.',
      ),
    ).toBeNull()
  })

  it('takes a reason for each line that contradicts the list, and needs every one', () => {
    const stroke: TriageFlag = {
      sign: 'stroke',
      where: 'get-help card, "Get care today if", bullet 2',
      text: 'One side of your face droops.',
      message: 'belongs in "Get help now"',
    }
    const both = { ...approve, contradictions: [chestPain, stroke] }
    const chestReason = 'Known stable angina with an agreed plan from the cardiology team; new pain is 911.'
    expect(refused(transition(at('inReview'), { ...both, overrideReasons: [chestReason, ''] }))).toMatch(
      /A line contradicts/,
    )
    expect(refused(transition(at('inReview'), { ...both, overrideReasons: [chestReason, 'ok'] }))).toMatch(
      /"stroke" is too short/,
    )
    const strokeReason = 'The drooping face bullet is a quoted example of a mistake; the box below it says to call 911.'
    const state = ok(transition(at('inReview'), { ...both, overrideReasons: [chestReason, strokeReason] }))
    expect(state.triageOverrides?.map((o) => [o.sign, o.reason])).toEqual([
      ['chest pain or pressure', chestReason],
      ['stroke', strokeReason],
    ])
  })

  it('lets only a medical reviewer approve, and never the person who submitted the version', () => {
    const reviewer = { id: 'p-rev', roles: [{ name: 'medical-reviewer' }] }
    expect(approverProblem(reviewer, { submittedBy: 'p-ed' })).toBeNull()
    expect(approverProblem(reviewer, null)).toBeNull()
    expect(approverProblem(reviewer, { submittedBy: 'p-rev' })).toMatch(/another medical reviewer/)
    expect(approverProblem({ id: 'p-ed', roles: [{ name: 'editor' }] }, null)).toMatch(/Only a medical reviewer/)
    expect(approverProblem({ id: 'p-admin', roles: [{ name: 'administrator' }] }, null)).toMatch(/Only a medical/)
    expect(approverProblem(null, null)).toMatch(/Sign in/)
    expect(reviewPatch({ status: 'inReview' }, { submittedBy: 'p-ed' }).set).toMatchObject({
      'review.submittedBy': 'p-ed',
    })
  })

  it('lets only a medical reviewer send a version back, and not the person who submitted it', () => {
    const reviewer = { id: 'p-rev', roles: [{ name: 'medical-reviewer' }] }
    expect(changeRequesterProblem(reviewer, { submittedBy: 'p-ed' })).toBeNull()
    expect(changeRequesterProblem(reviewer, { submittedBy: 'p-rev' })).toMatch(/You submitted this version.*edit it/)
    expect(changeRequesterProblem({ id: 'p-ed', roles: [{ name: 'editor' }] }, { submittedBy: 'p-ed' })).toMatch(
      /You submitted this version/,
    )
    expect(changeRequesterProblem({ id: 'p-ed2', roles: [{ name: 'editor' }] }, { submittedBy: 'p-ed' })).toMatch(
      /Only a medical reviewer/,
    )
    expect(changeRequesterProblem(null, null)).toMatch(/Sign in/)
  })

  it('approves with an override reason and keeps the sign, the line and the reason', () => {
    const reason = 'Stable angina with a plan agreed with cardiology; new chest pain is 911 elsewhere on the page.'
    const state = ok(transition(at('inReview'), { ...approve, overrideReason: ` ${reason} ` }))
    expect(state.triageOverrides).toEqual([
      {
        sign: 'chest pain or pressure',
        line: 'get-help card, "Make an appointment if", bullet 5: "You have chest pain or pressure."',
        reason,
      },
    ])
    expect(reviewPatch(state).set['review.triageOverrides']).toEqual([
      { _key: 'override-1', _type: 'triageOverride', ...state.triageOverrides![0] },
    ])
    // A later approval without contradictions clears the old overrides.
    const clean = ok(
      transition(at('inReview', { triageOverrides: state.triageOverrides }), { ...approve, contradictions: [] }),
    )
    expect(clean.triageOverrides).toEqual([])
    expect(reviewPatch(clean).unset).toContain('review.triageOverrides')
  })
})

describe('edits', () => {
  it('send an approved document back to draft, and leave other states alone', () => {
    expect(ok(transition(at('approved', { lastReviewed: '2026-01-01' }), { type: 'edit' }))).toMatchObject({
      status: 'draft',
      lastReviewed: '2026-01-01',
    })
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(ok(transition(at(status), { type: 'edit' })).status).toBe(status)
  })
})

describe('publish gate', () => {
  it('opens only for an approved, valid document', () => {
    expect(publishBlocker(at('approved'), 0)).toBeNull()
    expect(publishBlocker(at('approved'), 2)).toMatch(/validation errors/)
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(publishBlocker(at(status), 0)).toMatch(/medical approval/)
    expect(publishBlocker(undefined, 0)).toMatch(/medical approval/)
  })
})

describe('helpers', () => {
  it('adds months to calendar dates, clamping to the end of the month', () => {
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(() => addMonths('22/11/2026', 12)).toThrow(/Not a date/)
  })
  it('reads unknown statuses as draft and tells an overdue review', () => {
    expect(currentStatus({ status: 'weird' as never })).toBe('draft')
    expect(isReviewOverdue({ nextReviewDue: '2026-11-21' }, '2026-11-22')).toBe(true)
    expect(isReviewOverdue({ nextReviewDue: '2026-11-22' }, '2026-11-22')).toBe(false)
    expect(isReviewOverdue({}, '2026-11-22')).toBe(false)
  })
})

describe('edits after approval', () => {
  const doc = (extra: Record<string, unknown> = {}) => ({
    _id: 'drafts.post',
    _rev: 'a',
    _updatedAt: '2026-11-20T10:00:00Z',
    _type: 'blogPost',
    title: 'Sleep and blood pressure',
    body: [{ _type: 'block', children: [{ text: 'Sleep matters.' }] }],
    ...extra,
  })

  it("fingerprints the content and the approval's terms: key order, system fields and the review's status do not count", () => {
    const a = doc()
    const b = { review: { status: 'inReview' }, _rev: 'b', body: a.body, title: a.title, _type: 'blogPost', _id: 'x' }
    expect(contentFingerprint(b)).toBe(contentFingerprint(a))
    const terms = { reviewer: { _ref: 'doctor-1' }, lastReviewed: '2026-11-22', nextReviewDue: '2027-11-22' }
    const approved = contentFingerprint(doc({ review: { status: 'approved', ...terms } }))
    expect(contentFingerprint(doc({ review: { status: 'inReview', approvedBy: 'Ana', ...terms } }))).toBe(approved)
    expect(contentFingerprint(doc({ review: { ...terms, nextReviewDue: '2031-01-01' } }))).not.toBe(approved)
    expect(contentFingerprint(doc({ review: { ...terms, reviewer: { _ref: 'doctor-2' } } }))).not.toBe(approved)
    expect(contentFingerprint(doc({ review: { ...terms, lastReviewed: '2026-11-23' } }))).not.toBe(approved)
    expect(contentFingerprint(doc({ title: 'Sleep and blood pressure.' }))).not.toBe(contentFingerprint(a))
    expect(contentFingerprint(doc({ body: [{ _type: 'block', children: [{ text: 'Sleep matters!' }] }] }))).not.toBe(
      contentFingerprint(a),
    )
  })

  it('keeps an approval while the content is what was approved, and turns it into a draft after an edit', () => {
    const approved = { status: 'approved', approvedFingerprint: contentFingerprint(doc()) }
    expect(effectiveReview(doc({ review: approved }), 'draft')).toMatchObject({
      state: { status: 'approved' },
      editedAfterApproval: false,
    })
    expect(effectiveReview(doc({ title: 'Edited', review: approved }), 'draft')).toMatchObject({
      state: { status: 'draft' },
      editedAfterApproval: true,
    })
  })

  it('turns an approval into a draft when its reviewer or next review date is changed afterwards', () => {
    const state = {
      status: 'approved' as const,
      reviewerId: 'doctor-1',
      lastReviewed: '2026-11-22',
      nextReviewDue: '2027-11-22',
    }
    const stored = {
      status: 'approved',
      reviewer: { _ref: 'doctor-1' },
      lastReviewed: '2026-11-22',
      nextReviewDue: '2027-11-22',
    }
    const fingerprint = approvalFingerprint(doc({ review: { status: 'inReview' } }), state)
    const approved = doc({ review: { ...stored, approvedFingerprint: fingerprint } })
    expect(effectiveReview(approved, 'draft')).toMatchObject({
      editedAfterApproval: false,
      state: { status: 'approved' },
    })
    for (const change of [{ nextReviewDue: '2031-01-01' }, { reviewer: { _ref: 'doctor-2' } }]) {
      const changed = doc({ review: { ...stored, ...change, approvedFingerprint: fingerprint } })
      expect(effectiveReview(changed, 'draft')).toMatchObject({ editedAfterApproval: true, state: { status: 'draft' } })
      expect(publishBlocker(effectiveReview(changed, 'draft').state, 0)).toMatch(/medical approval/)
    }
  })

  it('does not trust an approval without fingerprint, on any version: it vouches for no text', () => {
    expect(effectiveReview(doc({ review: { status: 'approved' } }), 'published').state.status).toBe('draft')
    expect(effectiveReview(doc({ review: { status: 'approved' } }), 'draft').state.status).toBe('draft')
  })

  it('leaves the other statuses as stored', () => {
    for (const status of ['draft', 'inReview', 'changesRequested'] as const)
      expect(effectiveReview(doc({ review: { status } }), 'draft').state.status).toBe(status)
    expect(effectiveReview(null, 'draft').state.status).toBe('draft')
  })

  it('reads the stored review (reviewer reference) and writes patches back', () => {
    expect(reviewStateOf({ status: 'bogus', reviewer: { _ref: 'doctor-2' } })).toMatchObject({
      status: 'draft',
      reviewerId: 'doctor-2',
    })
    expect(reviewPatch({ status: 'inReview' })).toEqual({ set: { 'review.status': 'inReview' }, unset: [] })
    expect(reviewPatch({ status: 'changesRequested', changesRequested: 'Add sources' })).toEqual({
      set: { 'review.status': 'changesRequested', 'review.changesRequested': 'Add sources' },
      unset: ['review.submittedFingerprint'],
    })
    const approved = reviewPatch(
      { status: 'approved', reviewerId: 'doctor-1', lastReviewed: '2026-11-22', nextReviewDue: '2027-11-22' },
      { approvedBy: 'Ana', fingerprint: 'abc', approvedRev: 'approval-1', lastUpdated: '2026-11-22' },
    )
    expect(approved).toEqual({
      set: {
        'review.status': 'approved',
        'review.reviewer': { _type: 'reference', _ref: 'doctor-1' },
        'review.lastReviewed': '2026-11-22',
        'review.nextReviewDue': '2027-11-22',
        'review.approvedBy': 'Ana',
        'review.approvedFingerprint': 'abc',
        'review.approvedRev': 'approval-1',
        lastUpdated: '2026-11-22',
      },
      unset: ['review.triageOverrides', 'review.changesRequested', 'review.submittedFingerprint'],
    })
  })
})

describe('change requests kept in the review record', () => {
  const first = {
    _key: 'request-1',
    comment: 'Cite NG136.',
    requestedBy: 'Dr A',
    requestedAt: '2026-11-20T10:00:00.000Z',
  }

  it('puts the newest first and keeps every earlier one from the draft and the published record, once each', () => {
    const list = withChangeRequest(
      { comment: 'Name the 2026 guideline.', requestedBy: 'Dr B', requestedAt: '2026-11-25T21:30:00.000Z' },
      [first],
      [first, { ...first, _key: 'request-0', comment: 'Older, only on the published record.' }],
    )
    expect(list.map((r) => r.comment)).toEqual([
      'Name the 2026 guideline.',
      'Cite NG136.',
      'Older, only on the published record.',
    ])
    expect(new Set(list.map((r) => r._key)).size).toBe(3)
    expect(list[0]).toMatchObject({ requestedBy: 'Dr B', requestedAt: '2026-11-25T21:30:00.000Z' })
  })

  it('is stored with the request, and an approval keeps the record (it unsets only the open request)', () => {
    const changeRequests = withChangeRequest({ comment: 'Fix', requestedAt: '2026-11-25T21:30:00.000Z' })
    expect(reviewPatch({ status: 'changesRequested', changesRequested: 'Fix' }, { changeRequests }).set).toMatchObject({
      'review.changeRequests': changeRequests,
    })
    expect(reviewPatch({ status: 'approved' }).unset).not.toContain('review.changeRequests')
  })
})

describe('"Last updated" on approval', () => {
  const published = { _id: 'guide', _type: 'conditionArticle', title: 'High blood pressure', lastUpdated: '2026-11-23' }
  const today = '2026-11-25'

  it('moves to today when the approved text differs from the published one', () => {
    expect(lastUpdatedOnApproval({ ...published, title: 'High blood pressure (hypertension)' }, published, today)).toBe(
      today,
    )
  })

  it('stays when nothing a reader reads changed, or the editor set the date, or there is no published version', () => {
    expect(
      lastUpdatedOnApproval({ ...published, _rev: 'x', review: { status: 'inReview' } }, published, today),
    ).toBeNull()
    expect(
      lastUpdatedOnApproval({ ...published, title: 'New', lastUpdated: '2026-11-24' }, published, today),
    ).toBeNull()
    expect(lastUpdatedOnApproval({ ...published, title: 'New' }, null, today)).toBeNull()
  })

  it('is never written on Search settings, which show readers no date', () => {
    const settings = { _id: 'searchSettings', _type: 'searchSettings', crisis: [{ label: 'Stroke' }] }
    expect(lastUpdatedOnApproval({ ...settings, crisis: [{ label: 'Stroke signs' }] }, settings, today)).toBeNull()
  })

  it('is part of what the approval fingerprints, so the date set with the approval does not undo it', () => {
    const draft = { ...published, _id: 'drafts.guide', title: 'New', review: { status: 'inReview' } }
    const state = {
      status: 'approved' as const,
      reviewerId: 'doctor-1',
      lastReviewed: today,
      nextReviewDue: '2027-11-25',
    }
    const fingerprint = approvalFingerprint(draft, state, today)
    const afterApproval = {
      ...draft,
      lastUpdated: today,
      review: {
        status: 'approved',
        reviewer: { _ref: 'doctor-1' },
        lastReviewed: today,
        nextReviewDue: '2027-11-25',
        approvedFingerprint: fingerprint,
      },
    }
    expect(effectiveReview(afterApproval, 'draft').editedAfterApproval).toBe(false)
    expect(effectiveReview({ ...afterApproval, lastUpdated: published.lastUpdated }, 'draft').editedAfterApproval).toBe(
      true,
    )
  })
})
