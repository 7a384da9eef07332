import { describe, expect, it } from 'vitest'
import { documentTypes, singletonTypes } from '@/schemas'
import { reviewedTypes, structureGroups } from '@/studio/structure-groups'

describe('Studio structure groups', () => {
  const schemaTypes = documentTypes.map((t) => t.name)

  it('places every document type exactly once (Settings on its own)', () => {
    const placed = [...structureGroups.flatMap((g) => g.types), 'siteSettings']
    expect(placed.filter((type, i) => placed.indexOf(type) !== i)).toEqual([])
    expect([...schemaTypes].sort()).toEqual([...placed].filter((t) => schemaTypes.includes(t)).sort())
  })

  it('names only types that exist in the schema', () => {
    const unknown = structureGroups.flatMap((g) => g.types).filter((type) => !schemaTypes.includes(type))
    expect(unknown).toEqual([])
  })

  it('applies the review lists to the medical document types, and keeps Settings a singleton', () => {
    expect(reviewedTypes.every((t) => schemaTypes.includes(t))).toBe(true)
    expect(singletonTypes.has('siteSettings')).toBe(true)
  })
})
