/**
 * What Next's page cache may keep (docs/security.md, "Threat model and bounds"): the page cache on disk
 * (./source-keyed-cache.mjs) and in Redis (./cache-handler.mjs) both ask `storable` before they write.
 *
 * - Never a not-found or error page. Every address a visitor can type is a page route (`/[slug]`, `/blog/[slug]`, …),
 *   so a cached 404 is a file per invented address: anonymous requests for unknown slugs once wrote files by the
 *   thousand, never pruned (security probe H1; docs/performance.md, "Figures behind the code"), and in Redis they would
 *   push real pages out. A 404 is rendered again when asked for (about one page render), and a CDN in front may still
 *   keep it for its s-maxage.
 * - Never an empty query result ("null" or "[]"): the data cache keys a query by its parameters, so a lookup of an
 *   invented slug is one more entry per address (hundreds in the hostile-traffic run); answering it again costs a
 *   query.
 * - Never a key with an overlong segment or an overlong key: no real slug is that long, and the file name would
 *   fail with ENAMETOOLONG (and log it) anyway.
 * - On disk, at most PAGE_CACHE_MAX_MB (default 4096) written by one server process beyond the build's own pages. The
 *   site's real pages are what fills it (the default fits 10,000 blog posts with their payloads and segments:
 *   docs/performance.md, "Figures behind the code"); past it, new pages are served but not kept (pages already kept are
 *   still updated), with one warning. At start, any error page an older server kept is removed. (Other content sources'
 *   folders stay: another server may be serving one from the same build folder.)
 * Plain JavaScript: Next imports the cache handler unbundled.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

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

/** The bytes an entry takes on disk (its body files; the small metadata file is not counted). */
export function entryBytes(data) {
  if (!data) return 0
  const size = (v) => (v == null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : (v.length ?? v.byteLength ?? 0))
  let bytes = size(data.html) + size(data.rscData) + size(data.body)
  if (data.pageData) bytes += Buffer.byteLength(JSON.stringify(data.pageData))
  if (data.segmentData) for (const [, buffer] of data.segmentData) bytes += size(buffer)
  if (data.kind === 'FETCH') bytes += Buffer.byteLength(JSON.stringify(data.data ?? ''))
  return bytes
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

/**
 * At start: removes the error pages kept under `<server>/app/_source/` (the folders of content sources other than
 * the build's; the build's own pages, its not-found page among them, are never touched). Returns what it removed,
 * for the log line and the tests.
 */
export function prunePageCache(serverDistDir) {
  const sources = path.join(serverDistDir, 'app', '_source')
  let names = []
  try {
    names = readdirSync(sources)
  } catch {
    return { errorPages: 0 }
  }
  let errorPages = 0
  for (const name of names) {
    const dir = path.join(sources, name)
    for (const meta of walk(dir).filter((f) => f.endsWith('.meta'))) {
      let status = 200
      try {
        status = JSON.parse(readFileSync(meta, 'utf8')).status ?? 200
      } catch {
        continue
      }
      if (status < 400) continue
      const base = meta.slice(0, -'.meta'.length)
      for (const file of ['.meta', '.html', '.rsc', '.body', '.segments'])
        rmSync(base + file, { recursive: true, force: true })
      errorPages++
    }
  }
  return { errorPages }
}

function walk(dir) {
  const out = []
  let entries = []
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...walk(full))
    else out.push(full)
  }
  return out
}
