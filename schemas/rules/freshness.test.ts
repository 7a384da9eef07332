import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { freshnessWarnings, staleContentFilter, type FreshnessInput } from './freshness'

const TODAY = '2026-11-23'
const codes = (doc: FreshnessInput, today = TODAY) => freshnessWarnings(doc, today).map((w) => w.code)
const fresh: FreshnessInput = {
  lastUpdated: '2026-01-10',
  review: { lastReviewed: '2026-02-01', nextReviewDue: '2027-02-01' },
  references: [{ year: 2025 }, { published: '2026-01' }],
}

describe('freshnessWarnings', () => {
  it('finds nothing wrong with a document reviewed after its last change and its newest source', () => {
    expect(codes(fresh)).toEqual([])
  })

  it('warns when the next review date has passed', () => {
    expect(codes({ ...fresh, review: { ...fresh.review, nextReviewDue: '2026-11-22' } })).toEqual(['review-overdue'])
    expect(codes({ ...fresh, review: { ...fresh.review, nextReviewDue: TODAY } })).toEqual([])
  })

  it('warns when the content changed after its last review', () => {
    expect(codes({ ...fresh, lastUpdated: '2026-02-02' })).toEqual(['changed-after-review'])
  })

  it('warns when a source is newer than the last review, to the month when the reference says it', () => {
    expect(codes({ ...fresh, references: [{ published: '2026-03' }] })).toEqual([
      'source-newer-than-review',
      'source-newer-than-update',
    ])
    // Same month as the review: the review may have covered it.
    expect(codes({ ...fresh, references: [{ published: '2026-02' }] })).toContain('source-newer-than-update')
    expect(codes({ ...fresh, references: [{ published: '2026-02' }] })).not.toContain('source-newer-than-review')
    // A year alone is newer only when it is a later year.
    expect(codes({ ...fresh, references: [{ year: 2026 }] })).toEqual([])
    expect(codes({ ...fresh, references: [{ year: 2027 }] })).toEqual([
      'source-newer-than-review',
      'source-newer-than-update',
    ])
  })

  it('names the dates in its messages, so the editor knows what to check', () => {
    const [warning] = freshnessWarnings({ ...fresh, references: [{ published: '2026-03' }], lastUpdated: null }, TODAY)
    expect(warning?.message).toBe(
      'A source from 2026-03 is cited, but the last medical review was on 2026-02-01: the review must cover it.',
    )
  })

  it('is quiet about what it cannot judge: no dates, no references', () => {
    expect(codes({})).toEqual([])
    expect(codes({ references: [null, {}] })).toEqual([])
  })
})

describe('the "Review overdue" list in the Studio', () => {
  const variants: Array<FreshnessInput & { _id: string; _type: string }> = [
    { _id: 'fresh', _type: 'conditionArticle', ...fresh },
    { _id: 'overdue', _type: 'conditionArticle', ...fresh, review: { ...fresh.review, nextReviewDue: '2026-01-01' } },
    { _id: 'changed', _type: 'conditionArticle', ...fresh, lastUpdated: '2026-05-01' },
    { _id: 'new-source', _type: 'blogPost', ...fresh, lastUpdated: undefined, references: [{ published: '2026-04' }] },
    { _id: 'year-only', _type: 'blogPost', ...fresh, references: [{ year: 2027 }] },
    { _id: 'same-year', _type: 'blogPost', ...fresh, references: [{ year: 2026 }] },
  ]

  it('finds exactly the documents the guard warns about, in the seed and in every kind of case', async () => {
    const documents = [...seedDocuments(), ...variants]
    const query = `*[_type in $types && (${staleContentFilter})]._id`
    const params = { types: ['conditionArticle', 'blogPost'], today: TODAY }
    const listed = (await (await evaluate(parse(query), { dataset: documents, params })).get()) as string[]
    const warned = documents
      .filter((d) => params.types.includes(d._type) && freshnessWarnings(d as FreshnessInput, TODAY).length > 0)
      .map((d) => d._id)
    expect(listed.sort()).toEqual(warned.sort())
    expect(listed).toEqual(expect.arrayContaining(['overdue', 'changed', 'new-source', 'year-only']))
    expect(listed).not.toContain('fresh')
    expect(listed).not.toContain('same-year')
  })
})
