import type { NextRequest } from 'next/server'
import { searchPosts } from '@/lib/blog/posts'
import { getBlogIndex } from '@/lib/content'

/**
 * GET /api/blog/search?q=… — the blog's live search over every post: at most SEARCH_RESULT_LIMIT cards, newest first,
 * with the number of matches. The text is compared as a plain string against the in-memory index (never put into a
 * query), so any text is harmless: it matches or it does not.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams.get('q') ?? ''
  const result = searchPosts(await getBlogIndex(), query)
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
}
