/**
 * Who the caller is. The lake's own token (LOCAL_STUDIO_TOKEN, or generated at start and printed) is the project's
 * administrator; every other user has a token of their own (users.ts) and a role. With a token a request may read
 * drafts, and write when its role may; without one only published documents are visible and every write is 401.
 * Which pages may call which route is policy.ts.
 */
import { createHmac } from 'node:crypto'
import { sameSecret } from './secret'
import type { IncomingMessage } from 'node:http'
import type { LakeConfig } from './config'
import { ADMIN_USER, type LakeUser, type UserDirectory } from './users'

/** The administrator (the lake's own token): who the lake's own work, such as a scheduled publish, is done by. */
export const LOCAL_USER = ADMIN_USER

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

export function validTicket(token: string, pathAndQuery: string, now = Date.now()): boolean {
  const match = new RegExp(`[?&]${TICKET_PARAM}=([\\w-]+)$`).exec(pathAndQuery)
  if (!match) return false
  const signed = pathAndQuery.slice(0, match.index)
  const expires = new RegExp(`[?&]${EXPIRES_PARAM}=(\\d{1,16})$`).exec(signed)?.[1]
  if (!expires || Number(expires) < now) return false
  return sameSecret(match[1] ?? '', listenTicket(token, signed))
}

/**
 * Who makes a request: the user whose token it carries (the administrator's is the lake's own), or, on a redirected
 * listen stream, whoever the ticket was made for; null for anonymous. A ticket is signed with the lake's own token,
 * a secret only the lake holds, and names no user: it is good for reading one listen URL, which every role may.
 */
export function requestUser(
  req: IncomingMessage,
  config: LakeConfig,
  users: UserDirectory,
  allowTicket = false,
): LakeUser | null {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const user = users.byToken(header.slice(7).trim())
    if (user) return user
  }
  return allowTicket && validTicket(config.token, req.url ?? '') ? ADMIN_READER : null
}

/** Who a redirected listen stream reads as: its ticket proves a signed-in caller, and a listen stream only reads. */
const ADMIN_READER: LakeUser = { ...ADMIN_USER, role: 'viewer' }

/** The header a host's own server sends, with the token, to read published content ahead of anonymous callers. */
export const READER_HEADER = 'x-lake-reader'

/**
 * A host's server (the site) reads published content without the editor's rights, yet must not queue behind
 * anonymous runaway queries (re-renders after a publish once waited behind them). With the token in
 * `x-lake-reader` its queries are served like the editor's; what they may see is unchanged (published only), so a
 * wrong value is simply not a priority reader (never a 401 that would take the site's pages down).
 */
export function isPriorityReader(req: IncomingMessage, config: LakeConfig): boolean {
  const value = req.headers[READER_HEADER]
  return typeof value === 'string' && sameSecret(value.trim(), config.token)
}
