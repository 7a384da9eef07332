/** Ends draft preview and returns to the page the reviewer was on (a path on this site only). */
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { pathFromReferer, safeRedirectPath } from '@/lib/site/preview'
import { PREVIEW_SESSION_COOKIE } from '@/lib/site/preview-session'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(perspectiveCookieName)
  ;(await cookies()).delete(PREVIEW_SESSION_COOKIE)
  const asked = request.nextUrl.searchParams.get('redirect')
  redirect(
    asked ? safeRedirectPath(asked) : pathFromReferer(request.headers.get('referer'), request.headers.get('host')),
  )
}
