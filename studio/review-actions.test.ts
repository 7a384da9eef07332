/**
 * The Studio's review actions are thin wrappers: these tests call them as the Studio does (a function of the
 * document's edit state) with Sanity's hooks replaced, and check what the editor sees and what gets patched.
 */
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contentFingerprint } from '@/schemas/rules/review-workflow'

const executed: unknown[] = []
let validation: Array<{ level: 'error' | 'warning' }> = []
const dialogOpen = { value: false }

vi.mock('sanity', () => ({
  useDocumentOperation: () => ({ patch: { execute: (ops: unknown) => executed.push(ops) } }),
  useValidationStatus: () => ({ validation, isValidating: false }),
  useCurrentUser: () => ({ id: 'u1', name: 'Dr Reviewer' }),
  useClient: () => ({ fetch: async () => [] }),
}))
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>()
  return { ...react, useState: (initial: unknown) => [dialogOpen.value || initial, () => {}] }
})

const { ApproveAction, gatePublish, RequestChangesAction, SubmitForReviewAction } =
  await import('@/studio/review-actions')

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

const builtInPublish: DocumentActionComponent = () => ({ label: 'Publish', onHandle: () => {} })
builtInPublish.action = 'publish'
const publish = gatePublish(builtInPublish)

beforeEach(() => {
  executed.length = 0
  validation = []
  dialogOpen.value = false
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

describe('Submit for review', () => {
  it('patches the status to inReview', () => {
    const result = run(SubmitForReviewAction, props(article({ status: 'draft' })))
    expect(result.disabled).toBe(false)
    result.onHandle?.()
    expect(executed).toEqual([[{ set: { 'review.status': 'inReview' } }]])
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
})

describe('Request changes and Approve', () => {
  it('are only offered for a document in review', () => {
    expect(run(RequestChangesAction, props(article({ status: 'draft' }))).disabled).toBe(true)
    expect(run(ApproveAction, props(article({ status: 'draft' }))).disabled).toBe(true)
    expect(run(RequestChangesAction, props(article({ status: 'inReview' }))).disabled).toBe(false)
    expect(run(ApproveAction, props(article({ status: 'inReview' }))).disabled).toBe(false)
  })

  it('Request changes stores the comment; an empty one is refused with a message', () => {
    dialogOpen.value = true
    const dialog = run(RequestChangesAction, props(article({ status: 'inReview' }))).dialog as {
      content: { props: { onSubmit: (c: string) => string | null } }
    }
    expect(dialog.content.props.onSubmit('  ')).toMatch(/required/)
    expect(executed).toEqual([])
    expect(dialog.content.props.onSubmit('Please cite the 2026 NICE update.')).toBeNull()
    expect(executed).toEqual([
      [
        {
          set: { 'review.status': 'changesRequested', 'review.changesRequested': 'Please cite the 2026 NICE update.' },
        },
      ],
    ])
  })

  it('Approve records the reviewer, today, a next review 12 months on by default, who approved, and the fingerprint', () => {
    dialogOpen.value = true
    const draft = article({ status: 'inReview' })
    const dialog = run(ApproveAction, props(draft)).dialog as {
      content: { props: { onApprove: (reviewer: string, next: string) => string | null } }
    }
    expect(dialog.content.props.onApprove('', '')).toMatch(/named medical reviewer/)
    const today = new Date().toLocaleDateString('en-CA')
    expect(dialog.content.props.onApprove('doctor-1', '')).toBeNull()
    const [year, month, day] = today.split('-')
    const [{ set }, { unset }] = executed[0] as [{ set: Record<string, unknown> }, { unset: string[] }]
    expect(set).toMatchObject({
      'review.status': 'approved',
      'review.reviewer': { _type: 'reference', _ref: 'doctor-1' },
      'review.lastReviewed': today,
      'review.approvedBy': 'Dr Reviewer',
      'review.approvedFingerprint': contentFingerprint(draft),
    })
    expect(String(set['review.nextReviewDue'])).toMatch(new RegExp(`^${Number(year) + 1}-${month}-(${day}|2[89])$`))
    expect(unset).toEqual(['review.changesRequested'])
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
