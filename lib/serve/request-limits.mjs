/**
 * What one request may cost the production server (scripts/server.mjs), decided before Next.js sees it. The
 * numbers are stated once here and in docs/security.md ("Threat model and bounds"); the security probe's M3, M4,
 * L7, L8 and I9 are the attacks they answer.
 *
 * - Methods: GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS reach Next.js; anything else (TRACE, CONNECT, a made-up
 *   token) is 405, without a render or a log line.
 * - The request target must be a path (origin-form, `/…`): `*` and absolute URLs (`http://evil.com/`, which Next.js
 *   turned into a redirect to that host) are 400. One Host header: two are 400.
 * - The target is at most MAX_TARGET_CHARS: a long address wrote several times its length to the log
 *   (docs/performance.md, "Figures behind the code").
 * - Bodies: each route takes at most its own number of bytes, stated by Content-Length and refused (413) before a
 *   byte of it is read; a body without Content-Length (chunked) is refused with 411, so no body is ever read to find
 *   out how long it is. Only the webhook takes a body worth the name; pages take only the small one of a server action
 *   (next-sanity's perspective switch in draft mode); every other route takes none.
 * - Time: the whole request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS (default 30; 408 after),
 *   the headers within HEADERS_TIMEOUT_SECONDS; at most MAX_CONNECTIONS connections at once (more are closed at
 *   once, and a load balancer retries elsewhere).
 * Plain JavaScript: the server imports it unbundled (and next.config.ts for the proxy's body limit).
 */

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
export const MAX_TARGET_CHARS = 4096
/**
 * The longest path segment a page address can have (slugs are at most 80 characters, schemas/fields.ts). A longer
 * one is an invented address: answered 404 here, without a render whose cache tag Next.js would refuse with a
 * warning per request (tags are at most 256 characters). The Studio's own paths are not pages and are left alone.
 */
export const MAX_PATH_SEGMENT_CHARS = 200
/** The Sanity webhook (/api/revalidate): a changed document's projection is well under this. */
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024
/** A server action posted to a page (next-sanity's perspective switch sends a few hundred bytes). */
export const PAGE_ACTION_MAX_BODY_BYTES = 16 * 1024
/** Per route: the largest body, in bytes; a route not listed takes none. */
export const BODY_LIMITS = [
  { path: '/api/revalidate', methods: ['POST'], maxBytes: WEBHOOK_MAX_BODY_BYTES },
  // Until the lake's own route is gone (it then sends its webhook to /api/revalidate).
  { path: '/api/local-lake/revalidate', methods: ['POST'], maxBytes: WEBHOOK_MAX_BODY_BYTES },
]
/** The largest body any route takes: Next.js's proxy buffers no more than this (next.config.ts). */
export const LARGEST_BODY_BYTES = Math.max(WEBHOOK_MAX_BODY_BYTES, PAGE_ACTION_MAX_BODY_BYTES)

export const DEFAULT_LIMITS = { requestTimeoutSeconds: 30, headersTimeoutSeconds: 20, maxConnections: 512 }

/** A whole number from `min` to `max` from the environment, or a message naming the variable. */
function setting(env, name, fallback, min, max) {
  const raw = env[name]?.trim()
  if (!raw) return { value: fallback }
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < min || n > max)
    return { problem: `${name} must be a whole number from ${min} to ${max}, got "${raw}"` }
  return { value: n }
}

/**
 * The server's time and connection limits from the environment: REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS
 * (at most the request timeout) and MAX_CONNECTIONS.
 * @returns {{ value: { requestTimeoutSeconds: number, headersTimeoutSeconds: number, maxConnections: number } } | { problem: string }}
 */
export function serverLimits(env = process.env) {
  const request = setting(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_LIMITS.requestTimeoutSeconds, 1, 600)
  if ('problem' in request) return request
  const headers = setting(
    env,
    'HEADERS_TIMEOUT_SECONDS',
    Math.min(DEFAULT_LIMITS.headersTimeoutSeconds, request.value),
    1,
    request.value,
  )
  if ('problem' in headers) return headers
  const connections = setting(env, 'MAX_CONNECTIONS', DEFAULT_LIMITS.maxConnections, 1, 100000)
  if ('problem' in connections) return connections
  return {
    value: {
      requestTimeoutSeconds: request.value,
      headersTimeoutSeconds: headers.value,
      maxConnections: connections.value,
    },
  }
}

/** The largest body `method` on `pathname` may carry. */
export function bodyLimit(method, pathname) {
  for (const route of BODY_LIMITS) if (route.path === pathname && route.methods.includes(method)) return route.maxBytes
  // A server action is a POST to a page, named by its Next-Action header (checked by the caller).
  return 0
}

const hostOf = (value) => {
  try {
    return new URL(String(value)).host
  } catch {
    return null
  }
}

/**
 * Why the server refuses this request before Next.js sees it, or null. Reads only the request line and headers.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined>, rawHeaders: string[] }} req
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function refusal(req) {
  const method = req.method ?? ''
  if (!ALLOWED_METHODS.includes(method))
    return {
      status: 405,
      message: `The method ${method.slice(0, 20)} is not allowed.`,
      headers: { Allow: ALLOWED_METHODS.join(', ') },
    }
  const url = req.url ?? ''
  if (!url.startsWith('/')) return { status: 400, message: 'The request target must be a path on this site.' }
  if (url.length > MAX_TARGET_CHARS) return { status: 414, message: 'The address is too long.' }
  const pathOnly = url.split('?')[0]
  if (!pathOnly.startsWith('/studio/') && pathOnly.split('/').some((s) => s.length > MAX_PATH_SEGMENT_CHARS))
    return { status: 404, message: 'No page has this address.' }
  let hosts = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'host') hosts++
  if (hosts > 1) return { status: 400, message: 'More than one Host header.' }
  const h = req.headers
  const action = method === 'POST' && h['next-action'] !== undefined
  // A server action from another origin, with a body or without one: Next.js refuses it too, but with a 500 and a
  // log line (probe L7).
  if (action && h.origin !== undefined && hostOf(h.origin) !== h.host)
    return { status: 403, message: 'A form from another site is not accepted here.' }
  const hasBody =
    h['transfer-encoding'] !== undefined || (h['content-length'] !== undefined && h['content-length'] !== '0')
  if (!hasBody) return null
  const pathname = pathOnly
  const limit = action ? PAGE_ACTION_MAX_BODY_BYTES : bodyLimit(method, pathname)
  if (limit === 0) return { status: 413, message: 'This address takes no request body.' }
  if (h['content-length'] === undefined)
    return { status: 411, message: 'A request body needs a Content-Length header.' }
  if (Number(h['content-length']) > limit)
    return { status: 413, message: `The request body is larger than this address takes (${limit} bytes).` }
  return null
}

/**
 * Request headers only Next.js itself may send, removed from every request from outside: with the build's
 * previewModeId (the value of Next's draft-mode cookie, which every reviewer gets), `x-prerender-revalidate` made
 * any page render again on demand (security probe L2). The site revalidates by tags and never sends them.
 */
export const INTERNAL_REQUEST_HEADERS = ['x-prerender-revalidate', 'x-prerender-revalidate-if-generated']

/** @param {{ headers: Record<string, unknown> }} req */
export function stripInternalHeaders(req) {
  for (const name of INTERNAL_REQUEST_HEADERS) delete req.headers[name]
}

/**
 * The headers every answer of the server's own carries: the site's HSTS and nosniff (lib/site/security-headers.ts
 * has the same values; a test keeps them equal), and a policy that lets a plain-text error load nothing.
 */
export const SERVER_ANSWER_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

/**
 * Answers a refused request and closes the connection, without reading its body: nothing more from this client is
 * read on this connection.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ status: number, message: string, headers?: Record<string, string> }} why
 */
export function refuse(req, res, why) {
  const body = `${why.message}\n`
  res.shouldKeepAlive = false
  res.writeHead(why.status, {
    ...SERVER_ANSWER_HEADERS,
    ...why.headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  // Node would otherwise read (and discard) the rest of the body before closing; a client still sending gets cut off
  // once the answer is out.
  res.once('finish', () => {
    req.socket.end()
    setTimeout(() => req.socket.destroy(), 1000).unref()
  })
}

/**
 * Adds the headers of SERVER_ANSWER_HEADERS that a response lacks, when it has none of the site's own (a Next.js
 * redirect, a 304, an error it answers itself; probe I7). Static files carry nosniff already and are left alone.
 * @param {import('node:http').ServerResponse} res
 */
export function fillSecurityHeaders(res) {
  if (res.getHeader('x-content-type-options') !== undefined) return
  const type = String(res.getHeader('content-type') ?? '')
  for (const [name, value] of Object.entries(SERVER_ANSWER_HEADERS)) {
    // An HTML error page of Next.js's own needs its inline script and style: it keeps the policy it has (none).
    if (name === 'Content-Security-Policy' && /html/i.test(type)) continue
    if (res.getHeader(name) === undefined) res.setHeader(name, value)
  }
}
