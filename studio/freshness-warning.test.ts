/**
 * The freshness guard shows in the Studio: validating a seed document with the Studio's own schema and validation
 * (sanity's validateDocument, as the document pane does) gives a warning, not an error, on a seeded out-of-date case.
 */
import type { SanityDocument, Source } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { offlineStudioSource, studioMarkers } from '@/tests/support/offline-studio'

let source: Source

beforeAll(async () => {
  source = await offlineStudioSource()
})

const markers = (document: SanityDocument) => studioMarkers(source, document)

describe('freshness warnings in the Studio', () => {
  it('warns on the seeded post whose text changed after its last review, naming both dates', async () => {
    const post = seedDocuments().find((d) => d._id === 'blog-post-health-screenings-for-adults')!
    const found = await markers(post as unknown as SanityDocument)
    const warnings = found.filter((m) => m.level === 'warning').map((m) => m.message)
    // The Studio shows every reason in one warning; this post also cites sources newer than its review. The dates are
    // the post's own, so a seed edit that moves them moves the expected words too.
    const reviewed = (post.review as { lastReviewed: string }).lastReviewed
    expect(reviewed < String(post.lastUpdated)).toBe(true)
    expect(warnings.join(' ')).toContain(
      `The content was updated on ${post.lastUpdated}, after its last medical review on ${reviewed}: it needs a new review.`,
    )
    expect(found.filter((m) => m.level === 'error')).toEqual([])
  })

  it('has nothing to say about a guide reviewed after its last change', async () => {
    // Every seeded guide changed after its (sample) review date; this one as a reviewer would leave it.
    const seeded = seedDocuments().find((d) => d._id === 'condition-depression')!
    const review = { ...(seeded.review as object), lastReviewed: seeded.lastUpdated, nextReviewDue: '2099-01-01' }
    const guide = { ...seeded, review }
    const found = await markers(guide as unknown as SanityDocument)
    expect(found.filter((m) => m.level === 'warning')).toEqual([])
  })
})
