/**
 * The blog box's answer (lib/content/blog-search.ts) on the seed, with the content API's answers evaluated by groq-js
 * as in ./search.test.ts: posts in site search's order, the substring rule when that finds no post, the help, each
 * language's own posts, and the cards read by id, without the blog's whole index.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it, vi } from 'vitest'
import { overlay, type SanityDocument } from '@health-site/local-lake/files'
import { readDataset } from '@/tests/support/seed-corpus'
import { blogIndexQuery } from './queries'
import { routes } from '@/lib/site/routes'

const dataset: SanityDocument[] = overlay(readDataset(), 'published')
const reads: Array<{ query: string; params: Record<string, unknown> }> = []

async function answer(query: string, params: Record<string, unknown> = {}) {
  reads.push({ query, params })
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as unknown
}

vi.mock('./env', () => ({ contentConfig: () => ({}) }))
vi.mock('./image', () => ({ cmsImageAttrs: () => null }))
vi.mock('./sanity', () => ({
  sanityFetch: (_config: unknown, query: string, params: Record<string, unknown>) => answer(query, params),
}))
vi.mock('./fetch', () => ({
  currentPerspective: async () => 'published',
  fetchContent: ({ query, params }: { query: string; params?: Record<string, unknown> }) => answer(query, params),
}))

const { searchBlog } = await import('./blog-search')
const { searchSite } = await import('./search')

type Post = {
  _id: string
  title: string
  excerpt?: string
  publishedAt?: string
  language?: string
  category?: { _ref: string }
}
type Category = { _id: string; title: string; sidebarLabel?: string }
const posts = dataset.filter((d) => d._type === 'blogPost' && (d as unknown as Post).publishedAt) as unknown as Post[]
const language = (id: string) => posts.find((p) => p._id === id)?.language ?? 'en'
/** What the spec's substring rule reads of a post: title, excerpt, its category's title and sidebar label. */
const searchable = (p: Post) => {
  const category = dataset.find((d) => d._id === p.category?._ref) as unknown as Category | undefined
  return [p.title, p.excerpt ?? '', category?.title ?? '', category?.sidebarLabel ?? ''].join('\n').toLowerCase()
}

describe('the blog box’s answer', () => {
  it('shows the posts in the order site search ranks them, with its count, as cards', async () => {
    const ranked = await searchSite('sleep', 1, { kinds: ['post'], pageSize: 24 })
    expect(ranked.hits.length).toBeGreaterThan(0)
    const answer = await searchBlog('sleep')
    expect(answer.results.map((card) => routes.blogPost(card.slug))).toEqual(ranked.hits.map((hit) => hit.href))
    expect(answer.total).toBe(ranked.total)
    const first = answer.results[0]!
    const stored = posts.find((p) => p._id === first._id)!
    expect(first.title).toBe(stored.title)
    expect(first.excerpt).toBe(stored.excerpt)
    expect(first.readMinutes).toBeGreaterThan(0)
  })

  it('reads only the cards it sends, never the blog’s whole index', async () => {
    reads.length = 0
    await searchBlog('blood pressure')
    const cardReads = reads.filter((read) => read.query === blogIndexQuery)
    expect(cardReads.length).toBe(1)
    expect(cardReads.every((read) => Array.isArray(read.params.ids) && read.params.ids.length <= 24)).toBe(true)
  })

  it('falls back to the substring rule, newest first, when site search finds no post (a fragment inside a word)', async () => {
    const fragment = 'iabet'
    expect((await searchSite(fragment, 1, { kinds: ['post'], pageSize: 24 })).hits).toEqual([])
    const expected = posts
      .filter((p) => language(p._id) === 'en')
      .filter((p) => searchable(p).includes(fragment))
      .sort((a, b) => (b.publishedAt! < a.publishedAt! ? -1 : b.publishedAt! > a.publishedAt! ? 1 : 0))
      .map((p) => p._id)
    expect(expected.length).toBeGreaterThan(1)
    const answer = await searchBlog(fragment)
    expect(answer.results.map((card) => card._id)).toEqual(expected)
    expect(answer.total).toBe(expected.length)
    expect((await searchBlog('zzqqxx')).results).toEqual([])
  })

  it('passes on the help the search calls for, and none for an ordinary or empty search', async () => {
    expect((await searchBlog('i want to kill myself')).help[0]?.call).toBe('988')
    expect((await searchBlog('sleep')).help).toEqual([])
    expect(await searchBlog('   ')).toEqual({ query: '', total: 0, results: [], help: [] })
  })

  it('searches the Spanish blog for Spanish posts only', async () => {
    const es = await searchBlog('corazón', 'es')
    expect(es.results.length).toBeGreaterThan(0)
    expect(es.results.every((card) => language(card._id!) === 'es')).toBe(true)
    const en = await searchBlog('heart')
    expect(en.results.every((card) => language(card._id!) === 'en')).toBe(true)
  })
})
