/**
 * The blog's reads. The index (every post's card and search text, every category with its count) is built once per
 * version of the blog content and kept in memory; a request only asks the backend for a small fingerprint, which
 * is itself cached, so list pages, the feed and the search endpoint stay fast with tens of thousands of posts.
 */
import 'server-only'
import { LRUCache } from 'lru-cache'
import { cache } from 'react'
import type {
  BlogIndexQueryResult,
  BlogPostBySlugQueryResult,
  BlogVersionQueryResult,
  MovedBlogPostQueryResult,
} from '@/sanity.types'
import { buildBlogIndex, type BlogIndex, type PostCard } from '@/lib/blog/posts'
import { contentConfig } from './env'
import { currentPerspective, fetchContent } from './fetch'
import { cmsImageAttrs } from './image'
import { keepToApproved, withheldFromLists, withoutWithheldRelated } from './medical'
import { BLOG_POST_FIELDS, blogIndexQuery, blogPostBySlugQuery, blogVersionQuery, movedBlogPostQuery } from './queries'
import { documentTag, typeTags as t } from './tags'
import { isPossibleSlug } from '@/lib/site/routes'
import type { Lang } from '@/lib/site/languages'

export type BlogPost = NonNullable<BlogPostBySlugQueryResult>

const blogTags = [t.blogPost, t.blogCategory]
/** A card's cover: 16:9, half the list's width from the md breakpoint, the full column below it. */
export const POST_CARD_COVER = { aspect: 16 / 9, sizes: '(min-width: 768px) 24rem, 100vw' }

/**
 * Recently used index versions (published and drafts, and the one being replaced), per copy of this module: Next
 * bundles pages and route handlers separately, each with its own copy, and an import is the only link between
 * modules here (no globalThis slots: docs/architecture.md).
 */
const MAX_INDEXES = 3
const indexes = new LRUCache<string, Promise<BlogIndex>>({ max: MAX_INDEXES })

/** The blog's index in one language (each language's posts and categories are their own). */
export async function getBlogIndex(lang: Lang = 'en'): Promise<BlogIndex> {
  const [perspective, version] = await Promise.all([
    currentPerspective(),
    fetchContent<BlogVersionQueryResult>({ query: blogVersionQuery, tags: blogTags }),
  ])
  const key = `${lang}:${perspective}:${version.posts}:${version.categories}:${version.updated ?? ''}`
  let pending = indexes.get(key)
  if (!pending) {
    pending = readIndexPages(version.posts, lang).then((data) =>
      buildBlogIndex(data, (image) => cmsImageAttrs(contentConfig(), image, POST_CARD_COVER)),
    )
    indexes.set(key, pending)
    pending.catch(() => indexes.delete(key))
  }
  return pending
}

/**
 * Posts per page of the index. At 10,000 posts a page of 500 is well under Next's 2 MB data-cache entry and quick
 * for the content API (`npm run bench:blog`; docs/performance.md, "Figures behind the code").
 */
export const BLOG_INDEX_PAGE = 500

/**
 * The whole index, read page by page. `posts` (the version's count) says how many pages to ask for at once; pages
 * keep being read while the last one comes back full, so a count behind the content still reads every post.
 */
async function readIndexPages(posts: number, lang: Lang): Promise<BlogIndexQueryResult> {
  const page = (i: number) =>
    fetchContent<BlogIndexQueryResult>({
      query: blogIndexQuery,
      params: { from: i * BLOG_INDEX_PAGE, to: (i + 1) * BLOG_INDEX_PAGE, lang, ids: null },
      tags: blogTags,
    })
  const pages = await Promise.all(
    Array.from({ length: Math.max(1, Math.ceil(posts / BLOG_INDEX_PAGE)) }, (_, i) => page(i)),
  )
  while (pages.at(-1)!.posts.length === BLOG_INDEX_PAGE) pages.push(await page(pages.length))
  // A post whose published version is not approved is left out of the lists and the feed, as its page withholds it.
  const withheld = await withheldFromLists()
  return { categories: pages[0]!.categories, posts: pages.flatMap((p) => p.posts).filter((p) => !withheld.has(p._id)) }
}

/**
 * The cards of these posts (ids as site search holds them), in the order asked, read for the blog box's answer: its
 * bundle reads a box's worth of cards rather than keeping a whole index of them beside the list pages' copy. Posts no
 * longer published are left out. Cached and tagged as the index is, so a publish reaches them as it reaches the list.
 */
export async function getBlogCards(ids: readonly string[], lang: Lang = 'en'): Promise<PostCard[]> {
  if (ids.length === 0) return []
  const [data, withheld] = await Promise.all([
    fetchContent<BlogIndexQueryResult>({
      query: blogIndexQuery,
      params: { from: 0, to: ids.length, lang, ids },
      tags: blogTags,
    }),
    withheldFromLists(),
  ])
  const byId = new Map(
    buildBlogIndex(data, (image) => cmsImageAttrs(contentConfig(), image, POST_CARD_COVER)).posts.map((card) => [
      card._id,
      card,
    ]),
  )
  return ids.flatMap((id) => (withheld.has(id) ? [] : (byId.get(id) ?? [])))
}

/** The current slug of the post that was published under `slug` before; null when none was. */
export const getMovedBlogPost = cache(async (slug: string, lang: Lang = 'en') =>
  isPossibleSlug(slug)
    ? fetchContent<MovedBlogPostQueryResult>({ query: movedBlogPostQuery, params: { slug, lang }, tags: blogTags })
    : null,
)

// A slug longer than any the Studio accepts names no post: null without a query (nor a cache tag over Next's length).
// Readers get approved text only: the last approved version when the published one is not (./medical.ts).
export const getBlogPost = cache(async (slug: string, lang: Lang = 'en') => {
  if (!isPossibleSlug(slug)) return null
  const params = { slug, lang }
  const tags = [...blogTags, t.doctor, documentTag(t.blogPost, slug)]
  const post = await fetchContent<BlogPostBySlugQueryResult>({ query: blogPostBySlugQuery, params, tags })
  return withoutWithheldRelated(await keepToApproved(post, BLOG_POST_FIELDS, params, tags))
})
