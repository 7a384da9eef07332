import type { NextRequest } from 'next/server'
import { searchBlog } from '@/lib/content'
import { isLang } from '@/lib/site/languages'

/**
 * GET /api/blog/search?q=…[&lang=es] — the blog's live search (lib/content/blog-search.ts): posts ranked by site
 * search (the same engine as /search, its typo handling and synonyms, filtered to posts), at most SEARCH_RESULT_LIMIT
 * cards with the number of matches. The text is only ever compared as words or as a plain string, never put into a
 * query, so any text is harmless. `help` is the crisis or emergency help the words call for, as /search shows it: the
 * box shows it above the posts. `lang` picks the blog searched (its own posts, index and help lines); anything else is
 * English.
 */
export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get('q') ?? '').slice(0, 1000)
  const asked = request.nextUrl.searchParams.get('lang')
  const result = await searchBlog(query, isLang(asked) ? asked : 'en')
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
}
