/**
 * What Next's page cache may keep (docs/security.md, "Threat model and bounds"): the cache handler
 * (./cache-handler.mjs) asks `storable` before it writes, on disk or in Redis.
 *
 * - Never a not-found or error page. Every address a visitor can type is a page route (`/[slug]`, `/blog/[slug]`, …),
 *   so a cached 404 is a file per invented address: anonymous requests for unknown slugs once wrote files by the
 *   thousand, never pruned (docs/performance.md, "Figures behind the code"), and in Redis they would
 *   push real pages out. A 404 is rendered again when asked for (about one page render), and a CDN in front may still
 *   keep it for its s-maxage.
 * - Never an empty query result ("null" or "[]"): the data cache keys a query by its parameters, so a lookup of an
 *   invented slug is one more entry per address (hundreds in the hostile-traffic run); answering it again costs a
 *   query.
 * - Never a key with an overlong segment or an overlong key: no real slug is that long, and the file name would
 *   fail with ENAMETOOLONG (and log it) anyway.
 * - On disk, at most PAGE_CACHE_MAX_MB (default 4096) written by one server process. The site's real pages are what
 *   fills it (the default fits 10,000 blog posts with their payloads and segments: docs/performance.md, "Figures
 *   behind the code"); past it, new pages are served but not kept (pages already kept are still updated), with one
 *   warning.
 * Plain JavaScript: Next imports the cache handler unbundled.
 */

/** No slug is longer; a longer key segment is an invented address. */
export const MAX_KEY_SEGMENT_CHARS = 200
export const MAX_KEY_CHARS = 1024
export const DEFAULT_PAGE_CACHE_MAX_MB = 4096
const MB = 1024 * 1024

/** The page cache's disk budget in bytes, from PAGE_CACHE_MAX_MB (a typo keeps the default: a limit never turns off). */
export function pageCacheMaxBytes(env = process.env) {
  const raw = env.PAGE_CACHE_MAX_MB?.trim()
  const n = Number(raw)
  return Math.floor((raw && Number.isFinite(n) && n > 0 ? n : DEFAULT_PAGE_CACHE_MAX_MB) * MB)
}

const EMPTY_RESULTS = new Set(['null', '[]', ''])
const isResponse = (kind) => kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES'

/**
 * Whether an entry may be kept: not a not-found or error response, and not under an invented, overlong key.
 * @param {string} key @param {{ kind?: string, status?: number } | null | undefined} data
 */
export function storable(key, data) {
  if (typeof key !== 'string' || key.length > MAX_KEY_CHARS) return false
  if (key.split('/').some((segment) => segment.length > MAX_KEY_SEGMENT_CHARS)) return false
  if (data && isResponse(data.kind) && typeof data.status === 'number' && data.status >= 400) return false
  if (data && data.kind === 'FETCH' && isEmptyResult(String(data.data?.body ?? ''))) return false
  return true
}

/**
 * A cached read that found nothing: `null`, `[]`, or the content API's answer to a query (`{"result": null, …}`,
 * which Next keeps base64-encoded) whose result is null or empty. An invented address (`/blog/<anything>`) reads
 * nothing, and keeping that would write a file per address. Only small bodies are looked into.
 */
function isEmptyResult(body) {
  const text = body.trim()
  if (EMPTY_RESULTS.has(text)) return true
  if (text.length > 4096) return false
  for (const candidate of [text, Buffer.from(text, 'base64').toString('utf8')]) {
    try {
      const parsed = JSON.parse(candidate)
      if (parsed && typeof parsed === 'object' && 'result' in parsed)
        return parsed.result === null || (Array.isArray(parsed.result) && parsed.result.length === 0)
    } catch {
      // Not this encoding.
    }
  }
  return false
}

/**
 * Bytes this process has written to the page cache, per key: a key written again replaces its old size. One per
 * process (Next makes a cache handler per request).
 */
export class DiskBudget {
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, number>} */
    this.sizes = new Map()
    this.warned = false
  }

  /** Records a write of `bytes` under `key` and says whether it may happen. */
  admit(key, bytes) {
    const old = this.sizes.get(key)
    const next = this.bytes - (old ?? 0) + bytes
    if (old === undefined && next > this.maxBytes) {
      if (!this.warned) {
        this.warned = true
        console.warn(
          `Page cache: ${Math.round(this.maxBytes / MB)} MB written (PAGE_CACHE_MAX_MB); new pages are served but no longer kept on disk.`,
        )
      }
      return false
    }
    this.sizes.set(key, bytes)
    this.bytes = next
    return true
  }
}
