/**
 * When the content backend cannot be reached, a page that was never generated cannot render. Next.js answers a
 * failed render with 500 and gives the render no way to choose its status, so the Sanity backend marks the outage
 * here and the production server (scripts/server.mjs) turns the 500 of that moment into 503 Service Unavailable
 * with Retry-After: the honest answer for a temporary fault, which crawlers and monitors treat as one.
 * The mark lives on globalThis because the server and Next's compiled server code are separate module instances
 * in one process. Plain JavaScript (types in outage.d.mts) because the server runs on plain Node: a TypeScript
 * loader cost it memory (docs/performance.md, "Figures behind the code").
 */
const KEY = Symbol.for('healthwise.contentOutageAt')

/** How long after a failed backend request a 500 is taken to be caused by it. */
export const OUTAGE_WINDOW_MS = 30_000
export const RETRY_AFTER_SECONDS = 30

export function recordContentOutage(now = Date.now()) {
  globalThis[KEY] = now
}

export function contentOutageRecent(now = Date.now()) {
  const at = globalThis[KEY]
  return typeof at === 'number' && now - at >= 0 && now - at < OUTAGE_WINDOW_MS
}

/** The status to send for a response Next.js is about to send with `status`. */
export function statusDuringOutage(status, now = Date.now()) {
  return status === 500 && contentOutageRecent(now) ? 503 : status
}

/**
 * Whether a failed backend request means the backend is unavailable (unreachable, timing out, 5xx, rate limited),
 * rather than a mistake in the request (other 4xx), which a retry would not cure.
 */
export function isUnavailableError(error) {
  const status = error?.statusCode
  if (typeof status !== 'number') return true
  return status >= 500 || status === 429 || status === 408
}
