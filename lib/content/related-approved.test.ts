import { describe, expect, it } from 'vitest'
import { contentFingerprint } from '@/lib/medical/fingerprint'
import type { StoredMedicalDocument } from '@/lib/medical/review'
import type { RevisionReader } from './approved'
import { withoutWithheldRelated } from './medical'

/** A published guide as stored: approved by a reviewer (its approval covers its text), or edited around the gate. */
const guide = (id: string, approved: boolean): StoredMedicalDocument => {
  const doc = { _id: id, _rev: `${id}-r1`, _type: 'conditionArticle', title: `Guide ${id}`, body: [] }
  const review = { status: 'approved', reviewer: { _ref: 'reviewer' }, lastReviewed: '2026-11-01' }
  const stored = { ...doc, review } as unknown as StoredMedicalDocument
  return {
    ...stored,
    review: { ...review, approvedFingerprint: approved ? contentFingerprint(stored) : 'stale' },
  } as StoredMedicalDocument
}

const readerOf = (docs: StoredMedicalDocument[]): RevisionReader => ({
  revisions: async () => docs.map((d) => ({ _id: String(d._id), _rev: String(d._rev) })),
  documents: async (ids) => docs.filter((d) => ids.includes(String(d._id))),
})

describe("a page's related guides", () => {
  const page = {
    _id: 'post',
    relatedGuides: [{ _id: 'approved-guide' }, null, { _id: 'unapproved-guide' }],
  }

  it('leave out a guide whose published version is not approved, as the lists do', async () => {
    const reader = readerOf([guide('approved-guide', true), guide('unapproved-guide', false)])
    const shown = await withoutWithheldRelated(page, 'published', reader)
    expect(shown.relatedGuides).toEqual([{ _id: 'approved-guide' }, null])
  })

  it('keep every guide in preview, where the editor sees what they edit', async () => {
    const reader = readerOf([guide('approved-guide', true), guide('unapproved-guide', false)])
    expect((await withoutWithheldRelated(page, 'drafts', reader)).relatedGuides).toHaveLength(3)
  })
})
