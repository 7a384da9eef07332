import { describe, expect, it } from 'vitest'
import { documentTypes, singletonTypes } from '@/schemas'
import { reviewedTypes, structureGroups } from '@/studio/structure-groups'

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
