/**
 * Turns draft preview on. next-sanity's helper checks the secret with @sanity/preview-url-secret (against the
 * Content Lake, or the local dataset in local mode) and redirects to the previewed page; the page path is made
 * safe first, so the redirect can only ever go to a path on this site.
 */
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { cookies } from 'next/headers'
import { NextRequest } from 'next/server'
import { contentConfig } from '@/lib/content/env'
import { PreviewNotConfiguredError, previewSecretClient } from '@/lib/content/preview-client'
import { PREVIEW_PATHNAME_PARAM, safeRedirectPath } from '@/lib/site/preview'
import {
  PREVIEW_SESSION_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewCookieAttributes,
  previewSessionKey,
  signPreviewSession,
} from '@/lib/site/preview-session'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  let client
  try {
    client = previewSecretClient(contentConfig())
  } catch (error) {
    if (error instanceof PreviewNotConfiguredError) return new Response(error.message, { status: 503 })
    throw error
  }
  const url = new URL(request.url)
  url.searchParams.set(PREVIEW_PATHNAME_PARAM, safeRedirectPath(url.searchParams.get(PREVIEW_PATHNAME_PARAM)))
  const { GET: enable } = defineEnableDraftMode({ client })
  // This site's own session, which expires (lib/site/preview-session.ts), beside Next's cookie.
  // Set first: an accepted secret ends in next/navigation's redirect(), and Next sends the cookies set in this
  // request with that redirect (its Cache-Control is next.config.ts's); a refused one is answered here and the
  // session is taken back.
  const secure = process.env.NODE_ENV === 'production'
  const partitioned =
    secure &&
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    request.headers.get('sec-fetch-site') === 'cross-site'
  const cookieStore = await cookies()
  cookieStore.set({
    name: PREVIEW_SESSION_COOKIE,
    value: signPreviewSession(previewSessionKey(), Date.now() + PREVIEW_SESSION_SECONDS * 1000),
    ...previewCookieAttributes(secure),
    partitioned,
    maxAge: PREVIEW_SESSION_SECONDS,
  })
  const refused = await enable(new NextRequest(url, { headers: request.headers }))
  cookieStore.delete(PREVIEW_SESSION_COOKIE)
  refused.headers.set('cache-control', 'no-store')
  return refused
}
