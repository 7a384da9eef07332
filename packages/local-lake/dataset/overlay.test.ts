import { describe, expect, it } from 'vitest'
import { overlay, parseNdjson, type SanityDocument } from './overlay'

const docs: SanityDocument[] = [
  { _id: 'settings', _type: 'siteSettings', tagline: 'Published' },
  { _id: 'drafts.settings', _type: 'siteSettings', tagline: 'Draft' },
  { _id: 'page-a', _type: 'policyPage', title: 'A' },
  { _id: 'drafts.page-new', _type: 'policyPage', title: 'Never published' },
  { _id: 'versions.r1.page-a', _type: 'policyPage', title: 'Release' },
]

describe('overlay', () => {
  it('published view hides drafts and release versions', () => {
    expect(overlay(docs, 'published').map((d) => d._id)).toEqual(['settings', 'page-a'])
  })

  it('drafts view replaces a published document by its draft, keeping the published id', () => {
    const view = overlay(docs, 'drafts')
    expect(view.find((d) => d._id === 'settings')).toEqual({
      _id: 'settings',
      _originalId: 'drafts.settings',
      _type: 'siteSettings',
      tagline: 'Draft',
    })
    expect(view.find((d) => d._id === 'page-a')?.title).toBe('A')
  })

  it('drafts view includes drafts that were never published', () => {
    expect(overlay(docs, 'drafts').find((d) => d._id === 'page-new')?._originalId).toBe('drafts.page-new')
  })

  it('never returns two documents with the same id', () => {
    const ids = overlay(docs, 'drafts').map((d) => d._id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('parseNdjson', () => {
  it('reads one document a line and skips blank lines', () => {
    expect(parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n')).toHaveLength(2)
  })

  it('names the broken line', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', 'x.ndjson')).toThrow(
      'x.ndjson: line 2 is not valid JSON',
    )
    expect(() => parseNdjson('{"title":"no id"}')).toThrow('line 1 is not a document')
  })
})
