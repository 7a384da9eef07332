/**
 * The blog box's answer (GET /api/blog/search): posts ranked by site search, the same engine and index as /search,
 * filtered to posts; when it finds none (a fragment inside a word, "eart"), the spec's substring rule over title,
 * excerpt and category, newest first, so the box still finds what it always found. Then the cards of the posts it
 * sends, read by id (getBlogCards). The endpoint's bundle holds site search's index and nothing of the blog's own:
 * a copy of the blog index there, beside the list pages', cost its share of the memory at 10,000 posts
 * (docs/performance.md).
 */
import 'server-only'
import {
  MAX_QUERY_LENGTH,
  normaliseSearchText,
  postTexts,
  SEARCH_RESULT_LIMIT,
  substringMatches,
  type BlogSearchAnswer,
  type PostText,
} from '@/lib/blog/posts'
import { listedDocuments, type SearchIndex } from '@/lib/search/site-search'
import type { Lang } from '@/lib/site/languages'
import { getBlogCards } from './blog'
import { getSearchIndex, searchSite } from './search'

/** The substring rule's texts per version of an index (made on its first fallback search, not with the index). */
const texts = new WeakMap<SearchIndex, { revision: number; posts: PostText[] }>()
function postTextsOf(index: SearchIndex): PostText[] {
  let made = texts.get(index)
  if (made?.revision !== index.revision) {
    made = { revision: index.revision, posts: postTexts(listedDocuments(index, 'post')) }
    texts.set(index, made)
  }
  return made.posts
}

/**
 * At most SEARCH_RESULT_LIMIT cards and the number of matches, for any text (only ever compared as words or as a plain
 * string). The index is asked for again only when site search found no post: the substring rule reads its list.
 */
export async function searchBlog(text: string, lang: Lang = 'en'): Promise<BlogSearchAnswer> {
  const query = normaliseSearchText(text.slice(0, MAX_QUERY_LENGTH))
  if (!query) return { query, total: 0, results: [], help: [] }
  const ranked = await searchSite(text, 1, { kinds: ['post'], pageSize: SEARCH_RESULT_LIMIT, lang, snippets: false })
  // The help is the search's, whichever rule found the posts: a crisis search shows it even when no post matches.
  const { help } = ranked
  if (ranked.pending) return { query, total: 0, results: [], help, pending: true }
  let results = await getBlogCards(
    ranked.hits.map((hit) => hit.id),
    lang,
  )
  let total = ranked.total
  if (results.length === 0) {
    const index = await getSearchIndex(lang)
    if (!index) return { query, total: 0, results: [], help, pending: true }
    const found = substringMatches(postTextsOf(index), text, SEARCH_RESULT_LIMIT)
    results = await getBlogCards(found.ids, lang)
    total = found.total
  }
  return { query, total: Math.max(total, results.length), results, help }
}
