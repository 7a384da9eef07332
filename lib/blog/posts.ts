/**
 * The blog's in-memory index, built once per version of the content from one query result (blogIndexQuery):
 * post cards newest first and categories with their post counts; the search endpoint's lower-cased text per post
 * is made from the cards on its first substring search. List pages, the sidebar, the feed and the search endpoint
 * all read it; none of them scans the dataset per request.
 */
import type { ImageAttrs } from '@/lib/content/image'
import type { CrisisHelp } from '@/lib/search/site-search'
import type { BlogIndexQueryResult } from '@/sanity.types'
import { BLOG_PAGE_SIZE, paginate, type Pagination } from './pagination'
import { readTimeMinutes } from './read-time'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'

export type BlogCategoryRef = {
  slug: string
  title: string
  label: string
  /** The category document and the field its sidebar label comes from, for click-to-edit in the Preview tool. */
  _id?: string
  labelField?: 'sidebarLabel' | 'title'
}

/** What a card shows: all a list page or a search result sends for one post. */
export type PostCard = {
  /** The post's document id, for click-to-edit in the Preview tool (the list page ties each card to its post). */
  _id?: string
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  readMinutes: number
  category: BlogCategoryRef | null
  /** The cover image's `<img>` attributes, built once with the index; null: the card shows the designed fallback. */
  cover: ImageAttrs | null
}

/** Builds a card's cover from the post's image field (lib/content/image.ts in the site; none in unit tests). */
export type CoverBuilder = (image: BlogIndexQueryResult['posts'][number]['cover']) => ImageAttrs | null

export type CategoryCount = BlogCategoryRef & { count: number }

export type BlogIndex = {
  /** Newest first. */
  posts: PostCard[]
  /** Every category in sidebar order, with the number of published posts in it (computed, never stored). */
  categories: CategoryCount[]
  /** The newest post's date, for the feed and the sitemap. */
  updatedAt: string | null
}

/** A search is at most this long; nothing longer can match a title, an excerpt or a category anyway. */
export const MAX_QUERY_LENGTH = 1000
/** The search endpoint sends at most this many cards, with the total count of matches. */
export const SEARCH_RESULT_LIMIT = 24

/** Case- and width-insensitive text with runs of white space as one space, as both the query and posts are compared. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function buildBlogIndex(data: BlogIndexQueryResult, cover: CoverBuilder = () => null): BlogIndex {
  const categoriesById = new Map<string, BlogCategoryRef>()
  for (const c of data.categories) {
    if (c.slug && c.title)
      categoriesById.set(c._id, {
        slug: c.slug,
        title: c.title,
        label: c.label ?? c.title,
        _id: c._id,
        labelField: c.hasSidebarLabel ? 'sidebarLabel' : 'title',
      })
  }
  const posts: PostCard[] = []
  let updatedAt: string | null = null
  for (const p of data.posts) {
    if (!p.slug || !p.title || !p.publishedAt) continue
    const category = (p.categoryId && categoriesById.get(p.categoryId)) || null
    posts.push({
      _id: p._id,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt ?? '',
      publishedAt: p.publishedAt,
      readMinutes: readTimeMinutes(p.words),
      category,
      cover: cover(p.cover),
    })
    const updated = p._updatedAt > p.publishedAt ? p._updatedAt : p.publishedAt
    if (!updatedAt || updated > updatedAt) updatedAt = updated
  }
  return { posts, categories: countByCategory(posts, [...categoriesById.values()]), updatedAt }
}

/**
 * Lower-cased "title \n excerpt \n category \n sidebar label" per post, aligned with `posts`: made on the first
 * substring search of an index, not with it, since only the search endpoint reads it (each bundle that reads the
 * blog holds its own copy of the index, docs/architecture.md).
 */
const searchTexts = new WeakMap<BlogIndex, string[]>()
function searchTextOf(index: BlogIndex): string[] {
  let texts = searchTexts.get(index)
  if (!texts) {
    // Fields are joined by a line break, which a normalised query never contains: no match spans two fields.
    texts = index.posts.map((p) =>
      [p.title, p.excerpt, p.category?.title ?? '', p.category?.label ?? ''].map(normaliseSearchText).join('\n'),
    )
    searchTexts.set(index, texts)
  }
  return texts
}

/** Posts per category, in the categories' order; a post without a category counts nowhere. */
export function countByCategory(posts: PostCard[], categories: BlogCategoryRef[]): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const post of posts) {
    if (post.category) counts.set(post.category.slug, (counts.get(post.category.slug) ?? 0) + 1)
  }
  return categories.map((category) => ({ ...category, count: counts.get(category.slug) ?? 0 }))
}

export type SearchResult = { query: string; total: number; results: PostCard[] }

/** The blog box's answer: the posts, and the crisis or emergency help the words call for (shown above them). */
export type BlogSearchAnswer = SearchResult & { help: CrisisHelp[] }

/**
 * Case-insensitive substring search over title, excerpt and category (the spec's rule), newest first. The text is
 * only ever compared as a string: no query language or regular expression sees it, so `*`, quotes, `[` or `\`
 * are ordinary characters. An empty query matches nothing (the page shows its list instead).
 */
export function searchPosts(index: BlogIndex, rawQuery: string, limit = SEARCH_RESULT_LIMIT): SearchResult {
  const query = normaliseSearchText(rawQuery.slice(0, MAX_QUERY_LENGTH))
  if (!query) return { query, total: 0, results: [] }
  const results: PostCard[] = []
  let total = 0
  const texts = searchTextOf(index)
  for (let i = 0; i < texts.length; i++) {
    if (texts[i]!.includes(query)) {
      total++
      if (results.length < limit) results.push(index.posts[i]!)
    }
  }
  return { query, total, results }
}

export type BlogListing = {
  posts: PostCard[]
  pagination: Pagination
  /** The category the list is filtered to, if any. */
  category: CategoryCount | null
}

/**
 * One page of the list, all posts or one category's. Null means not found: an unknown category, a category with no
 * posts, or a page past the end.
 */
export function blogListing(
  index: BlogIndex,
  { page = 1, categorySlug }: { page?: number; categorySlug?: string },
  size = BLOG_PAGE_SIZE,
): BlogListing | null {
  let category: CategoryCount | null = null
  let posts = index.posts
  if (categorySlug !== undefined) {
    category = index.categories.find((c) => c.slug === categorySlug && c.count > 0) ?? null
    if (!category) return null
    posts = posts.filter((post) => post.category?.slug === categorySlug)
  }
  const pagination = paginate(posts.length, page, size)
  if (!pagination) return null
  return { posts: posts.slice(pagination.start, pagination.start + size), pagination, category }
}

const hrefMaps = new WeakMap<BlogIndex, { lang: Lang; byHref: Map<string, PostCard> }>()
/**
 * The index's posts by the address of their page in `lang` (the index's language; site search's hits are addresses),
 * made once per index rather than once per search.
 */
function postsByHref(index: BlogIndex, lang: Lang): Map<string, PostCard> {
  let made = hrefMaps.get(index)
  if (made?.lang !== lang) {
    made = { lang, byHref: new Map(index.posts.map((post) => [routesFor(lang).blogPost(post.slug), post])) }
    hrefMaps.set(index, made)
  }
  return made.byHref
}

/**
 * The blog box's answer ranked by site search (one engine for the site, issue 45): the posts it ranks, as cards, in
 * its order, with its number of matches. When it finds no post (a fragment inside a word, "eart"), the spec's
 * substring rule over title, excerpt and category answers instead, so the box still finds what it always found.
 */
export function rankedPostsResult(
  index: BlogIndex,
  rawQuery: string,
  ranked: { hrefs: string[]; total: number; help?: CrisisHelp[] },
  limit = SEARCH_RESULT_LIMIT,
  lang: Lang = 'en',
): BlogSearchAnswer {
  const query = normaliseSearchText(rawQuery.slice(0, MAX_QUERY_LENGTH))
  const byHref = postsByHref(index, lang)
  const results = ranked.hrefs.flatMap((href) => byHref.get(href) ?? []).slice(0, limit)
  // The help is the search's, whichever rule found the posts: a crisis search shows it even when no post matches.
  const help = ranked.help ?? []
  if (!query || results.length === 0) return { ...searchPosts(index, rawQuery, limit), help }
  return { query, total: Math.max(ranked.total, results.length), results, help }
}
