/** Ends draft preview and returns to the page the reviewer was on (a path on this site only). */
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { pathFromReferer, safeRedirectPath } from '@/lib/site/preview'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(perspectiveCookieName)
  const asked = request.nextUrl.searchParams.get('redirect')
  redirect(
    asked ? safeRedirectPath(asked) : pathFromReferer(request.headers.get('referer'), request.headers.get('host')),
  )
}
