/**
 * Who may do what. One editor token (LOCAL_STUDIO_TOKEN, or generated at start and printed): with it a request may
 * read drafts and write; without it only published documents are visible and every write is 401. Requests from a
 * page on another origin are refused (403), and so is a Host header that is not a loopback name (DNS rebinding).
 */
import { createHmac } from 'node:crypto'
import { sameSecret } from '@/lib/secret'
import type { IncomingMessage } from 'node:http'
import { isLoopbackHost, type LakeConfig } from './config'

export const LOCAL_USER = {
  id: 'p-local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Full access to the local dataset' }],
}

const TICKET_PARAM = 'lakeTicket'
const EXPIRES_PARAM = 'lakeTicketExpires'
/** How long a listen ticket is good for (LAKE_TICKET_TTL_SECONDS): the Studio gets a fresh one at each reconnect. */
export const DEFAULT_TICKET_TTL_MS = 60 * 60 * 1000

/**
 * A listen stream that the lake redirects to a subdomain loses its Authorization header (browsers drop it on a
 * cross-origin redirect), so the redirect carries a ticket: an HMAC of the exact request URL under the token. It
 * proves the original request had the token, and is good for that one read-only listen URL only, until the expiry
 * time it signs with it.
 */
export function listenTicket(token: string, pathAndQuery: string): string {
  return createHmac('sha256', token).update(pathAndQuery).digest('base64url')
}

export function withTicket(
  token: string,
  pathAndQuery: string,
  ttlMs = DEFAULT_TICKET_TTL_MS,
  now = Date.now(),
): string {
  const separator = pathAndQuery.includes('?') ? '&' : '?'
  const signed = `${pathAndQuery}${separator}${EXPIRES_PARAM}=${now + ttlMs}`
  return `${signed}&${TICKET_PARAM}=${listenTicket(token, signed)}`
}

function validTicket(token: string, pathAndQuery: string, now = Date.now()): boolean {
  const match = new RegExp(`[?&]${TICKET_PARAM}=([\\w-]+)$`).exec(pathAndQuery)
  if (!match) return false
  const signed = pathAndQuery.slice(0, match.index)
  const expires = new RegExp(`[?&]${EXPIRES_PARAM}=(\\d{1,16})$`).exec(signed)?.[1]
  if (!expires || Number(expires) < now) return false
  return sameSecret(match[1] ?? '', listenTicket(token, signed))
}

export function isAuthenticated(req: IncomingMessage, config: LakeConfig, allowTicket = false): boolean {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ') && sameSecret(header.slice(7).trim(), config.token)) return true
  return allowTicket && validTicket(config.token, req.url ?? '')
}

/** The exact route a redirected listen stream arrives on: `sN.<host>` and `/v…/data/listen/<dataset>`. */
export function isRedirectedListen(req: IncomingMessage): boolean {
  const host = req.headers.host ?? ''
  const path = (req.url ?? '').split('?')[0] ?? ''
  return /^s\d+\./.test(host) && /^\/v[^/]+\/data\/listen\/[^/]+$/.test(path)
}

/** The page the Studio's one sign-in option opens: how to get the link with the token. */
export const SIGN_IN_PAGE = '/auth/local'

/**
 * What any page may load: the file "CDN" (`/images/…`, `/files/…`, public like Sanity's and shown by `<img>`) and
 * the sign-in help page (a link the Studio opens). Both are static and reveal nothing without the token.
 */
export function isPublicResource(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '').split('?')[0] ?? ''
  return /^\/(images|files)\//.test(path) || path === SIGN_IN_PAGE
}

/**
 * Null when the request may proceed; otherwise why it is refused. One policy for every route:
 * - the Host must be a loopback name (DNS rebinding);
 * - a browser request from another site (`Sec-Fetch-Site: cross-site`) is refused whatever its method, unless its
 *   `Origin` is one the lake serves: an `<img>`, `<script>` or form on another site cannot make the lake work;
 * - a page's `Origin` must be the site's; `Origin: null` (what a browser sends after a cross-origin redirect) only
 *   on the exact listen route the lake redirects to, with the ticket the redirect carried.
 */
export function refuseRequest(req: IncomingMessage, config: LakeConfig): string | null {
  const host = req.headers.host ?? ''
  let hostname = ''
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return `Host "${host}" is not a loopback name`
  }
  if (!isLoopbackHost(hostname) && !config.hosts.includes(hostname)) return `Host "${host}" is not a loopback name`
  const origin = req.headers.origin
  const allowed =
    origin !== undefined &&
    (config.allowedOrigins.includes(origin) ||
      (origin === 'null' && isRedirectedListen(req) && validTicket(config.token, req.url ?? '')))
  if (req.headers['sec-fetch-site'] === 'cross-site' && !allowed && !isPublicResource(req))
    return 'Requests from another site are not allowed'
  if (origin === undefined || allowed) return null // no Origin: not from a page's script; the token decides
  return `Requests from ${origin} are not allowed`
}

/** CORS headers for an accepted request's origin; a refused request gets none (call only after refuseRequest). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'origin',
  }
}
