// The second line: what Next's own server would answer with a 500 and
// a stack trace, a redirect to another host, a hang or a logged warning, refused before Next sees it. nginx stays the
// edge (deploy/nginx) and refuses all of this first; this holds without it.
//
// Preloaded into the process of Next's standalone server (`node --import ./request-guard.mjs server.js`: the Dockerfile's
// CMD; `npm run start` and the tests through scripts/site-server.ts). Next is not wrapped or changed: when its server
// starts listening, Node's documented diagnostics channel `tracing:net.server.listen:asyncStart` hands over the
// http.Server, and its request listener is put behind the checks below (Node's public EventEmitter API); the server's
// own timeouts are set on it. Plain JavaScript with no imports of the project: the image holds no sources
// (scripts/request-guard.test.ts checks the copied constants against lib/).
//
// In front of every request, in this order:
// - a target that is not a path (`OPTIONS *`, an absolute-form `GET http://evil.example/`): 400. Next parses `*` with
//   `new URL` (500 and a logged TypeError) and redirects an absolute-form target to the host it names;
// - a method no route takes (TRACE, TRACK, PROPFIND, …): 405 with `Allow: GET, HEAD`. Next builds a Fetch `Request`
//   for its proxy, which throws on TRACE (500 and a stack in the log); the methods routes do take go on to proxy.ts;
// - a body without a declared length (chunked): 411. No route takes one (browsers, the lake and Sanity's webhook send
//   Content-Length), and one is counted only once Next has read it;
// - a declared body over its route's limit: 413 before a byte of it is read (the connection is closed after);
// - a Location header appended again with the value the answer already has is dropped (withSingleLocation);
// - the query of a GET or HEAD for a page that reads none removed from the request's address
//   (addressWithoutUnreadQuery),
//   Next's own `_rsc` kept. Next writes the address it renders into the page's data (the router's initial URL), and
//   a page it stores after a publish would otherwise hold the first visitor's query for every later reader. Next
//   renders a page inside the process under its own address whether proxy.ts rewrites it or not (bound to 0.0.0.0, as
//   the image is, or by name), so only a change to the address before Next reads it keeps a query out of the page.
//   The reader's address bar keeps its query: Next's router in the browser starts from the browser's location;
// - `x-prerender-revalidate` and `-if-generated` removed. They are Next's on-demand revalidation of a page by HTTP,
//   which an App Router site publishing by tag never sends itself, keyed by the build's preview id that every
//   reviewer's `__prerender_bypass` cookie holds. With `-if-generated`, a request for an address Next answers with its
//   not-found page while that page has no cache entry (a fresh start, after a local publish) waits on itself
//   forever in Next 16.4's response cache, and every later address that matches no route (`/a/b`,
//   `/wp-admin/setup.php`) joins that wait: no status, no byte, no log line (docs/security.md). Next runs no
//   proxy for such a request, so proxy.ts cannot remove them.
// And on the server: bytes that do not parse after a request still being answered (a body followed by more bytes than
// its Content-Length) close the connection once that request is answered, not at once. Node's default answers 400
// over the request's own answer and destroys the request under Next while it reads the body, which Next then logs as
// an uncaught "aborted" error (about 160 bytes of log per request anyone could send).
// A connection must send its first request within FIRST_REQUEST_TIMEOUT_MS, a body may go silent at
// most BODY_TIMEOUT_MS; Node's headersTimeout and requestTimeout are set, not left at 60 s and 300 s.
// KEEP_ALIVE_TIMEOUT (idle after an answer) is Next's own.
import diagnostics from 'node:diagnostics_channel'
import { Server } from 'node:http'

/** The webhook's address and limits (lib/site/routes.ts `routes.revalidate()`, lib/body-limits.ts). */
export const WEBHOOK_PATH = '/api/revalidate'
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024
export const PAGE_ACTION_MAX_BODY_BYTES = 16 * 1024

/** A connection that has not sent a whole request head this long after connecting is closed (slow or idle clients). */
export const FIRST_REQUEST_TIMEOUT_MS = 10_000
/** A body that goes silent this long is cut (the connection closed), as nginx's client_body_timeout. */
export const BODY_TIMEOUT_MS = 10_000
/** Node's bound on a request head (checked every 30 s, Node's connectionsCheckingInterval) and on a whole request. */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000

/** The methods some route takes; proxy.ts and the /api routes decide per route (405 there, not a 500). */
export const PASSED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** 'close' listeners one answer may hold before Node warns of a leak (Node's default is 10). */
export const RESPONSE_MAX_LISTENERS = 40

// ---- Written by `npm run edge:search` (scripts/edge-search.ts) from the localized route table; not edited by hand.
/** The pages that read their query, at each of their addresses (every language's, and the route tree's). */
export const QUERY_PAGES = new Set([
  '/bmi-calculator/result',
  '/en/bmi-calculator/result',
  '/en/search',
  '/es/bmi-calculator/result',
  '/es/buscar',
  '/es/calculadora-imc/resultado',
  '/es/search',
  '/search',
  '/xa/bmi-calculator/result',
  '/xa/search',
])
/** First segments of the routes outside the reader tree, which read their own query (APIs, the Studio, pictures). */
export const SYSTEM_SEGMENTS = new Set(['api', 'healthz', 'images', 'share', 'studio'])
// ---- End of the written part.

/** Next's own parameter on a client navigation's request, which it reads itself. */
export const NEXT_RSC_PARAM = '_rsc'

/** Headers no reader sends to this site: removed before Next reads the request. */
export const REMOVED_HEADERS = ['x-prerender-revalidate', 'x-prerender-revalidate-if-generated']

/**
 * The headers of the guard's own answers: the site's security headers (lib/site/security-headers.ts `baseHeaders`)
 * with a policy that loads nothing, never kept; the same as the edge's (deploy/nginx/answer-headers.conf).
 */
export const ANSWER_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
  'content-type': 'text/plain; charset=utf-8',
}

/** The largest body the request's address takes. */
export function bodyLimit(target) {
  const pathname = target.split('?', 1)[0]
  return pathname === WEBHOOK_PATH ? WEBHOOK_MAX_BODY_BYTES : PAGE_ACTION_MAX_BODY_BYTES
}

/**
 * The guard's answer to a request it refuses ({ status, message, headers }), from its method, target and headers
 * alone (nothing of the body is read); null for a request that goes on to Next.
 */
export function refusal({ method, url, headers }) {
  if (!url.startsWith('/'))
    return { status: 400, message: 'Bad request: this server takes a path as the request target.', headers: {} }
  if (!PASSED_METHODS.has(method))
    return {
      status: 405,
      message: `The method ${method.slice(0, 20)} is not allowed here.`,
      headers: { allow: 'GET, HEAD' },
    }
  const declared = headers['content-length']
  if (headers['transfer-encoding'] !== undefined && declared === undefined)
    return { status: 411, message: 'Length required: send the body with a Content-Length.', headers: {} }
  if (declared !== undefined && Number(declared) > bodyLimit(url))
    return {
      status: 413,
      message: 'Payload too large: this address does not take a request body this large.',
      headers: {},
    }
  return null
}

/**
 * The address Next is to read for a GET or HEAD request: without its query when it is for a page that reads none
 * (a reader page, or an address that matches no route), Next's `_rsc` kept; as asked otherwise.
 */
export function addressWithoutUnreadQuery(method, url) {
  const at = url.indexOf('?')
  if (at < 0 || (method !== 'GET' && method !== 'HEAD')) return url
  const pathname = url.slice(0, at)
  const first = pathname.split('/')[1] ?? ''
  // Next's own files (`/_next/…`), the routes outside the reader tree, and files at the root (robots.txt).
  if (first.startsWith('_') || SYSTEM_SEGMENTS.has(first) || (first.includes('.') && !pathname.includes('/', 1)))
    return url
  if (QUERY_PAGES.has(pathname.replace(/(.)\/+$/, '$1'))) return url
  const rsc = url
    .slice(at + 1)
    .split('&')
    .find((pair) => pair.startsWith(`${NEXT_RSC_PARAM}=`))
  return rsc === undefined ? pathname : `${pathname}?${rsc}`
}

/** Removes REMOVED_HEADERS from the request, in both of the forms Node gives them. */
export function removeInternalHeaders(req) {
  for (const name of REMOVED_HEADERS) delete req.headers[name]
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2)
    if (REMOVED_HEADERS.includes(req.rawHeaders[i].toLowerCase())) req.rawHeaders.splice(i, 2)
}

/**
 * Makes `res` drop a Location it is given again with the value it already has. Next 16.4 sets a page's redirect
 * (`redirect()` while a page is rendered for the cache) and then appends the same header again from the entry it
 * just cached (vercel/next.js#82117): two Location lines, which a client that joins repeated headers (fetch, many
 * proxies and crawlers) reads as "/a, /a" and follows to a not-found page. An answer has one Location (RFC 9110).
 */
export function withSingleLocation(res) {
  const append = res.appendHeader
  res.appendHeader = function appendHeader(name, value) {
    if (String(name).toLowerCase() === 'location' && this.hasHeader('location')) {
      const present = [this.getHeader('location')].flat().map(String)
      if ([value].flat().every((v) => present.includes(String(v)))) return this
    }
    return append.call(this, name, value)
  }
}

const firstRequestTimers = new WeakMap()
/** Per connection, the answer of its request Next is handling; bytes that do not parse after it wait for it. */
const answering = new WeakMap()
const waitingSockets = new WeakSet()

/** `listener` (Next's request handler) behind the checks. */
export function guarded(listener) {
  return function guardedListener(req, res) {
    const timer = firstRequestTimers.get(req.socket)
    if (timer) {
      clearTimeout(timer)
      firstRequestTimers.delete(req.socket)
    }
    const refused = refusal(req)
    if (refused) {
      // The body (if any) is never read: the connection closes after the answer.
      res.shouldKeepAlive = false
      res.writeHead(refused.status, { ...ANSWER_HEADERS, ...refused.headers, connection: 'close' })
      res.end(req.method === 'HEAD' ? undefined : `${refused.message}\n`)
      return
    }
    removeInternalHeaders(req)
    req.url = addressWithoutUnreadQuery(req.method, req.url)
    withSingleLocation(res)
    // Next adds a 'close' listener to the answer for each data read of the render it is answering with (to abort the
    // read if the reader goes), and this guard adds one: a page inside the language layout (its not-found page, for
    // any invented address) makes more than Node's default of 10, and Node's leak warning then logs about 200 bytes
    // for each such request. The listeners go with the answer; the bound stays, only higher.
    res.setMaxListeners(RESPONSE_MAX_LISTENERS)
    const socket = req.socket
    answering.set(socket, res)
    res.once('close', () => answering.get(socket) === res && answering.delete(socket))
    if (Number(req.headers['content-length']) > 0) {
      // Idle this long while the body is due: Node's http server closes the connection (no 'timeout' listener).
      req.socket.setTimeout(BODY_TIMEOUT_MS)
      req.once('end', () => req.socket.setTimeout(0))
    }
    return listener.call(this, req, res)
  }
}

/** Node's own answers to a connection's bytes that do not parse, by the error's code (its `socketOnError`). */
const CLIENT_ERROR_ANSWERS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/**
 * The server's 'clientError': with a request on the connection still being answered, its answer is sent and the
 * connection then closed (at most REQUEST_TIMEOUT_MS later); otherwise what Node does without a listener.
 */
export function onClientError(error, socket) {
  const res = answering.get(socket)
  if (res && !res.writableFinished && !socket.destroyed) {
    if (waitingSockets.has(socket)) return
    waitingSockets.add(socket)
    if (!res.headersSent) res.shouldKeepAlive = false
    const timer = setTimeout(() => socket.destroy(), REQUEST_TIMEOUT_MS)
    timer.unref()
    res.once('close', () => {
      clearTimeout(timer)
      socket.end()
    })
    return
  }
  if (socket.writable && (!socket._httpMessage || !socket._httpMessage.headersSent))
    socket.write(`HTTP/1.1 ${CLIENT_ERROR_ANSWERS[error.code] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`)
  socket.destroy(error)
}

const installed = new WeakSet()

/** Puts `server`'s request listeners behind the guard and sets its timeouts (once per server). */
export function install(server) {
  if (installed.has(server)) return
  installed.add(server)
  for (const listener of server.listeners('request')) {
    server.removeListener('request', listener)
    server.on('request', guarded(listener))
  }
  server.on('clientError', onClientError)
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.on('connection', (socket) => {
    const timer = setTimeout(() => socket.destroy(), FIRST_REQUEST_TIMEOUT_MS)
    timer.unref()
    firstRequestTimers.set(socket, timer)
    socket.once('close', () => clearTimeout(timer))
  })
}

// Next's server is the only one this process starts; another http.Server would get the same checks.
diagnostics.subscribe('tracing:net.server.listen:asyncStart', ({ server }) => {
  if (server instanceof Server) install(server)
})
