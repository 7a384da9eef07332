/**
 * Turns draft preview on. next-sanity's helper checks the secret with @sanity/preview-url-secret (against the
 * Content Lake, or the local dataset in local mode) and redirects to the previewed page; the page path is made
 * safe first, so the redirect can only ever go to a path on this site.
 */
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { cookies } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { NextRequest } from 'next/server'
import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
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
  let response: Response
  try {
    // A refused secret is answered (401); an accepted one ends in next/navigation's redirect(), which throws.
    response = await enable(new NextRequest(url, { headers: request.headers }))
  } catch (error) {
    if (!isRedirectError(error)) {
      unstable_rethrow(error)
      throw error
    }
    // Preview is on: this site's own session, which expires (lib/site/preview-session.ts, security probe L2), beside
    // Next's cookie; and the redirect built here, so that it carries no-store (redirect() set no Cache-Control).
    const secure = process.env.NODE_ENV === 'production'
    const partitioned =
      secure &&
      request.headers.get('sec-fetch-dest') === 'iframe' &&
      request.headers.get('sec-fetch-site') === 'cross-site'
    ;(await cookies()).set({
      name: PREVIEW_SESSION_COOKIE,
      value: signPreviewSession(previewSessionKey(), Date.now() + PREVIEW_SESSION_SECONDS * 1000),
      ...previewCookieAttributes(secure),
      partitioned,
      maxAge: PREVIEW_SESSION_SECONDS,
    })
    // A path on this site (safeRedirectPath above), sent as it is: the request's own URL may name an internal host.
    response = new Response(null, { status: 307, headers: { location: getURLFromRedirectError(error) } })
  }
  response.headers.set('cache-control', 'no-store')
  return response
}
