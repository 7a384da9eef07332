/**
 * Local mode: image URLs are the site's own (`/images/<project>/<dataset>/<file>`, the path Sanity's CDN uses), and
 * this passes them to the local Content Lake's image pipeline on loopback, which crops, resizes and re-encodes as
 * the CDN does. Readers' browsers never reach the lake. Sanity mode: the CDN serves images; this is a 404.
 */
import { contentConfig } from '@/lib/content/env'
import { UPLOADED_ASSET_CSP } from '@/lib/site/security-headers'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } })

/** What the lake's answer may carry on to the reader. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'vary', 'etag', 'last-modified', 'retry-after']

export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
): Promise<Response> {
  const config = contentConfig()
  const { projectId, dataset, file } = await params
  if (config.mode !== 'local' || projectId !== config.projectId || dataset !== config.dataset) return notFound()
  const url = new URL(request.url)
  if (url.search.length > 512) return new Response('The query string is too long', { status: 414 })
  const upstream = `${config.apiHost}/images/${projectId}/${dataset}/${encodeURIComponent(file)}${url.search}`
  let answer: Response
  try {
    answer = await fetch(upstream, { headers: { accept: request.headers.get('accept') ?? '' }, cache: 'no-store' })
  } catch {
    return new Response('The image service is unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain', 'retry-after': '30', 'cache-control': 'no-store' },
    })
  }
  if (answer.status === 404) return notFound()
  const headers = new Headers({
    'x-content-type-options': 'nosniff',
    // An SVG opened directly runs nothing.
    // (next.config.ts sends the same policy for every /images path.)
    'content-security-policy': UPLOADED_ASSET_CSP,
  })
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers })
}
