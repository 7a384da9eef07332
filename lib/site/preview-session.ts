/**
 * Draft preview that expires and can be revoked (security probe L2). Next's own draft-mode cookie,
 * `__prerender_bypass`, holds the build's `previewModeId`: the same value for every reviewer, good until the next
 * build, whatever secret let them in. So preview also needs this site's own cookie, set by /api/draft-mode/enable
 * beside Next's: an expiry and its HMAC. The proxy (proxy.ts) drops Next's cookie from any request whose session
 * cookie is missing, forged or past its expiry, and clears it in the browser, so the page renders as published.
 *
 * - Lifetime: PREVIEW_SESSION_SECONDS (one hour, the lifetime of the Studio's preview secret).
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

const mac = (key: string, expires: string) => createHmac('sha256', key).update(expires).digest('base64url')

/** The session cookie's value: the expiry (ms since the epoch) and its HMAC. */
export function signPreviewSession(key: string, expiresAtMs: number): string {
  const expires = String(Math.floor(expiresAtMs))
  return `${expires}.${mac(key, expires)}`
}

/** Whether a session cookie value is one this site signed and has not expired. */
export function isValidPreviewSession(key: string, value: string | undefined, now = Date.now()): boolean {
  if (!value || value.length > 200) return false
  const [expires, signature, ...rest] = value.split('.')
  if (rest.length > 0 || !expires || !signature || !/^\d{1,16}$/.test(expires)) return false
  if (Number(expires) <= now) return false
  const expected = Buffer.from(mac(key, expires))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
