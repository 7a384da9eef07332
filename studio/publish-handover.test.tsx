/**
 * A Publish handed to Sanity's built-in Publish is watched until the approved version is published: the built-in
 * keeps its wait and its "Publishing…" in React state, and the Studio mounts a document's actions again at times, so a
 * click handed over then can be lost. Here the actions render with React (as the Studio renders them) and a built-in
 * that loses the click.
 */
// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from 'sanity'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentFingerprint } from '@/schemas/rules/review-workflow'

const toasts: Array<{ status?: string; title?: string }> = []
let signedIn: { id: string; roles: { name: string }[] } | null = null
vi.mock('@sanity/ui/toast', () => ({
  useToast: () => ({ push: (toast: (typeof toasts)[number]) => toasts.push(toast) }),
}))
vi.mock('sanity', () => ({
  useDocumentOperation: () => ({ publish: { disabled: false, execute: () => {} } }),
  useValidationStatus: () => ({ validation: [], isValidating: false, revision: 'r1' }),
  useCurrentUser: () => signedIn,
  useClient: () => ({}),
}))

const { gatePublish, PUBLISH_RETRY_MS, PUBLISH_TRIES } = await import('@/studio/review-actions')

let clicks = 0
/** Sanity's Publish, as one that takes the click and then forgets it (its state went with a remount). */
const losingBuiltIn: DocumentActionComponent = () => ({ label: 'Publish', onHandle: () => void clicks++ })
losingBuiltIn.action = 'publish'
const Publish = gatePublish(losingBuiltIn)

const approvedDraft = (rev: string) => {
  const draft = {
    _id: 'drafts.handover',
    _type: 'conditionArticle',
    _rev: rev,
    title: 'High blood pressure',
    review: { _type: 'medicalReview', status: 'approved' } as Record<string, unknown>,
  }
  draft.review.approvedFingerprint = contentFingerprint(draft)
  return draft
}
const props = (draft: Record<string, unknown> | null) =>
  ({
    id: 'handover',
    type: 'conditionArticle',
    draft,
    published: null,
    onComplete: () => {},
  }) as unknown as DocumentActionProps

let shown: DocumentActionDescription | null = null
function Footer({ p }: { p: DocumentActionProps }) {
  shown = Publish(p) as DocumentActionDescription
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  signedIn = null
  clicks = 0
  toasts.length = 0
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('a Publish click on an approved guide', () => {
  it('is handed over again while the version stays a draft, then the editor is told it did not go through', async () => {
    const view = render(<Footer p={props(approvedDraft('r1'))} />)
    act(() => shown!.onHandle!())
    expect(clicks).toBe(1)
    // The built-in forgot it: the version is still the draft. Handed over again after a wait, up to the limit.
    for (let tries = 2; tries <= PUBLISH_TRIES; tries++) {
      await act(async () => void vi.advanceTimersByTime(PUBLISH_RETRY_MS + 100))
      expect(clicks).toBe(tries)
    }
    expect(toasts).toEqual([])
    await act(async () => void vi.advanceTimersByTime(PUBLISH_RETRY_MS + 100))
    expect(clicks).toBe(PUBLISH_TRIES)
    expect(toasts).toEqual([expect.objectContaining({ status: 'error', title: 'Publish did not go through' })])
    view.unmount()
  })

  it('is not handed over again once the version is published', async () => {
    const view = render(<Footer p={props(approvedDraft('r1'))} />)
    act(() => shown!.onHandle!())
    // Published: the draft is gone.
    view.rerender(<Footer p={props(null)} />)
    await act(async () => void vi.advanceTimersByTime(PUBLISH_RETRY_MS * 4))
    expect(clicks).toBe(1)
    expect(toasts).toEqual([])
  })

  it('survives the Studio mounting the actions again', async () => {
    const first = render(<Footer p={props(approvedDraft('r1'))} />)
    act(() => shown!.onHandle!())
    first.unmount()
    render(<Footer p={props(approvedDraft('r1'))} />)
    await act(async () => void vi.advanceTimersByTime(PUBLISH_RETRY_MS + 100))
    expect(clicks).toBe(2)
  })
})

describe('Publish for someone whose role cannot publish', () => {
  const refusing: DocumentActionComponent = () => ({
    label: 'Publish',
    disabled: true,
    title: 'You do not have permission to publish this document.',
  })
  refusing.action = 'publish'
  const GatedRefusing = gatePublish(refusing)
  const unapproved = { ...approvedDraft('r1'), review: { _type: 'medicalReview', status: 'inReview' } }
  let seen: DocumentActionDescription | null = null
  function RefusingFooter({ p }: { p: DocumentActionProps }) {
    seen = GatedRefusing(p) as DocumentActionDescription
    return null
  }

  it('gives the role as the reason, not the missing approval', () => {
    signedIn = { id: 'p-viewer', roles: [{ name: 'viewer' }] }
    render(<RefusingFooter p={props(unapproved)} />)
    expect(seen).toMatchObject({ disabled: true, title: 'You do not have permission to publish this document.' })
  })

  it('gives the missing approval to an editor, whose role may publish', () => {
    signedIn = { id: 'p-editor', roles: [{ name: 'editor' }] }
    render(<RefusingFooter p={props(unapproved)} />)
    expect(seen!.disabled).toBe(true)
    expect(String(seen!.title)).toMatch(/approv/i)
    expect(String(seen!.title)).not.toMatch(/permission/i)
  })
})
