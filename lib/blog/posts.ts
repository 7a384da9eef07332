/**
 * The blog's in-memory index, built once per version of the content from one query result (blogIndexQuery):
 * post cards newest first and categories with their post counts. List pages, the sidebar and the feed read it; none
 * of them scans the dataset per request. The search endpoint keeps no copy of it: its answer is ranked by site search,
 * with the spec's substring rule over site search's own list of posts (postTexts) when that finds none, and it reads
 * the cards of the posts it sends (lib/content/blog-search.ts).
 */
import type { ImageAttrs } from '@/lib/site/image-attrs'
import type { CrisisHelp, ListedDocument } from '@/lib/search/site-search'
import type { BlogIndexQueryResult } from '@/sanity.types'
import { BLOG_PAGE_SIZE, paginate, type Pagination } from './pagination'
import { readTimeMinutes } from './read-time'

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

/** Posts per category, in the categories' order; a post without a category counts nowhere. */
export function countByCategory(posts: PostCard[], categories: BlogCategoryRef[]): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const post of posts) {
    if (post.category) counts.set(post.category.slug, (counts.get(post.category.slug) ?? 0) + 1)
  }
  return categories.map((category) => ({ ...category, count: counts.get(category.slug) ?? 0 }))
}

/**
 * The blog box's answer: the posts' cards, best first, with the number of matches; the crisis or emergency help the
 * words call for (shown above them); `pending` while site search's index is still being built after a start (the box
 * says search is not available yet, and still shows the help).
 */
export type BlogSearchAnswer = {
  query: string
  total: number
  results: PostCard[]
  help: CrisisHelp[]
  pending?: boolean
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A post as the spec's substring rule reads it: its id, and its title, excerpt and category names, lower-cased. */
export type PostText = { id: string; text: string }

/**
 * The posts' texts for the substring rule, newest first as the list shows them (then by id, as the list query orders
 * them). From site search's documents, which hold each post's title, excerpt (summary), category names (labels) and
 * publication date.
 */
export function postTexts(posts: readonly ListedDocument[]): PostText[] {
  return posts
    .filter((post) => post.kind === 'post')
    .map((post) => ({ post, id: post.id ?? post.href }))
    .sort((a, b) => order(b.post.date ?? '', a.post.date ?? '') || order(a.id, b.id))
    .map(({ post, id }) => ({
      id,
      // Fields are joined by a line break, which a normalised query never contains: no match spans two fields.
      text: [post.title, post.summary, ...(post.labels ?? '').split('\n')].map(normaliseSearchText).join('\n'),
    }))
}

/**
 * Case-insensitive substring search over title, excerpt and category (the spec's rule), newest first: the ids of the
 * first `limit` matches and how many there are. The text is only ever compared as a string: no query language or
 * regular expression sees it, so `*`, quotes, `[` or `\` are ordinary characters. An empty query matches nothing
 * (the page shows its list instead).
 */
export function substringMatches(
  posts: readonly PostText[],
  rawQuery: string,
  limit = SEARCH_RESULT_LIMIT,
): { query: string; total: number; ids: string[] } {
  const query = normaliseSearchText(rawQuery.slice(0, MAX_QUERY_LENGTH))
  if (!query) return { query, total: 0, ids: [] }
  const ids: string[] = []
  let total = 0
  for (const post of posts)
    if (post.text.includes(query)) {
      total++
      if (ids.length < limit) ids.push(post.id)
    }
  return { query, total, ids }
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
