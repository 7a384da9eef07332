import { NextResponse, type NextRequest } from 'next/server'
import { trackingConfig, trackingCspSources } from './lib/consent/consent'
import { EMAILJS_ORIGIN, readEmailJsConfig } from './lib/contact/emailjs-config'
import {
  isValidPreviewSession,
  NEXT_DRAFT_COOKIES,
  PREVIEW_SESSION_COOKIE,
  previewSessionKey,
} from './lib/site/preview-session'
import { routes } from './lib/site/routes'
import { contactCsp } from './lib/site/security-headers'

/**
 * Three request-time decisions, before any page runs:
 * - a path that cannot be decoded is a bad request (400), not a server error (hasMalformedEncoding, below);
 * - Next's draft-mode cookie counts only beside an unexpired preview session of this site's own
 *   (lib/site/preview-session.ts): without one it is dropped from the request and cleared in the browser;
 * - the contact page's Content-Security-Policy is decided per request: its connect-src allows the EmailJS API only
 *   when sending is configured in the server's environment. Every other page keeps the policy next.config.ts sets.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (hasMalformedEncoding(pathname))
    return new NextResponse(MALFORMED_PATH_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain' } })
  const response = withoutStaleDraftMode(request) ?? NextResponse.next()
  if (pathname === routes.contact()) {
    const configured = readEmailJsConfig(process.env).configured
    response.headers.set(
      'Content-Security-Policy',
      contactCsp(
        process.env.NODE_ENV !== 'production',
        configured ? EMAILJS_ORIGIN : null,
        trackingCspSources(trackingConfig()),
      ),
    )
  }
  return response
}

/** For a request carrying Next's draft-mode cookie without a valid preview session: the same request without it. */
function withoutStaleDraftMode(request: NextRequest): NextResponse | null {
  const stale = NEXT_DRAFT_COOKIES.filter((name) => request.cookies.has(name))
  if (stale.length === 0) return null
  if (isValidPreviewSession(previewSessionKey(), request.cookies.get(PREVIEW_SESSION_COOKIE)?.value)) return null
  for (const name of stale) request.cookies.delete(name)
  const headers = new Headers(request.headers)
  headers.set('cookie', request.cookies.toString())
  const response = NextResponse.next({ request: { headers } })
  // Cleared with the attributes Next set it with (next-sanity: Secure and SameSite=None in production).
  for (const name of [...stale, PREVIEW_SESSION_COOKIE])
    response.cookies.set({ name, value: '', path: '/', httpOnly: true, secure: true, sameSite: 'none', maxAge: 0 })
  return response
}

/**
 * Requests whose path cannot be decoded (a bare "%", "%E0%A4%A") make Next 16 answer 500 from inside its router
 * (vercel/next.js#92527, #94278). The proxy answers them 400 before they get there.
 */
function hasMalformedEncoding(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath)
    return false
  } catch {
    return true
  }
}

const MALFORMED_PATH_MESSAGE = 'Bad request: this address is not valid. Check the link and try again.'

// Hashed build files are served before the proxy could help and need no guard.
export const config = { matcher: '/((?!_next/static/).*)' }
