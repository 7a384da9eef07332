/**
 * Delete as the Studio calls it, with Sanity's client replaced: disabled, naming the documents that link here, when
 * published documents hold a strong reference to it; Sanity's own Delete otherwise.
 */
// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import type { DocumentActionComponent, DocumentActionProps } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'

let found: Array<Record<string, unknown>> = []
const client = { fetch: async () => found }
vi.mock('sanity', () => ({ useClient: () => client }))

const { deleteBlockedTitle, guardDelete, holdsStrongReference } = await import('@/studio/delete-action')

const sanityDelete: DocumentActionComponent = () => ({ label: 'Delete', tone: 'critical', onHandle: () => {} })
sanityDelete.action = 'delete'
const Guarded = guardDelete(sanityDelete)
const props = (published: boolean) =>
  ({
    id: 'condition-hiv',
    type: 'conditionArticle',
    draft: null,
    published: published ? { _id: 'condition-hiv', _type: 'conditionArticle' } : null,
  }) as unknown as DocumentActionProps

beforeEach(() => {
  found = []
})

describe('Delete', () => {
  it('reads a strong reference at any depth, and not a weak one', () => {
    const body = [{ _type: 'block', markDefs: [{ _type: 'internalLink', page: { _ref: 'condition-hiv' } }] }]
    expect(holdsStrongReference({ body }, 'condition-hiv')).toBe(true)
    expect(
      holdsStrongReference({ translations: [{ value: { _ref: 'condition-hiv', _weak: true } }] }, 'condition-hiv'),
    ).toBe(false)
    expect(holdsStrongReference({ related: [{ _ref: 'condition-diabetes' }] }, 'condition-hiv')).toBe(false)
  })

  it('is disabled, naming what links here, when a published document links to it strongly', async () => {
    found = [
      {
        _id: 'post-bp',
        title: 'Understanding Your Blood Pressure Numbers',
        body: [{ page: { _ref: 'condition-hiv' } }],
      },
      { _id: 'translation.metadata.x', translations: [{ value: { _ref: 'condition-hiv', _weak: true } }] },
    ]
    const { result } = renderHook(() => Guarded(props(true)))
    await waitFor(() => expect(result.current).toMatchObject({ disabled: true }))
    expect(result.current?.title).toBe(
      'It cannot be deleted while "Understanding Your Blood Pressure Numbers" links to it: remove that link first, or unpublish it instead.',
    )
  })

  it("stays Sanity's own Delete when nothing links to it strongly, or it is not published", async () => {
    found = [{ _id: 'translation.metadata.x', translations: [{ value: { _ref: 'condition-hiv', _weak: true } }] }]
    const weakOnly = renderHook(() => Guarded(props(true)))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(weakOnly.result.current).toMatchObject({ label: 'Delete' })
    expect(weakOnly.result.current?.disabled).toBeUndefined()
    found = [{ _id: 'post-bp', title: 'A post', body: [{ _ref: 'condition-hiv' }] }]
    const draftOnly = renderHook(() => Guarded(props(false)))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(draftOnly.result.current?.disabled).toBeUndefined()
  })

  it("keeps Sanity's own reason when Sanity already refuses it (a role that may not delete)", async () => {
    found = [{ _id: 'post-bp', title: 'A post', body: [{ _ref: 'condition-hiv' }] }]
    const refusing: DocumentActionComponent = () => ({
      label: 'Delete',
      disabled: true,
      title: 'You do not have permission to delete this document.',
    })
    refusing.action = 'delete'
    const { result } = renderHook(() => guardDelete(refusing)(props(true)))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toMatchObject({
      disabled: true,
      title: 'You do not have permission to delete this document.',
    })
  })

  it('names three documents and counts the rest', () => {
    expect(deleteBlockedTitle(['A', 'B', 'C', 'D', 'E'])).toBe(
      'It cannot be deleted while 5 documents link to it ("A", "B", "C" and 2 more): remove those links first, or unpublish it instead.',
    )
  })
})
