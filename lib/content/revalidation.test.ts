import { describe, expect, it, vi } from 'vitest'
import { tagsForDocument } from '@/lib/content/revalidation'
import { documentTag, typeTags } from '@/lib/content/tags'

describe('tagsForDocument', () => {
  it('expires the type and the document’s own page', () => {
    expect(tagsForDocument({ _type: 'conditionArticle', slug: 'diabetes' })).toEqual([
      typeTags.conditionArticle,
      documentTag(typeTags.conditionArticle, 'diabetes'),
    ])
    expect(tagsForDocument({ _type: 'infoPage', slug: { current: 'privacy' } })).toEqual([
      typeTags.infoPage,
      documentTag(typeTags.infoPage, 'privacy'),
    ])
  })

  it('also expires the old page when the slug changed or the document was deleted', () => {
    expect(tagsForDocument({ _type: 'blogPost', slug: 'new-title', previousSlug: 'old-title' })).toEqual([
      'blogPost',
      'blogPost:new-title',
      'blogPost:old-title',
    ])
    expect(tagsForDocument({ _type: 'blogPost', slug: null, previousSlug: 'gone' })).toEqual([
      'blogPost',
      'blogPost:gone',
    ])
    expect(tagsForDocument({ _type: 'blogPost', slug: 'same', previousSlug: 'same' })).toEqual([
      'blogPost',
      'blogPost:same',
    ])
  })

  it('expires only the type for documents without a page of their own', () => {
    expect(tagsForDocument({ _type: 'siteSettings' })).toEqual(['siteSettings'])
    expect(tagsForDocument({ _type: 'heroSlide', slug: undefined })).toEqual(['heroSlide'])
  })

  it('expires all content for a type the site does not tag, nothing for preview secrets or malformed input', () => {
    expect(tagsForDocument({ _type: 'sanity.imageAsset' })).toEqual(['content'])
    expect(tagsForDocument({ _type: 'toString' })).toEqual(['content'])
    expect(tagsForDocument({ _type: 'sanity.previewUrlSecret' })).toEqual([])
    expect(tagsForDocument({ _type: 'sanity.previewUrlShareAccess' })).toEqual([])
    expect(tagsForDocument({ _type: 42 })).toEqual([])
    expect(tagsForDocument(null)).toEqual([])
    expect(tagsForDocument({ _type: 'conditionArticle', slug: '../x y' })).toEqual(['conditionArticle'])
  })
})

describe('the webhook filter in docs/editorial-workflow.md', () => {
  it('lists exactly the document types that have cache tags', async () => {
    const { readFileSync } = await import('node:fs')
    const readme = readFileSync(new URL('../../docs/editorial-workflow.md', import.meta.url), 'utf8')
    const filter = /_type in \[([^\]]+)\]/.exec(readme)?.[1] ?? ''
    const listed = [...filter.matchAll(/"([^"]+)"/g)].map((m) => m[1])
    expect([...listed].sort()).toEqual(Object.values(typeTags).sort())
  })

  it('is the filter the local Content Lake is given, with the same projection', async () => {
    const { lakeWebhookEnv, webhookFilter, WEBHOOK_PROJECTION } = await import('@/lib/content/revalidation')
    const { readFileSync } = await import('node:fs')
    const readme = readFileSync(new URL('../../docs/editorial-workflow.md', import.meta.url), 'utf8')
    const env = lakeWebhookEnv('http://127.0.0.1:3000', 'secret')
    expect(env).toMatchObject({
      LAKE_WEBHOOK_URL: 'http://127.0.0.1:3000/api/revalidate',
      LAKE_WEBHOOK_SECRET: 'secret',
    })
    expect(env.LAKE_WEBHOOK_FILTER).toBe(webhookFilter())
    expect(readme).toContain(WEBHOOK_PROJECTION)
  })
})

// The window of Next's 'max' profile ("a one year window", revalidateTag's docs).
const YEAR = 365 * 24 * 60 * 60

describe('revalidateForDocument', () => {
  it('expires stale-while-revalidate, so that an unreachable content API leaves pages served', async () => {
    const expired: Array<[string, unknown]> = []
    vi.doMock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => expired.push([tag, profile]) }))
    const { revalidateForDocument } = await import('@/lib/content/revalidate')
    expect(revalidateForDocument({ _type: 'infoPage', slug: { current: 'about' } })).toEqual([
      'infoPage',
      'infoPage:about',
    ])
    revalidateForDocument({ _type: 'siteSettings' })
    expect(expired).toEqual([
      ['infoPage', { expire: YEAR }],
      ['infoPage:about', { expire: YEAR }],
      ['siteSettings', { expire: YEAR }],
    ])
    // The local lake's publishes: the next visit renders fresh.
    expect(revalidateForDocument({ _type: 'siteSettings' }, 'now')).toEqual(['siteSettings'])
    expect(expired.at(-1)).toEqual(['siteSettings', { expire: 0 }])
    vi.doUnmock('next/cache')
  })
})
