/**
 * Draft preview that expires and can be revoked. Next's own draft-mode cookie,
 * `__prerender_bypass`, holds the build's `previewModeId`: the same value for every reviewer, good until the next
 * build, whatever secret let them in. So preview also needs this site's own cookie, set by /api/draft-mode/enable
 * beside Next's: an expiry, a random session id and their HMAC. The proxy (proxy.ts) drops Next's cookie from any
 * request whose session cookie is missing, forged, past its expiry or revoked, and clears it in the browser, so the
 * page renders as published.
 *
 * - Lifetime: PREVIEW_SESSION_SECONDS (one hour, the lifetime of the Studio's preview secret).
 * - Revocation: "Exit preview" (/api/draft-mode/disable) puts the session's id on a deny-list until the session
 *   would have expired, so a copy of the cookie stops working at once. The proxy does it as the request passes (the
 *   proxy's module holds the list: the route handlers are bundled apart from it). The list is kept in this process
 *   and bounded (MAX_REVOKED_SESSIONS): with several instances, an instance that did not serve the exit keeps
 *   honouring a copy until it expires (docs/security.md, "Draft preview").
 * - Key: PREVIEW_SESSION_SECRET, else the server's read token (SANITY_API_READ_TOKEN) or the local Studio token
 *   (LOCAL_STUDIO_TOKEN), which every instance of one deployment shares; else a key of this process, which
 *   instrumentation.ts `register` sets as PREVIEW_SESSION_SECRET at start (the proxy and the routes are bundled
 *   apart, and the environment is what they share). Changing it revokes every preview at once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { setting } from '../defaults'

export const PREVIEW_SESSION_COOKIE = 'site-preview-session'
export const PREVIEW_SESSION_SECONDS = 3600
/** Next's draft-mode cookies, which only a valid session may carry. */
export const NEXT_DRAFT_COOKIES = ['__prerender_bypass', '__next_preview_data']
/** At most this many revoked sessions are remembered; past it, the one expiring soonest is forgotten first. */
export const MAX_REVOKED_SESSIONS = 10_000

export function previewSessionKey(env: Readonly<Record<string, string | undefined>> = process.env): string {
  // Secrets are only checked for presence (lib/config.ts); the token lengths are their issuers' business.
  const configured =
    setting(env, 'PREVIEW_SESSION_SECRET') ??
    setting(env, 'SANITY_API_READ_TOKEN') ??
    setting(env, 'LOCAL_STUDIO_TOKEN')
  if (configured) return `preview-session:${configured}`
  // Only outside the server (a unit test): a key of this module's copy.
  moduleKey ??= randomBytes(32).toString('hex')
  return moduleKey
}
let moduleKey: string | undefined

/** A key for this process, when none is configured: set once at start (instrumentation.ts). */
export function processPreviewSecret(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const configured =
    setting(env, 'PREVIEW_SESSION_SECRET') ??
    setting(env, 'SANITY_API_READ_TOKEN') ??
    setting(env, 'LOCAL_STUDIO_TOKEN')
  return configured ? undefined : randomBytes(32).toString('hex')
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** The session cookie's value: the expiry (ms since the epoch), a random session id, and their HMAC. */
export function signPreviewSession(
  key: string,
  expiresAtMs: number,
  id = randomBytes(16).toString('base64url'),
): string {
  const payload = `${Math.floor(expiresAtMs)}.${id}`
  return `${payload}.${mac(key, payload)}`
}

type Session = { expires: number; id: string }

/** The expiry and id of a value this site signed, whatever its expiry; null for anything else. */
function verified(key: string, value: string | undefined): Session | null {
  if (!value || value.length > 200) return null
  const [expires, id, signature, ...rest] = value.split('.')
  if (rest.length > 0 || !expires || !id || !signature) return null
  if (!/^\d{1,16}$/.test(expires) || !/^[\w-]{16,64}$/.test(id)) return null
  const expected = Buffer.from(mac(key, `${expires}.${id}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { expires: Number(expires), id }
}

/** Revoked session ids and when each would have expired (ms), bounded by `max`. */
export class RevokedSessions {
  private readonly until = new Map<string, number>()
  constructor(private readonly max = MAX_REVOKED_SESSIONS) {}

  get size() {
    return this.until.size
  }

  add(id: string, expires: number, now = Date.now()) {
    if (expires <= now) return
    if (!this.until.has(id) && this.until.size >= this.max) {
      for (const [other, at] of this.until) if (at <= now) this.until.delete(other)
      if (this.until.size >= this.max) {
        // Full of live sessions: forget the one that expires soonest (it stops working soonest anyway).
        let soonest: string | undefined
        let soonestAt = Infinity
        for (const [other, at] of this.until) if (at < soonestAt) [soonest, soonestAt] = [other, at]
        if (soonest !== undefined) this.until.delete(soonest)
      }
    }
    this.until.set(id, expires)
  }

  has(id: string, now = Date.now()) {
    const at = this.until.get(id)
    if (at === undefined) return false
    if (at > now) return true
    this.until.delete(id)
    return false
  }
}

const revoked = new RevokedSessions()

/** Whether a session cookie value is one this site signed, has not expired and was not revoked. */
export function isValidPreviewSession(
  key: string,
  value: string | undefined,
  now = Date.now(),
  deny: RevokedSessions = revoked,
): boolean {
  const session = verified(key, value)
  return session !== null && session.expires > now && !deny.has(session.id, now)
}

/** Ends a session: a copy of its cookie is refused from now on (in this process; see above). */
export function revokePreviewSession(
  key: string,
  value: string | undefined,
  now = Date.now(),
  deny: RevokedSessions = revoked,
): void {
  const session = verified(key, value)
  if (session) deny.add(session.id, session.expires, now)
}

/**
 * The attributes /api/draft-mode/enable sets the session cookie with; a cookie is only cleared by a line with the
 * same name, path and partition, and a browser may refuse a SameSite=None line without Secure.
 */
export function previewCookieAttributes(production: boolean) {
  return { httpOnly: true, path: '/', secure: production, sameSite: production ? ('none' as const) : ('lax' as const) }
}

/**
 * `Set-Cookie` lines that clear `name` as it was set (previewCookieAttributes): in production once outside any
 * partition and once inside the partition a cross-site iframe (the Studio's Presentation tool) got it in.
 */
export function clearingCookieLines(name: string, production: boolean): string[] {
  const base = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly`
  if (!production) return [`${base}; SameSite=Lax`]
  return [`${base}; Secure; SameSite=None`, `${base}; Secure; SameSite=None; Partitioned`]
}
