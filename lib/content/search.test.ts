/**
 * Site search follows the content: the index is built once, then a publish patches it with the documents it
 * changed, read by the index's own queries (lib/search/index-queries.ts) evaluated with groq-js over the seed as the
 * content API would answer them.
 */
import { evaluate, parse } from 'groq-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { overlay, type SanityDocument } from '@health-site/local-lake/files'
import { readDataset } from '@/tests/support/seed-corpus'
import { searchSettingsQuery, siteSearchIndexQuery } from './queries'
import { searchReads } from '@/lib/search/index-queries'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { contentFingerprint } from '@/lib/medical/fingerprint'

let dataset: SanityDocument[] = []
const reads: string[] = []

async function answer(query: string, params: Record<string, unknown> = {}) {
  reads.push(query)
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as unknown
}

vi.mock('./env', () => ({ contentConfig: () => ({}) }))
vi.mock('./sanity', () => ({
  sanityFetch: (_config: unknown, query: string, params: Record<string, unknown>) => answer(query, params),
}))
vi.mock('./fetch', () => ({
  currentPerspective: async () => 'published',
  fetchContent: ({ query, params }: { query: string; params?: Record<string, unknown> }) => answer(query, params),
}))
vi.mock('@/lib/search/site-search', async (original) => {
  const actual = await original<typeof import('@/lib/search/site-search')>()
  return { ...actual, searchIndexBuilder: vi.fn(actual.searchIndexBuilder) }
})

const { searchIndexBuilder } = await import('@/lib/search/site-search')
const { searchSite } = await import('./search')

const seed = overlay(readDataset(), 'published')
/** The lists' approval check reads the published guides and posts (lib/content/medical.ts, withheldFromLists). */
const APPROVAL_READ = '*[_type in ["conditionArticle", "blogPost"]'
const hrefs = async (text: string) => (await searchSite(text, 1, { pageSize: 50 })).hits.map((h) => h.href)
let clock = Date.parse('2030-01-01T00:00:00Z')
/**
 * A publish: a new revision (the lists judge each revision once), and an approved document's approval covers its new
 * text, as a reviewer's approval of it would.
 */
const touched = <T extends SanityDocument>(doc: T, change: Partial<T>): T => {
  const next = { ...doc, ...change, _updatedAt: new Date((clock += 1000)).toISOString(), _rev: `rev-${clock}` }
  const review = (next as { review?: { status?: string } }).review
  if (review?.status !== 'approved') return next
  return { ...next, review: { ...review, approvedFingerprint: contentFingerprint(next) } }
}

describe('the index reads', () => {
  it('read in pages, give the index query’s documents, each once', async () => {
    dataset = seed
    const q = searchReads(siteSearchIndexQuery)
    // The index query's documents (English: those without a language, or in English).
    const all = ((await answer(siteSearchIndexQuery)) as Array<{ title: string }>).filter(Boolean)
    const paged: Array<{ title: string; _id: string }> = []
    for (let from = 0; from < all.length + 10; from += 10)
      paged.push(...((await answer(q.page, { from, to: from + 10, lang: 'en' })) as typeof paged))
    expect(paged.map((r) => r.title).sort()).toEqual(all.map((r) => r.title).sort())
    expect(new Set(paged.map((r) => r._id)).size).toBe(all.length)
    const version = (await answer(q.version, { lang: 'en', since: '' })) as { count: number; changed: unknown[] }
    expect(version.count).toBe(all.length)
    expect(((await answer(q.version, { lang: 'en', since: '2999-01-01' })) as typeof version).changed).toEqual([])
  })
})

describe('site search follows the content', () => {
  beforeEach(() => {
    dataset = [...seed]
  })

  it('a publish changes one document’s results in place, a deletion removes it, the others stay, without a rebuild', async () => {
    const post = dataset.find((d) => d._type === 'blogPost' && (d as { publishedAt?: string }).publishedAt)!
    const slug = (post as unknown as { slug: { current: string } }).slug.current
    const other = dataset.find((d) => d._type === 'conditionArticle')!
    const otherHref = `/diseases/${(other as unknown as { slug: { current: string } }).slug.current}`
    expect(await hrefs('zebracorn')).toEqual([])
    expect(await hrefs((other as unknown as { title: string }).title)).toContain(otherHref)
    expect(searchIndexBuilder).toHaveBeenCalledTimes(1)

    // The editor publishes the post with a new word in its title: the next search finds it there.
    dataset = dataset.map((d) => (d._id === post._id ? touched(d, { title: 'Zebracorn facts' } as never) : d))
    reads.length = 0
    expect(await hrefs('zebracorn')).toEqual([`/blog/${slug}`])
    // Read (beside the settings and the approval check of the lists): only the fingerprint, which brings the changed
    // document.
    const q = searchReads(siteSearchIndexQuery)
    expect(reads.filter((read) => read !== searchSettingsQuery && !read.startsWith(APPROVAL_READ))).toEqual([q.version])

    // Deleted: no longer found, and nothing else moves.
    dataset = dataset.filter((d) => d._id !== post._id)
    expect(await hrefs('zebracorn')).toEqual([])
    expect(await hrefs((other as unknown as { title: string }).title)).toContain(otherHref)

    // A new post appears, and a post unpublished (no publishedAt) leaves.
    const fresh = touched(
      { ...post, _id: 'new-post', slug: { _type: 'slug', current: 'new-zebracorn-post' } } as SanityDocument,
      { title: 'Another zebracorn' } as never,
    )
    dataset = [...dataset, fresh]
    expect(await hrefs('zebracorn')).toEqual(['/blog/new-zebracorn-post'])
    dataset = dataset.map((d) => (d._id === 'new-post' ? touched(d, { publishedAt: undefined } as never) : d))
    expect(await hrefs('zebracorn')).toEqual([])
    expect(searchIndexBuilder).toHaveBeenCalledTimes(1)
  })

  it('leaves out a guide or post whose published version is not approved, and takes it back once approved', async () => {
    const post = dataset.find((d) => d._type === 'blogPost' && (d as { publishedAt?: string }).publishedAt)!
    const slug = (post as unknown as { slug: { current: string } }).slug.current
    const review = (post as unknown as { review: Record<string, unknown> }).review
    dataset = dataset.map((d) =>
      d._id === post._id ? touched(d, { title: 'Quokka care', review: { ...review, status: 'inReview' } } as never) : d,
    )
    expect(await hrefs('quokka')).toEqual([])
    dataset = dataset.map((d) => (d._id === post._id ? touched(d, { review } as never) : d))
    expect(await hrefs('quokka')).toEqual([`/blog/${slug}`])
  })

  it('finds every deletion, also one that brings the count back to one the index was checked at before', async () => {
    const post = dataset.find((d) => d._type === 'blogPost' && (d as { publishedAt?: string }).publishedAt)!
    for (const round of [1, 2, 3]) {
      const fresh = touched(
        { ...post, _id: `round-${round}`, slug: { _type: 'slug', current: `wombatry-${round}` } } as SanityDocument,
        { title: `Wombatry notes ${round}` } as never,
      )
      dataset = [...dataset, fresh]
      expect(await hrefs('wombatry')).toEqual([`/blog/wombatry-${round}`])
      dataset = dataset.filter((d) => d._id !== fresh._id)
      expect(await hrefs('wombatry'), `round ${round}`).toEqual([])
    }
  })

  it('keeps another language’s documents out of the English index, in their own, at their own addresses', async () => {
    const post = dataset.find((d) => d._type === 'blogPost' && (d as { publishedAt?: string }).publishedAt)!
    const spanish = touched(
      { ...post, _id: 'post-es', slug: { _type: 'slug', current: 'ornitorrinco' }, language: 'es' } as SanityDocument,
      { title: 'Ornitorrinco y salud' } as never,
    )
    dataset = [...dataset, spanish]
    expect(await hrefs('ornitorrinco')).toEqual([])
    const es = await searchSite('ornitorrinco', 1, { lang: 'es' })
    expect(es.pending, JSON.stringify(es)).toBeUndefined()
    expect(es.hits.map((h) => h.href)).toEqual([spanishRoutes.blogPost('ornitorrinco')])
  })

  it('a renamed category reaches its posts (its name is among their headings)', async () => {
    const category = dataset.find((d) => d._type === 'blogCategory')!
    const post = dataset.find(
      (d) =>
        d._type === 'blogPost' &&
        (d as { category?: { _ref: string } }).category?._ref === category._id &&
        (d as { publishedAt?: string }).publishedAt,
    )!
    const slug = (post as unknown as { slug: { current: string } }).slug.current
    expect(await hrefs('quokkaology')).toEqual([])
    dataset = dataset.map((d) => (d._id === category._id ? touched(d, { title: 'Quokkaology' } as never) : d))
    expect(await hrefs('quokkaology')).toContain(`/blog/${slug}`)
  })
})
