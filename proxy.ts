import { NextResponse, type NextRequest } from 'next/server'
import { PAGE_ACTION_MAX_BODY_BYTES, WEBHOOK_MAX_BODY_BYTES } from './lib/body-limits'
import { trackingConfig } from './lib/config'
import { trackingCspSources } from './lib/consent/consent'
import { EMAILJS_ORIGIN, readEmailJsConfig } from './lib/contact/emailjs-config'
import {
  isValidPreviewSession,
  NEXT_DRAFT_COOKIES,
  PREVIEW_SESSION_COOKIE,
  previewSessionKey,
  revokePreviewSession,
} from './lib/site/preview-session'
import { DEFAULT_LANG, LANGUAGES, langOfPath, servesLang } from './lib/site/languages'
import { internalPath, routesFor, searchPaths } from './lib/site/localized-routes'
import { routes } from './lib/site/routes'
import { contactCsp, siteCsp } from './lib/site/security-headers'

/**
 * Request-time decisions, before any page runs:
 * - a path that cannot be decoded is a bad request (400), not a server error (hasMalformedEncoding, below);
 * - a body declared (Content-Length) larger than its route takes is refused (413): the webhook takes
 *   WEBHOOK_MAX_BODY_BYTES, every other address a server action's PAGE_ACTION_MAX_BODY_BYTES (lib/body-limits.ts),
 *   rather than a truncated body reaching the route. Next sends no answer of the proxy's before the whole body has
 *   arrived (it buffers at most proxyClientMaxBodySize of it), so only the edge refuses one unread
 *   (deploy/nginx/site.conf; docs/security.md, "Next's own server without the edge");
 * - a page takes GET and HEAD only (405 otherwise): another method answered with the cacheable
 *   page lets anyone make a shared cache drop it (RFC 9111 §4.4). The one exception is a server action (a POST
 *   naming one in `Next-Action`): the site's only ones are draft preview's, so without a valid preview session it is
 *   refused (403) before Next runs it (else anyone could cause an uncached render, 500s and log lines). Routes under
 *   /api answer for their own methods. The edge (deploy/nginx) refuses the same methods first; this holds without it;
 * - "Exit preview" revokes the session it ends, here, where the list of revoked sessions lives
 *   (lib/site/preview-session.ts);
 * - a reader's address is mapped onto the one route tree, app/[locale] (`internalPath`, from the localized route
 *   table): rewritten to its internal path (`/es/buscar` → `/es/search`, `/about` → `/en/about`); an internal path
 *   passes as it is. No language is guessed from Accept-Language or a cookie: a shared link opens what was shared;
 * - a search address in any form other than the canonical one (`q`, then `page` past the first, then `exact`) is
 *   redirected (308) to it, in every language's search page (`searchPaths`, the localized route table), so that
 *   every spelling of one search is one cache entry at the edge;
 * - (a page that reads no query gets none: the request guard removes it before Next reads the address, as only there
 *   can it keep it out of a page Next stores; scripts/request-guard.mjs)
 * - Next's draft-mode cookie counts only beside an unexpired preview session of this site's own
 *   (lib/site/preview-session.ts): without one it is dropped from the request and cleared in the browser;
 * - the contact page's Content-Security-Policy is decided per request: its connect-src allows the EmailJS API only
 *   when sending is configured in the server's environment;
 * - with analytics or ad ids in the server's environment (read at request time, lib/config.ts trackingConfig), every
 *   page's policy opens exactly their origins. Without them, and on the Studio and uploaded pictures, which have
 *   their own, a page keeps the policy next.config.ts sets.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (hasMalformedEncoding(pathname)) return plain(400, MALFORMED_PATH_MESSAGE)
  if (declaredBodyTooLarge(request)) return plain(413, BODY_TOO_LARGE_MESSAGE)
  const refused = refusedMethod(request)
  if (refused) return refused
  if (pathname === routes.draftModeDisable())
    revokePreviewSession(previewSessionKey(), request.cookies.get(PREVIEW_SESSION_COOKIE)?.value)
  // The pseudo-locale's addresses are unknown ones where the environment does not serve it (lib/site/languages.ts,
  // servesLang): the default language's not-found page answers, as for any address the site does not have.
  if (!servesLang(langOfPath(pathname)))
    return NextResponse.rewrite(new URL(`/${DEFAULT_LANG}${pathname}`, request.nextUrl))
  const canonical = canonicalSearch(request)
  // Next sends a redirect to the request's own host as a path (Location: /search?q=…): behind the edge, the scheme
  // and host Next sees are not the reader's.
  if (canonical) return NextResponse.redirect(new URL(canonical, request.nextUrl), 308)
  const inTree = inRouteTree(request)
  const response =
    withoutStaleDraftMode(request, inTree) ?? (inTree ? NextResponse.rewrite(inTree) : NextResponse.next())
  const dev = process.env.NODE_ENV !== 'production'
  const tracking = trackingConfig()
  if (CONTACT_PATHS.includes(internalPath(pathname)?.rewrite ?? pathname)) {
    const configured = readEmailJsConfig(process.env).configured
    response.headers.set(
      'Content-Security-Policy',
      contactCsp(dev, configured ? EMAILJS_ORIGIN : null, trackingCspSources(tracking)),
    )
  } else if ((tracking.analyticsId || tracking.adsClientId) && !hasOwnPolicy(pathname)) {
    response.headers.set('Content-Security-Policy', siteCsp(dev, trackingCspSources(tracking)))
  }
  return response
}

// The contact page in each language sends from the browser: its connect-src is decided per request. Held as the
// pages' internal paths, which a public address is matched through (internalPath), so either address finds it.
const CONTACT_PATHS = LANGUAGES.map((lang) => {
  const address = routesFor(lang).contact()
  return internalPath(address)?.rewrite ?? address
})

// Paths next.config.ts gives a policy of their own (the Studio's; uploaded pictures' sandbox).
const OWN_POLICY_PATHS = [routes.studio(), '/images']
const hasOwnPolicy = (pathname: string) =>
  OWN_POLICY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new NextResponse(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

const PAGE_METHODS = ['GET', 'HEAD']
const API_PREFIX = `${routes.revalidate().split('/').slice(0, 2).join('/')}/`

/** The answer to a method a page does not take, or to a server action without a preview session; else null. */
function refusedMethod(request: NextRequest): NextResponse | null {
  if (PAGE_METHODS.includes(request.method) || request.nextUrl.pathname.startsWith(API_PREFIX)) return null
  if (request.method === 'POST' && request.headers.has('next-action')) {
    if (isValidPreviewSession(previewSessionKey(), request.cookies.get(PREVIEW_SESSION_COOKIE)?.value)) return null
    return plain(403, ACTION_REFUSED_MESSAGE)
  }
  return plain(405, `The method ${request.method.slice(0, 20)} is not allowed here.`, {
    allow: PAGE_METHODS.join(', '),
  })
}

// Every language's search page (the localized route table), and the builder of its canonical addresses.
const SEARCH_PAGES = new Map(searchPaths().map(({ lang, path }) => [path, routesFor(lang).search]))

/** The canonical address of a search request that is not written canonically; else null. */
function canonicalSearch(request: NextRequest): string | null {
  const { pathname, search, searchParams } = request.nextUrl
  const searchOf = SEARCH_PAGES.get(pathname)
  // A client navigation's RSC request carries Next's own parameter and headers: left to Next.
  if (!searchOf || !search || request.headers.has('rsc')) return null
  const q = searchParams.get('q')
  const page = Number(searchParams.get('page') ?? 1)
  // `exact=1` ("Search instead for" the words as typed) is part of the search; any other value of it is not.
  const exact = searchParams.get('exact') === '1'
  const canonical = q === null ? searchOf() : searchOf(q, Number.isSafeInteger(page) && page > 0 ? page : 1, { exact })
  return `${pathname}${search}` === canonical ? null : canonical
}

/** The URL Next renders for a reader's address: its internal path in the route tree, query kept; null if it is one. */
function inRouteTree(request: NextRequest): URL | null {
  const internal = internalPath(request.nextUrl.pathname)?.rewrite
  if (!internal) return null
  const url = request.nextUrl.clone()
  url.pathname = internal
  return url
}

/** Whether the request's Content-Length is over what its route takes. */
function declaredBodyTooLarge(request: NextRequest): boolean {
  const declared = Number(request.headers.get('content-length') ?? 0)
  const limit = request.nextUrl.pathname === routes.revalidate() ? WEBHOOK_MAX_BODY_BYTES : PAGE_ACTION_MAX_BODY_BYTES
  return declared > limit
}

const BODY_TOO_LARGE_MESSAGE = 'Payload too large: this address does not take a request body this large.'

const ACTION_REFUSED_MESSAGE = 'Forbidden: this action is only for draft preview, which needs a preview session.'

/** For a request carrying Next's draft-mode cookie without a valid preview session: the same request without it. */
function withoutStaleDraftMode(request: NextRequest, rewrite: URL | null): NextResponse | null {
  const stale = NEXT_DRAFT_COOKIES.filter((name) => request.cookies.has(name))
  if (stale.length === 0) return null
  if (isValidPreviewSession(previewSessionKey(), request.cookies.get(PREVIEW_SESSION_COOKIE)?.value)) return null
  for (const name of stale) request.cookies.delete(name)
  const headers = new Headers(request.headers)
  headers.set('cookie', request.cookies.toString())
  const response = rewrite
    ? NextResponse.rewrite(rewrite, { request: { headers } })
    : NextResponse.next({ request: { headers } })
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
