import { NextResponse, type NextRequest } from 'next/server'
import { hasMalformedEncoding, MALFORMED_PATH_MESSAGE } from './lib/request-guard'

/** A path that cannot be decoded is a bad request (400), not a server error (see lib/request-guard.ts). */
export function proxy(request: NextRequest) {
  if (hasMalformedEncoding(request.nextUrl.pathname))
    return new NextResponse(MALFORMED_PATH_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain' } })
  return NextResponse.next()
}

// Hashed build files are served before the proxy could help and need no guard.
export const config = { matcher: '/((?!_next/static/).*)' }
