import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { documentTypes, singletonTypes } from '@/schemas'
import { isReviewOverdue, type ReviewState } from '@/schemas/rules/review-workflow'
import { listOrdering, reviewedTypes, reviewLists, structureGroups } from '@/studio/structure-groups'

type SanityDocument = { _id: string; _type: string; _originalId?: string } & Record<string, unknown>

describe('Studio structure groups', () => {
  const schemaTypes = documentTypes.map((t) => t.name)

  it('places every document type exactly once (site and search settings on their own)', () => {
    const placed = [...structureGroups.flatMap((g) => g.types), 'siteSettings', 'searchSettings']
    expect(placed.filter((type, i) => placed.indexOf(type) !== i)).toEqual([])
    expect([...schemaTypes].sort()).toEqual([...placed].filter((t) => schemaTypes.includes(t)).sort())
  })

  it('names only types that exist in the schema', () => {
    const unknown = structureGroups.flatMap((g) => g.types).filter((type) => !schemaTypes.includes(type))
    expect(unknown).toEqual([])
  })

  it('applies the review lists to exactly the document types that carry a medical review', () => {
    // Derived from the schema, so an empty or stale list fails: a reviewed type missing here would never show in
    // "Needs review" or "Review overdue".
    const withReview = documentTypes
      .filter((t) =>
        ((t as { fields?: Array<{ type?: string }> }).fields ?? []).some((f) => f.type === 'medicalReview'),
      )
      .map((t) => t.name)
    expect(withReview.length).toBeGreaterThan(0)
    expect([...reviewedTypes].sort()).toEqual(withReview.sort())
  })

  it('keeps Settings a singleton', () => {
    expect(singletonTypes.has('siteSettings')).toBe(true)
  })
})

/**
 * The review lists' GROQ filters, evaluated by groq-js over documents as the Studio's lists see them: in the drafts
 * perspective, each document once, as its draft when it has one (`_id` the published id, `_originalId` the draft's),
 * which is how the local lake and Sanity overlay drafts.
 */
describe('the review lists', () => {
  const TODAY = '2026-11-25'
  const types = ['conditionArticle', 'blogPost']
  const approvedTerms = { reviewer: { _ref: 'doctor-1' }, lastReviewed: '2026-06-01', nextReviewDue: '2027-06-01' }
  const raw: SanityDocument[] = [
    { _id: 'drafts.never', _type: 'blogPost', _rev: 'r1', title: 'New post' },
    { _id: 'drafts.draft', _type: 'blogPost', _rev: 'r1', review: { status: 'draft' } },
    { _id: 'drafts.submitted', _type: 'conditionArticle', _rev: 'r2', review: { status: 'inReview' } },
    { _id: 'drafts.sent-back', _type: 'conditionArticle', _rev: 'r3', review: { status: 'changesRequested' } },
    // Approved minutes ago and not published yet: the approval wrote the draft's revision, nothing since.
    {
      _id: 'drafts.approved-pending',
      _type: 'blogPost',
      _rev: 'approval-1',
      review: { status: 'approved', ...approvedTerms, approvedRev: 'approval-1' },
    },
    // Published after approval, then edited: the draft's revision is no longer the approval's.
    {
      _id: 'edited',
      _type: 'conditionArticle',
      _rev: 'publish-1',
      review: { status: 'approved', ...approvedTerms, approvedRev: 'approval-0' },
    },
    {
      _id: 'drafts.edited',
      _type: 'conditionArticle',
      _rev: 'edit-2',
      review: { status: 'approved', ...approvedTerms, approvedRev: 'approval-0' },
    },
    // Published and untouched (the seed's approvals have no approvedRev).
    {
      _id: 'stable',
      _type: 'conditionArticle',
      _rev: 'publish-1',
      lastUpdated: '2026-05-01',
      review: { status: 'approved', ...approvedTerms },
    },
    // Changed after its review (the freshness guard's "needs a new review").
    {
      _id: 'changed',
      _type: 'conditionArticle',
      _rev: 'p',
      lastUpdated: '2026-07-01',
      review: { status: 'approved', ...approvedTerms },
    },
    {
      _id: 'new-source',
      _type: 'blogPost',
      _rev: 'p',
      references: [{ published: '2026-09' }],
      review: { status: 'approved', ...approvedTerms },
    },
    // Overdue, and one whose overdue published version was approved again today (its draft is what the editor sees).
    {
      _id: 'overdue',
      _type: 'blogPost',
      _rev: 'p',
      review: { status: 'approved', ...approvedTerms, nextReviewDue: '2026-11-24' },
    },
    {
      _id: 'reapproved',
      _type: 'conditionArticle',
      _rev: 'p',
      review: { status: 'approved', ...approvedTerms, nextReviewDue: '2026-01-01' },
    },
    {
      _id: 'drafts.reapproved',
      _type: 'conditionArticle',
      _rev: 'approval-9',
      review: {
        status: 'approved',
        reviewer: { _ref: 'doctor-1' },
        lastReviewed: TODAY,
        nextReviewDue: '2027-11-25',
        approvedRev: 'approval-9',
      },
    },
    {
      _id: 'due-today',
      _type: 'blogPost',
      _rev: 'p',
      review: { status: 'approved', ...approvedTerms, nextReviewDue: TODAY },
    },
    { _id: 'doctor-1', _type: 'doctor', _rev: 'p', name: 'Not reviewed' },
  ]

  /** The drafts perspective: a draft stands in for its published document. */
  const draftsView = (docs: SanityDocument[]) => {
    const current = new Map<string, SanityDocument>()
    for (const doc of docs.filter((d) => !d._id.startsWith('drafts.'))) current.set(doc._id, doc)
    for (const doc of docs.filter((d) => d._id.startsWith('drafts.'))) {
      const id = doc._id.slice('drafts.'.length)
      current.set(id, { ...doc, _id: id, _originalId: doc._id })
    }
    return [...current.values()]
  }
  const listed = async (filter: string, dataset: SanityDocument[], today = TODAY) =>
    (
      (await (await evaluate(parse(`*[${filter}]._id`), { dataset, params: { types, today } })).get()) as string[]
    ).sort()

  it('"Needs medical review" lists what waits to be sent to a reviewer: never reviewed, edited after approval, stale', async () => {
    expect(await listed(reviewLists.needsReview, draftsView(raw))).toEqual(
      ['changed', 'draft', 'edited', 'never', 'new-source'].sort(),
    )
  })

  it('"Submitted for review" lists only what an editor sent to review: the reviewer\'s queue', async () => {
    expect(await listed(reviewLists.submitted, draftsView(raw))).toEqual(['submitted'])
  })

  it('"Review overdue" lists only what is past its next review date, as the editor sees it', async () => {
    expect(await listed(reviewLists.overdue, draftsView(raw))).toEqual(['overdue'])
  })

  it("matches the raw draft too, so the list's listener hears the edit that puts a document on it", async () => {
    expect(await listed(reviewLists.needsReview, raw)).toContain('drafts.edited')
  })

  it('"Review overdue" over the seed, some months on, finds exactly the documents whose next review date has passed', async () => {
    const later = '2027-07-01'
    const seed = draftsView(seedDocuments() as SanityDocument[])
    const expected = seed
      .filter((d) => types.includes(d._type) && isReviewOverdue((d as { review?: ReviewState }).review, later))
      .map((d) => d._id)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(seed.filter((d) => types.includes(d._type)).length)
    expect(await listed(reviewLists.overdue, seed, later)).toEqual(expected)
  })
})

describe("a type's list", () => {
  const byName = new Map(documentTypes.map((type) => [type.name, type as Parameters<typeof listOrdering>[0]]))

  it('opens in the order the site shows its documents, so an edited one keeps its place', () => {
    expect(listOrdering(byName.get('conditionArticle'))).toEqual([{ field: 'order', direction: 'asc' }])
    expect(listOrdering(byName.get('blogPost'))).toEqual([{ field: 'publishedAt', direction: 'desc' }])
    expect(listOrdering(byName.get('blogCategory'))).toEqual([{ field: 'order', direction: 'asc' }])
  })

  it("keeps Sanity's own order for a type that names none", () => {
    expect(listOrdering(byName.get('doctor'))).toBeUndefined()
    expect(listOrdering(undefined)).toBeUndefined()
  })
})
