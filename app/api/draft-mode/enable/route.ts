/**
 * Turns draft preview on. next-sanity's helper checks the secret with @sanity/preview-url-secret (against the
 * Content Lake, or the local dataset in local mode) and redirects to the previewed page; the page path is made
 * safe first, so the redirect can only ever go to a path on this site.
 */
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { NextRequest } from 'next/server'
import { contentConfig } from '@/lib/content/env'
import { PreviewNotConfiguredError, previewSecretClient } from '@/lib/content/preview-client'
import { PREVIEW_PATHNAME_PARAM, safeRedirectPath } from '@/lib/site/preview'

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
  const response = await enable(new NextRequest(url, { headers: request.headers }))
  response.headers.set('cache-control', 'no-store')
  return response
}
