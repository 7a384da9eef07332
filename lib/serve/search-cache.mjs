/**
 * The production server's cache of site search responses (scripts/server.mjs; docs/search.md, "Cached searches").
 * `/search` is rendered for each request (its words are the reader's), which costs a page render, several times what a
 * cached page costs (figures in docs/search.md). Next's page cache cannot keep it: a page per distinct text in the
 * file-system cache or Redis has no bound (security probe H1, lib/cache/page-cache-policy.mjs). So the server keeps
 * finished search responses itself, in memory, bounded:
 *  - Only a canonical search address (`/search?q=…` or `/search?q=…&page=n`, as the search form and the result pages'
 *    links write it, at most 512 characters) with a non-blank text, asked with GET or HEAD by a reader: no Range,
 *    Authorization, draft-mode cookie or client-navigation (RSC) header. Anything else passes to Next.js as before.
 *  - Only a complete 200 HTML response that sets no cookie, kept as sent: every header (noindex, the security
 *    policy, Cache-Control, Vary) and the compressed bytes, per coding (br, gzip, identity), least recently used out.
 *  - At most `maxEntries` (1,000) responses and `maxBytes` (16 MiB, headers and keys counted); one response at most
 *    `maxEntryBytes`. A flood of distinct texts only replaces older entries: memory stays within the bound.
 * Current after a publish:
 *  - A revalidation in this process (the webhook, the local lake's publish) empties it at once (`invalidate`), and a
 *    render under way then is not kept.
 *  - Another instance's revalidation: this process learns of it when a render reads the shared tag state from Redis
 *    (lib/cache/cache-handler.mjs calls `invalidate` then). So when `checkMs` (RESPONSE_CACHE_MS, the time a cached
 *    page is answered without Next.js, 500 ms by default) has passed since the last search render, the next kept
 *    answer is sent and `check` renders one search in the background (the server asks itself), one at a time; without
 *    `check`, that reader's request is passed to Next.js instead. Like a page that another instance's publish made
 *    stale, a kept search may be answered once more after the publish; the next reader gets the new one.
 *  - The published content version the search index was built from (lib/content/search.ts) is compared after each
 *    render: a change (a read that had been served stale, a time-based refresh) empties it too.
 *  - No entry is answered after `maxAgeMs` (60 s): what changes without a revalidation (a dataset file replaced)
 *    reaches search within that.
 * Plain JavaScript: the server runs on plain Node.
 */
import { ByteCache, ownBuffer } from './byte-cache.mjs'
import { negotiateEncoding } from './encoding.mjs'

/** routes.search() without words (lib/site/routes.ts; a test pins the two together). */
export const SEARCH_PATH = '/search'
export const SEARCH_CACHE_LIMITS = Object.freeze({
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 512 * 1024,
  maxAgeMs: 60_000,
})
const MAX_URL_LENGTH = 512
// While one request checks (its render under way), the others are still answered from here for at most this long.
const REFRESH_MS = 2000
// Request headers Next.js varies a page on (client navigations get an RSC payload, not HTML): such requests pass.
const VARY = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
const DRAFT_COOKIES = /(?:^|;\s*)(__prerender_bypass|__next_preview_data)=/
// Headers of the moment or of the connection, not of the page: never replayed.
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
/** Set by lib/content/search.ts: the published content version the last search read. */
export const PUBLISHED_VERSION = Symbol.for('health-site.search-published-version')

/**
 * The cache key of a search request whose response may be kept, or null.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string} coding the coding the response is sent in
 */
export function searchCacheKey(req, coding) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (url.length > MAX_URL_LENGTH || !url.startsWith(`${SEARCH_PATH}?`)) return null
  const h = req.headers
  if (h.range || h.authorization) return null
  if (h.cookie && DRAFT_COOKIES.test(String(h.cookie))) return null
  if (VARY.some((name) => h[name] !== undefined)) return null
  const params = new URLSearchParams(url.slice(SEARCH_PATH.length + 1))
  const q = params.get('q')
  const page = params.get('page')
  if (q === null || !q.trim()) return null
  // The canonical form only (the form's and routes.search()'s), so that one text is one entry and the response
  // kept is the one Next.js rendered for exactly this address.
  const canonical = new URLSearchParams({ q })
  if (page !== null) canonical.set('page', page)
  if (url !== `${SEARCH_PATH}?${canonical.toString()}`) return null
  return `${coding}\n${h.host ?? ''}\n${url}`
}

/**
 * @param {{ checkMs: number, check?: () => Promise<void>, limits?: Partial<typeof SEARCH_CACHE_LIMITS>, now?: () => number }} options
 *   checkMs: at most this long between two search renders (0: the cache is off); check: renders one search (any
 *   text) and resolves when it has finished
 */
export function createSearchCache({ checkMs, check, limits = {}, now = Date.now }) {
  const { maxEntries, maxBytes, maxEntryBytes, maxAgeMs } = { ...SEARCH_CACHE_LIMITS, ...limits }
  /** @type {ByteCache<{ length: number, flat: string[], body: Buffer, generation: number, created: number }>} */
  const entries = new ByteCache({ maxBytes, maxEntryBytes, maxEntries })
  let generation = 0
  let lastVersion
  // When the newest finished render started (it read the shared tag state and the content version then).
  let checkedAt = -Infinity
  let checkingSince = -Infinity
  const counts = { hits: 0, renders: 0, kept: 0, invalidations: 0, checks: 0 }

  function invalidate() {
    generation++
    counts.invalidations++
    entries.clear()
  }

  /** After each search render: the content version it read (lib/content/search.ts) is compared. */
  function observeVersion() {
    const version = globalThis[PUBLISHED_VERSION]
    if (version === undefined || version === lastVersion) return
    if (lastVersion !== undefined) invalidate()
    lastVersion = version
  }

  /**
   * Answers a kept search response and returns true, or returns false (Next.js must answer) after arranging to keep
   * what it sends. Call before the compressor wraps `res`, so that what is kept is what the reader receives.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if (!(checkMs > 0)) return false
    const coding = negotiateEncoding(req.headers['accept-encoding'])
    if (!coding) return false
    const key = searchCacheKey(req, coding)
    if (!key) return false
    const at = now()
    let kept = entries.get(key)
    if (kept && (kept.generation !== generation || at - kept.created > maxAgeMs)) {
      entries.delete(key)
      kept = undefined
    }
    const due = at - checkedAt >= checkMs
    const someoneChecking = at - checkingSince < REFRESH_MS
    if (kept && (!due || someoneChecking || check)) {
      if (due && !someoneChecking) checkInBackground(at)
      counts.hits++
      res.writeHead(200, kept.flat)
      res.end(req.method === 'HEAD' ? undefined : kept.body)
      return true
    }
    const checking = due && !someoneChecking
    if (checking) checkingSince = at
    capture(req, res, key, at, checking)
    return false
  }

  /** One search rendered in the background: what it reads (tag states, the content version) is taken in. */
  function checkInBackground(startedAt) {
    checkingSince = startedAt
    counts.checks++
    check()
      .catch(() => {})
      .finally(() => {
        checkingSince = -Infinity
        checkedAt = Math.max(checkedAt, startedAt)
        observeVersion()
      })
  }

  function capture(req, res, key, startedAt, checking) {
    counts.renders++
    const startedIn = generation
    const keep = req.method === 'GET'
    /** @type {Buffer[] | null} null once it cannot be kept */
    let chunks = keep ? [] : null
    let size = 0
    const add = (chunk, encoding) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buffer.length
      if (size > maxEntryBytes) chunks = null
      else chunks.push(buffer)
    }
    const write = res.write
    const end = res.end
    res.write = function (chunk, encoding, callback) {
      add(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function (chunk, encoding, callback) {
      add(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    res.once('close', () => {
      if (checking) checkingSince = -Infinity
      if (!res.writableFinished) return
      checkedAt = Math.max(checkedAt, startedAt)
      observeVersion()
      if (!chunks || startedIn !== generation || !keepable(res)) return
      const body = ownBuffer(chunks, size)
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !NOT_KEPT.has(name))
      const flat = headers.flatMap(([n, v]) => (Array.isArray(v) ? v.map((x) => [n, String(x)]) : [[n, String(v)]]))
      flat.push(['content-length', String(body.length)])
      const list = flat.flat()
      const length = body.length + key.length + list.reduce((sum, s) => sum + s.length, 0)
      if (entries.set(key, { length, flat: list, body, generation: startedIn, created: startedAt })) counts.kept++
    })
  }

  return {
    serve,
    invalidate,
    /** What the cache holds and has done, for tests and the benchmark. */
    stats: () => ({ entries: entries.size, bytes: entries.bytes, generation, ...counts }),
  }
}

/** A complete 200 HTML page that sets no cookie: the same for every reader who asks for this address. */
function keepable(res) {
  if (res.statusCode !== 200) return false
  if (res.getHeader('set-cookie') !== undefined) return false
  return /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
}

/**
 * After a publish, asks this server for one search (in the background, one at a time, after `delayMs` without
 * another publish), so that the search index of the new content is built before a reader's search waits for it.
 * A second request follows after `retryMs` when the first read the content version as it was (a Sanity webhook
 * revalidates stale-while-revalidate: the first read starts the refresh). At most two requests per burst of publishes.
 * @param {{ request: () => Promise<void>, delayMs?: number, retryMs?: number }} options
 */
export function createIndexWarmer({ request, delayMs = 1000, retryMs = 2000 }) {
  let timer = null
  let running = false
  let again = false

  async function run() {
    timer = null
    if (running) {
      again = true
      return
    }
    running = true
    try {
      const before = globalThis[PUBLISHED_VERSION]
      await request().catch(() => {})
      if (!again && globalThis[PUBLISHED_VERSION] === before) {
        await new Promise((resolve) => setTimeout(resolve, retryMs).unref?.())
        if (!again) await request().catch(() => {})
      }
    } finally {
      running = false
      if (again) {
        again = false
        schedule()
      }
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, delayMs)
    timer.unref?.()
  }
  return { schedule }
}
