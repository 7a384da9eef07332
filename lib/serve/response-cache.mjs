/**
 * Which responses the production server may answer again without asking Next.js, for a short time (lib/serve/
 * compress.mjs, RESPONSE_CACHE_MS). Next.js answers a cached page from its cache, but its request handling costs
 * more than sending the page, so a spike on one guide saturates a core at a small fraction of the rate at which nginx
 * sends the same bytes (docs/performance.md, "Figures behind the code" and "npm run bench:serve -- --vs-nginx").
 * Keeping the finished response
 * (headers and compressed body) for half a second sends it at Node's speed; Next.js still sees a request for the
 * page every half second, so its own stale-while-revalidate and tag invalidation work as before, a published change
 * reaches readers at most that much later (plus the time Next.js takes to answer the one request that asks again),
 * and nothing is kept that Next.js did not itself serve from its cache.
 * Only what cannot differ between readers: GET or HEAD without Range or Authorization, no draft-mode cookie, not
 * the Studio or an API route, and a 200 Next.js marked as a cache HIT, public (s-maxage), setting no cookie.
 */

// Request headers Next.js varies a page on (its Vary header): an RSC navigation gets a different body than HTML.
const VARY = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
const DRAFT_COOKIES = /(?:^|;\s*)(__prerender_bypass|__next_preview_data)=/
// A longer URL is not a page a crowd asks for; it is not kept (a hostile one could otherwise take room).
const MAX_URL_LENGTH = 512

/**
 * The key for a request whose response may be kept, or null.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string} coding the coding the response is sent in
 */
export function responseCacheKey(req, coding) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH) return null
  if (/^\/(studio|api)(\/|$|\?)/.test(url)) return null
  const h = req.headers
  if (h.range || h.authorization) return null
  if (h.cookie && DRAFT_COOKIES.test(String(h.cookie))) return null
  return [coding, h.host ?? '', url, ...VARY.map((name) => String(h[name] ?? ''))].join('\n')
}

/**
 * Whether a response Next.js sent may be kept: a 200 from Next's own cache (HIT), public, setting no cookie.
 * @param {number} status
 * @param {(name: string) => unknown} header
 */
export function isKeepable(status, header) {
  if (status !== 200) return false
  if (header('x-nextjs-cache') !== 'HIT') return false
  if (header('set-cookie') !== undefined) return false
  const cacheControl = String(header('cache-control') ?? '')
  return /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

/** The time a response is kept: RESPONSE_CACHE_MS (0 turns it off), default 500, at most 5000. */
export function responseCacheMs(env) {
  const raw = env.RESPONSE_CACHE_MS?.trim()
  if (!raw) return { value: 500 }
  const n = Number(raw)
  if (!/^\d{1,4}$/.test(raw) || n > 5000)
    return { problem: `RESPONSE_CACHE_MS must be 0 to 5000 milliseconds, got "${raw}"` }
  return { value: n }
}
