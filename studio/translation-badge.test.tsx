/**
 * The translation badge as the Studio calls it, with Sanity's client replaced: a Spanish document says
 * where its translation stands as its page tells readers, and an English one shows nothing.
 */
// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import type { DocumentBadgeProps } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contentFingerprint } from '@/schemas/rules/review-workflow'

let source: { sourceLastUpdated?: string | null; reviewerIsSample?: boolean | null } = {}
const asked: Array<Record<string, unknown>> = []
// One client, as Sanity's useClient gives the same one on every render.
const client = {
  fetch: async (_query: string, params: Record<string, unknown>) => {
    asked.push(params)
    return source
  },
}
vi.mock('sanity', () => ({ useClient: () => client }))

const { TranslationBadge, TranslationBehindBadge, TRANSLATION_BADGES } = await import('@/studio/translation-badge')

const approvedSpanish = (lastReviewed: string) => {
  const doc = {
    _id: 'diabetes-es',
    _type: 'conditionArticle',
    _rev: 'r1',
    language: 'es',
    title: 'Diabetes',
    review: { _type: 'medicalReview', status: 'approved', lastReviewed, reviewer: { _ref: 'doctor-1' } },
  }
  return { ...doc, review: { ...doc.review, approvedFingerprint: contentFingerprint(doc) } }
}
const badge = (published: Record<string, unknown> | null) =>
  renderHook(() =>
    TranslationBadge({ id: 'diabetes-es', type: 'conditionArticle', draft: null, published } as DocumentBadgeProps),
  )

beforeEach(() => {
  source = {}
  asked.length = 0
})

describe('TranslationBadge', () => {
  it('says "Translation behind" when the English source changed after the review, as the page does', async () => {
    source = { sourceLastUpdated: '2026-11-25', reviewerIsSample: false }
    const { result } = badge(approvedSpanish('2026-11-20'))
    await waitFor(() => expect(result.current).toEqual(TRANSLATION_BADGES.behind))
    expect(asked[0]).toEqual({ id: 'diabetes-es', reviewer: 'doctor-1' })
  })

  it('says reviewed when the review is newer than the source, and not reviewed for a sample reviewer', async () => {
    source = { sourceLastUpdated: '2026-11-20', reviewerIsSample: false }
    const reviewed = badge(approvedSpanish('2026-11-25'))
    await waitFor(() => expect(reviewed.result.current).toEqual(TRANSLATION_BADGES.reviewed))
    source = { sourceLastUpdated: '2026-11-20', reviewerIsSample: true }
    const sample = badge(approvedSpanish('2026-11-25'))
    await waitFor(() => expect(asked).toHaveLength(2))
    await waitFor(() => expect(sample.result.current).toEqual(TRANSLATION_BADGES.unreviewed))
  })

  it('says not reviewed for a Spanish draft never approved, and nothing on an English document', async () => {
    const unapproved = badge({ _id: 'x-es', _type: 'conditionArticle', language: 'es', review: { status: 'draft' } })
    expect(unapproved.result.current).toEqual(TRANSLATION_BADGES.unreviewed)
    const english = badge({ _id: 'x', _type: 'conditionArticle', language: 'en', review: { status: 'approved' } })
    expect(english.result.current).toBeNull()
    expect(asked).toHaveLength(1)
  })

  it('says "Translation behind" beside "not reviewed" when a sample reviewer approved it and the source changed since', async () => {
    source = { sourceLastUpdated: '2026-11-25', reviewerIsSample: true }
    const props = { id: 'diabetes-es', type: 'conditionArticle', draft: null, published: approvedSpanish('2026-11-20') }
    const main = renderHook(() => TranslationBadge(props as unknown as DocumentBadgeProps))
    const behind = renderHook(() => TranslationBehindBadge(props as unknown as DocumentBadgeProps))
    await waitFor(() => expect(main.result.current).toEqual(TRANSLATION_BADGES.unreviewed))
    await waitFor(() => expect(behind.result.current).toEqual(TRANSLATION_BADGES.behind))
    // Reviewed after the source's change: not behind, so no second badge.
    source = { sourceLastUpdated: '2026-11-20', reviewerIsSample: true }
    const current = renderHook(() =>
      TranslationBehindBadge({ ...props, published: approvedSpanish('2026-11-25') } as unknown as DocumentBadgeProps),
    )
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(3))
    expect(current.result.current).toBeNull()
  })
})
