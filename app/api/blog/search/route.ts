import type { NextRequest } from 'next/server'
import { rankedPostsResult, SEARCH_RESULT_LIMIT } from '@/lib/blog/posts'
import { getBlogIndex, searchSite } from '@/lib/content'
import { isLang } from '@/lib/site/languages'

/**
 * GET /api/blog/search?q=…[&lang=es] — the blog's live search: posts ranked by site search (the same engine as
 * /search, its typo handling and synonyms, filtered to posts), at most SEARCH_RESULT_LIMIT cards with the number of
 * matches. The text is only ever compared as words (lib/search/site-search.ts), never put into a query, so any text
 * is harmless. `help` is the crisis or emergency help the words call for, as /search shows it: the box shows it above
 * the posts. `lang` picks the blog searched (its own posts, index and help lines); anything else is English.
 */
export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get('q') ?? '').slice(0, 1000)
  const asked = request.nextUrl.searchParams.get('lang')
  const lang = isLang(asked) ? asked : 'en'
  const [index, ranked] = await Promise.all([
    getBlogIndex(lang),
    query.trim() ? searchSite(query, 1, { kinds: ['post'], pageSize: SEARCH_RESULT_LIMIT, lang }) : null,
  ])
  const result = rankedPostsResult(
    index,
    query,
    { hrefs: ranked?.hits.map((hit) => hit.href) ?? [], total: ranked?.total ?? 0, help: ranked?.help ?? [] },
    SEARCH_RESULT_LIMIT,
    lang,
  )
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
}
