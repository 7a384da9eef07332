/**
 * Ends draft preview and returns to the page the reviewer was on (a path on this site only). The cookies are cleared
 * with the attributes they were set with, which a browser needs to match them; the proxy (proxy.ts) has already
 * revoked the session, so a copy of its cookie stops working too (lib/site/preview-session.ts).
 */
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { pathFromReferer, safeRedirectPath } from '@/lib/site/preview'
import { clearingCookieLines, PREVIEW_SESSION_COOKIE } from '@/lib/site/preview-session'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  // Next's own cookie, cleared by Next with the attributes it set it with.
  ;(await draftMode()).disable()
  const asked = request.nextUrl.searchParams.get('redirect')
  const location = asked
    ? safeRedirectPath(asked)
    : pathFromReferer(request.headers.get('referer'), request.headers.get('host'))
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  const production = process.env.NODE_ENV === 'production'
  for (const name of [PREVIEW_SESSION_COOKIE, perspectiveCookieName])
    for (const line of clearingCookieLines(name, production)) headers.append('set-cookie', line)
  return new Response(null, { status: 307, headers })
}
