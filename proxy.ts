import { NextResponse, type NextRequest } from 'next/server'
import { trackingConfig, trackingCspSources } from './lib/consent/consent'
import { EMAILJS_ORIGIN, readEmailJsConfig } from './lib/contact/emailjs-config'
import { hasMalformedEncoding, MALFORMED_PATH_MESSAGE } from './lib/site/request-guard'
import { routes } from './lib/site/routes'
import { contactCsp } from './lib/site/security-headers'

/**
 * Two request-time decisions, before any page runs:
 * - a path that cannot be decoded is a bad request (400), not a server error (see lib/site/request-guard.ts);
 * - the contact page's Content-Security-Policy is decided per request: its connect-src allows the EmailJS API only
 *   when sending is configured in the server's environment. Every other page keeps the policy next.config.ts sets.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (hasMalformedEncoding(pathname))
    return new NextResponse(MALFORMED_PATH_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain' } })
  const response = NextResponse.next()
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

// Hashed build files are served before the proxy could help and need no guard.
export const config = { matcher: '/((?!_next/static/).*)' }
