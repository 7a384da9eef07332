import { describe, expect, it } from 'vitest'
import { isDraftOrVersion, publishedIdOf, randomDocumentId } from './ids'
import { overlay } from './overlay'

describe('document ids', () => {
  it('finds the published document of a draft and of a release version', () => {
    expect(publishedIdOf('drafts.condition-diabetes')).toBe('condition-diabetes')
    expect(publishedIdOf('versions.r1.condition-diabetes')).toBe('condition-diabetes')
    expect(publishedIdOf('condition-diabetes')).toBe('condition-diabetes')
    expect(isDraftOrVersion('versions.r1.x')).toBe(true)
    expect(isDraftOrVersion('x')).toBe(false)
  })

  it('keeps release versions out of both views that readers and previewers see', () => {
    const docs = [
      { _id: 'a', _type: 't', title: 'Live' },
      { _id: 'versions.r1.a', _type: 't', title: 'Scheduled' },
      { _id: 'drafts.a', _type: 't', title: 'Draft' },
    ]
    expect(overlay(docs, 'published').map((d) => d.title)).toEqual(['Live'])
    expect(overlay(docs, 'drafts').map((d) => d.title)).toEqual(['Draft'])
  })

  it('makes random ids of 22 letters and digits that do not repeat', () => {
    const ids = new Set(Array.from({ length: 200 }, randomDocumentId))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{22}$/)
  })
})
