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

/**
 * A listen stream that the lake redirects to a subdomain loses its Authorization header (browsers drop it on a
 * cross-origin redirect), so the redirect carries a ticket: an HMAC of the exact request URL under the token. It
 * proves the original request had the token, and is good for that one read-only listen URL only.
 */
export function listenTicket(token: string, pathAndQuery: string): string {
  return createHmac('sha256', token).update(pathAndQuery).digest('base64url')
}

export function withTicket(token: string, pathAndQuery: string): string {
  const separator = pathAndQuery.includes('?') ? '&' : '?'
  return `${pathAndQuery}${separator}${TICKET_PARAM}=${listenTicket(token, pathAndQuery)}`
}

function validTicket(token: string, pathAndQuery: string): boolean {
  const match = new RegExp(`[?&]${TICKET_PARAM}=([\\w-]+)$`).exec(pathAndQuery)
  if (!match) return false
  return sameSecret(match[1] ?? '', listenTicket(token, pathAndQuery.slice(0, match.index)))
}

export function isAuthenticated(req: IncomingMessage, config: LakeConfig, allowTicket = false): boolean {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ') && sameSecret(header.slice(7).trim(), config.token)) return true
  return allowTicket && validTicket(config.token, req.url ?? '')
}

/** Null when the request may proceed; otherwise why it is refused. */
export function refuseRequest(req: IncomingMessage, config: LakeConfig, isRedirectedListen: boolean): string | null {
  const host = req.headers.host ?? ''
  let hostname = ''
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return `Host "${host}" is not a loopback name`
  }
  if (!isLoopbackHost(hostname) && !config.hosts.includes(hostname)) return `Host "${host}" is not a loopback name`
  const origin = req.headers.origin
  if (origin === undefined) return null // not from a web page (curl, @sanity/client in Node): the token decides
  if (config.allowedOrigins.includes(origin)) return null
  // After a cross-origin redirect a browser sends `Origin: null`: accepted only for the listen streams the lake
  // itself redirected, which still need a ticket to see drafts.
  if (origin === 'null' && isRedirectedListen) return null
  return `Requests from ${origin} are not allowed`
}

export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'origin',
  }
}
