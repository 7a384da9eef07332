import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: Array<[string, unknown]> = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => expired.push([tag, profile]) }))

const { revalidateForDocument, tagsForDocument } = await import('@/lib/content/revalidate')

beforeEach(() => {
  expired.length = 0
})

describe('revalidation for a changed document', () => {
  it('expires the type and the document page of a document with a slug', () => {
    expect(tagsForDocument({ _type: 'conditionArticle', slug: { current: 'diabetes' } })).toEqual([
      'conditionArticle',
      'conditionArticle:diabetes',
    ])
  })

  it('expires only the type of a singleton or a document without a slug', () => {
    expect(tagsForDocument({ _type: 'siteSettings' })).toEqual(['siteSettings'])
    expect(tagsForDocument({ _type: 'blogCategory', slug: null })).toEqual(['blogCategory'])
  })

  it('expires all content for a type the site does not tag', () => {
    expect(tagsForDocument({ _type: 'sanity.imageAsset' })).toEqual(['content'])
    expect(tagsForDocument({ _type: 'toString' })).toEqual(['content'])
  })

  it('expires at once, so the next request never gets the stale page', () => {
    expect(revalidateForDocument({ _type: 'infoPage', slug: { current: 'about' } })).toEqual([
      'infoPage',
      'infoPage:about',
    ])
    expect(expired).toEqual([
      ['infoPage', { expire: 0 }],
      ['infoPage:about', { expire: 0 }],
    ])
  })
})
