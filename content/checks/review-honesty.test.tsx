// @vitest-environment happy-dom
/**
 * Review honesty over the seed. No real clinician has reviewed the seed's texts, so no seed
 * document may show a "Last reviewed" date later than its last change (that would claim a review of text no one
 * read); and every document whose text changed after its last review is flagged by the freshness guard and tells
 * readers so on the page.
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { ReviewPanel } from '@/components/article/ReviewPanel'
import { changedAfterReview } from '@/lib/medical/review'
import { freshnessWarnings } from '@/schemas/rules/freshness'
import { seedDocuments, type SeedDoc } from '../seed/seed-text'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

type Review = { status?: string; lastReviewed?: string; nextReviewDue?: string }
const shown = seedDocuments().filter(
  (d) => ['conditionArticle', 'blogPost', 'infoPage'].includes(d._type) && !d._id.includes('.'),
)
/** The last change a reader is told of: "Last updated" (guides, pages, updated posts), else a post's publication. */
const lastChange = (doc: SeedDoc) =>
  String(doc.lastUpdated ?? (typeof doc.publishedAt === 'string' ? doc.publishedAt : '')).slice(0, 10)
const reviewOf = (doc: SeedDoc) => (doc.review ?? null) as Review | null

describe('review honesty in the seed', () => {
  it('shows no "Last reviewed" date later than the last change of the text, on any guide, post or page', () => {
    expect(shown.length).toBeGreaterThan(15)
    for (const doc of shown) {
      const reviewed = reviewOf(doc)?.lastReviewed
      if (!reviewed) continue
      expect(lastChange(doc), `${doc._id} has no date of its last change`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(reviewed <= lastChange(doc), `${doc._id}: reviewed ${reviewed}, last changed ${lastChange(doc)}`).toBe(
        true,
      )
    }
  })

  it('flags every document changed after its last review, and the page tells readers so', () => {
    const changed = shown.filter((doc) => changedAfterReview(doc.lastUpdated as string, reviewOf(doc)?.lastReviewed))
    // The seed holds such documents today (the clinical corrections); if none were left, this check would be empty.
    expect(changed.length).toBeGreaterThan(0)
    for (const doc of changed) {
      const codes = freshnessWarnings(doc as never, '2026-11-23').map((w) => w.code)
      expect(codes, doc._id).toContain('changed-after-review')
      render(<ReviewPanel words={en} review={reviewOf(doc) as never} lastUpdated={doc.lastUpdated as string} />)
      expect(screen.getByText('Changed after review.'), doc._id).toBeTruthy()
      cleanup()
    }
  })

  it('says at the top of every such guide what a reader must know first: a sample review, or a changed text', () => {
    const guides = shown.filter(
      (doc) =>
        doc._type === 'conditionArticle' && changedAfterReview(doc.lastUpdated as string, reviewOf(doc)?.lastReviewed),
    )
    expect(guides.length).toBeGreaterThan(0)
    for (const doc of guides) {
      // The seed's reviewers are sample profiles: the header says the review is a sample, plainly, once.
      render(<ArticleHeader words={en} title={String(doc.title)} crumbs={[]} review="sample" />)
      expect(screen.getByText('Sample review: not yet reviewed by a real clinician'), doc._id).toBeTruthy()
      expect(screen.queryByText(/Medically reviewed/), doc._id).toBeNull()
      cleanup()
      // Once a real clinician's review is recorded, a text changed after it says so at the top.
      render(<ArticleHeader words={en} title={String(doc.title)} crumbs={[]} review="changed" />)
      expect(screen.getByText('Changed after its last medical review'), doc._id).toBeTruthy()
      expect(screen.queryByText(/Medically reviewed/), doc._id).toBeNull()
      cleanup()
    }
  })

  it('does not show the notice on a document reviewed on or after its last change', () => {
    const reviewedSinceChange = (doc: SeedDoc) =>
      Boolean(reviewOf(doc)?.lastReviewed) &&
      !changedAfterReview(doc.lastUpdated as string, reviewOf(doc)?.lastReviewed)
    // The seed may have none today (every corrected text waits for a review), so one guide reviewed on the day of its
    // last change stands beside them: the check is never empty.
    const guide = shown.find((doc) => doc._type === 'conditionArticle' && doc.lastUpdated)!
    const reviewedToday: SeedDoc = { ...guide, review: { ...reviewOf(guide), lastReviewed: lastChange(guide) } }
    const current: SeedDoc[] = [...shown.filter(reviewedSinceChange), reviewedToday]
    expect(reviewedSinceChange(reviewedToday)).toBe(true)
    for (const doc of current) {
      render(<ReviewPanel words={en} review={reviewOf(doc) as never} lastUpdated={doc.lastUpdated as string} />)
      expect(screen.queryByText('Changed after review.'), doc._id).toBeNull()
      cleanup()
    }
  })
})
