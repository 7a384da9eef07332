/**
 * Next's page and data cache (`cacheHandler` in next.config.ts), written against Next's documented interface alone:
 * a class with `get`, `set`, `revalidateTag` and `resetRequestCache`, whose `get` answers `{ value, lastModified,
 * cacheControl }` or null (node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/
 * incrementalCacheHandlerPath.md, and the self-hosting guide's "Configuring Caching"). Keys are opaque: kept whole,
 * hashed into file names.
 *
 * Where entries live:
 * - One server (no REDIS_URL): files under `<build>/cache/site/<content source>/` (pages and data apart), with the
 *   tag revalidations beside them in `tags.json`, so that a restart still knows what a publish made stale. A folder
 *   per content source (CONTENT_SOURCE_ID) and analytics and ad ids: a page rendered from one dataset or project, or
 *   with other ids, is never served for another.
 * - Several instances (REDIS_URL): Redis, shared by every instance, pages keyed by the deployment (another build's
 *   HTML names other scripts), data by the content source; tag revalidations in one Redis hash (`recordRevalidation`). If
 *   Redis is unreachable or slow (300 ms), pages come from a bounded copy in the process, with one warning, and
 *   /api/revalidate answers 503 (./shared-revalidation.ts) so that Sanity retries the invalidation.
 * - `next build`: a copy in the build's process only. The build's prerendered pages are Next's own files; Next never
 *   asks a custom handler for them, so a new deployment renders each page once, on its first request.
 *
 * Tag revalidations keep the semantics of `revalidateTag(tag, 'max')` (lib/content/revalidate.ts): an entry made
 * before its tag went stale is served stale while Next renders it again in the background (a Content Lake or Sanity
 * outage keeps the last good page), one made before its tag expired is a miss. Next judges an entry stale when it is
 * older than its revalidate time, so a stale entry is handed to Next aged just past that time, its body untouched.
 *
 * Plain JavaScript: Next imports this file at run time, unbundled.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeEntry, encodeEntry, pageTags } from './entry-codec.mjs'
import { DiskBudget, pageCacheMaxBytes, storable } from './page-cache-policy.mjs'
import { boundedKey, parseTagState, sharedStore } from './shared-store.mjs'

// ---------------------------------------------------------------------------------------------------------------
// Tag state, one per process: Next makes a handler per request, and the webhook's revalidateTag runs in this process.

/** The tag state a revalidation sets: stale now; expired now (no durations, or expire 0) or after `expire` seconds. */
export function revalidationState(durations, now = Date.now()) {
  const expire = durations?.expire
  return { stale: now, expired: typeof expire === 'number' ? now + expire * 1000 : now }
}

/**
 * Settings read at request time that change what a page shows: the analytics and ad ids (lib/config.ts
 * trackingConfig; ad slots, the consent code's categories). lib/consent/consent.ts names the same list.
 */
export const PAGE_SETTINGS = ['NEXT_PUBLIC_ANALYTICS_ID', 'NEXT_PUBLIC_ADS_CLIENT_ID', 'NEXT_PUBLIC_ADS_SLOT_ID']

/**
 * The content source this server shows (CONTENT_SOURCE_ID: lib/content/source.ts) and the page settings it runs with,
 * as a short hash for names: a page rendered with other ids is never served. Unset settings leave the hash as it was.
 */
export const sourceHash = () => {
  const hash = createHash('sha256').update(process.env.CONTENT_SOURCE_ID || 'unknown')
  for (const name of PAGE_SETTINGS) {
    const value = process.env[name]?.trim()
    if (value) hash.update(`\n${name}=${value}`)
  }
  return hash.digest('hex').slice(0, 16)
}

/** Redis key of the tag-state hash for this content source. */
export function tagHashKey(store) {
  return `${store.settings.keyPrefix}tags:${sourceHash()}`
}

/**
 * Records a revalidation in Redis for every instance, before the webhook applies it here (lib/cache/shared-revalidation.ts):
 * true when Redis recorded it, false when REDIS_URL is set and it could not be (or the store could not be made), true
 * without REDIS_URL (one instance: nothing to share).
 */
export async function recordRevalidation(tags, durations, env = process.env) {
  if (!env.REDIS_URL?.trim() || tags.length === 0) return true
  // In the webhook's copy of the store modules the store is made here: quiet, as the handler's copy in the same process
  // logs the outage (in the handler's copy the handler made it first, and it reports).
  const store = sharedStore(env, { reportsOutages: false })
  if (!store) return false
  const state = revalidationState(durations)
  return store.writeTagStates(tagHashKey(store), new Map(tags.map((tag) => [tag, state])))
}

/** tag → { stale, expired }: when the tag was last revalidated, and when entries made before that expire. */
const tagStates = new Map()

/** Merges a tag state read from Redis or disk into this process's: the later revalidation wins. */
export function mergeTagState(tag, state) {
  const local = tagStates.get(tag)
  if (!local || (local.stale ?? 0) < state.stale) tagStates.set(tag, { stale: state.stale, expired: state.expired })
}

/** What the tags make of an entry made at `lastModified`: 'expired', 'stale' or 'fresh' (Next's own rules). */
export function tagVerdict(tags, lastModified, now = Date.now()) {
  let stale = false
  for (const tag of tags) {
    const state = tagStates.get(tag)
    if (!state) continue
    if (typeof state.expired === 'number' && state.expired <= now && state.expired > lastModified) return 'expired'
    if ((state.stale ?? 0) > lastModified) stale = true
  }
  return stale ? 'stale' : 'fresh'
}

/**
 * The entry as Next is to see it: a miss when a tag expired it; when a tag made it stale, aged just past its
 * revalidate time (Next then serves it and renders again in the background), or a miss if it has none (Next would
 * never render it again).
 */
export function asServed(entry, verdict, revalidateSeconds, now = Date.now()) {
  if (verdict === 'fresh') return entry
  if (verdict === 'expired' || typeof revalidateSeconds !== 'number' || revalidateSeconds <= 0) return null
  return { ...entry, lastModified: Math.min(entry.lastModified, now - revalidateSeconds * 1000 - 1) }
}

/**
 * A page that became a redirect (a renamed post's old address) while being revalidated in the background is stored
 * by Next 16.4 with its 308 status but without its Location header (the background render sets it on a response
 * nobody reads), so a cache hit would answer 308 with no target. Such an entry is a miss: the redirect is rendered
 * again in the foreground, where Next sets Location on the real response. Old addresses only, so little to render.
 */
export function isRedirectWithoutTarget(value) {
  return value?.kind === 'APP_PAGE' && value.status >= 300 && value.status < 400 && !value.headers?.location
}

const isResponseKind = (kind) => kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES'
const sha256 = (text) => createHash('sha256').update(text).digest('hex')

// ---------------------------------------------------------------------------------------------------------------
// Stores: each reads bytes (null: none; undefined: the store could not answer) and writes them.

/** One server's cache on disk. Writes go through a temporary file and a rename: a reader never sees half an entry. */
class DiskStore {
  constructor(dir) {
    this.dir = dir
    this.tagsFile = path.join(dir, 'tags.json')
  }

  file(kind, key) {
    const hash = sha256(key)
    return path.join(this.dir, kind, hash.slice(0, 2), hash)
  }

  async read(kind, key) {
    try {
      return await readFile(this.file(kind, key))
    } catch {
      return null
    }
  }

  async write(kind, key, bytes) {
    await atomicWrite(this.file(kind, key), bytes)
  }

  /** The tag states a server on this folder recorded (none, for a missing or damaged file). */
  loadTagStates() {
    try {
      const saved = JSON.parse(readFileSync(this.tagsFile, 'utf8'))
      for (const [tag, raw] of Object.entries(saved ?? {})) {
        const state = parseTagState(raw)
        if (state) mergeTagState(tag, state)
      }
    } catch {
      // No revalidation recorded yet, or a file this code did not write: nothing stale.
    }
  }

  async saveTagStates() {
    const out = {}
    for (const [tag, state] of tagStates) out[tag] = `${state.stale}:${state.expired ?? ''}`
    await atomicWrite(this.tagsFile, JSON.stringify(out))
  }
}

let tempCount = 0
async function atomicWrite(file, bytes) {
  await mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.${++tempCount}.tmp`
  try {
    await writeFile(temp, bytes)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

// One per process: the disk folders whose tag states were read, what this process wrote to disk (the budget), the
// build's in-process copy.
const loadedFolders = new Set()
let budget
const buildCopy = new Map()

function deploymentId(distDir) {
  const fromConfig = process.env.NEXT_DEPLOYMENT_ID?.trim()
  if (fromConfig) return fromConfig
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

// ---------------------------------------------------------------------------------------------------------------

export default class CacheHandler {
  constructor(options) {
    // The proxy makes a cache without a build folder; it never caches a page or a fetch.
    this.mode = !options?.serverDistDir ? 'off' : process.env.NEXT_PHASE === 'phase-production-build' ? 'build' : null
    if (this.mode) return
    const distDir = path.dirname(options.serverDistDir)
    const source = sourceHash()
    this.store = sharedStore()
    if (this.store) {
      this.mode = 'redis'
      const prefix = this.store.settings.keyPrefix
      this.pagePrefix = `${prefix}page:${deploymentId(distDir)}:${source}:`
      this.dataPrefix = `${prefix}data:${source}:`
      this.tagKey = tagHashKey(this.store)
      // Tag states already read from Redis in this request (Next calls resetRequestCache between requests).
      this.tagReads = new Map()
      return
    }
    this.mode = 'disk'
    this.disk = new DiskStore(path.join(distDir, 'cache', 'site', source))
    if (!loadedFolders.has(this.disk.dir)) {
      loadedFolders.add(this.disk.dir)
      this.disk.loadTagStates()
    }
  }

  resetRequestCache() {
    this.tagReads?.clear()
  }

  async get(key, ctx) {
    if (this.mode === 'off') return null
    const isData = ctx?.kind === 'FETCH'
    const entry = await this.read(key, isData)
    if (!entry || !entry.value || isRedirectWithoutTarget(entry.value)) return null
    // A value of the wrong kind (a corrupt or foreign entry) is a miss: Next would throw on it.
    if ((entry.value.kind === 'FETCH') !== isData) return null
    const tags = isData ? [...(ctx.tags || []), ...(ctx.softTags || [])] : pageTags(entry.value)
    // The tags' shared state, whenever Redis answers (during an outage: what this process knows).
    if (this.mode === 'redis' && this.redisAnswered) await this.syncTags(tags)
    const revalidate = isData
      ? ctx.revalidate || entry.value.revalidate
      : isResponseKind(entry.value.kind)
        ? entry.cacheControl?.revalidate
        : undefined
    return asServed(entry, tagVerdict(tags, entry.lastModified), revalidate)
  }

  /** The stored entry for `key`, or null. */
  async read(key, isData) {
    if (this.mode === 'build') return buildCopy.get(`${isData}:${key}`) ?? null
    if (this.mode === 'disk') return decodeEntry(await this.disk.read(isData ? 'data' : 'pages', key))
    const redisKey = this.redisKey(key, isData)
    const bytes = await this.store.read(redisKey)
    this.redisAnswered = bytes !== undefined
    // Redis unreachable, or without the entry (restarted empty, evicted it): this process's copy if it has one.
    if (!bytes) return this.store.local.get(redisKey) ?? null
    const entry = decodeEntry(bytes)
    if (entry) this.store.local.set(redisKey, entry, bytes.length)
    return entry
  }

  redisKey(key, isData) {
    return boundedKey(isData ? this.dataPrefix : this.pagePrefix, key)
  }

  /** Brings the given tags' shared state into this process's; false when Redis could not be read. */
  async syncTags(tags) {
    const unread = tags.filter((tag) => !this.tagReads.has(tag))
    if (unread.length === 0) return true
    const states = await this.store.tagStates(this.tagKey, unread)
    if (!states) return false
    for (const tag of unread) {
      const state = states.get(tag)
      this.tagReads.set(tag, state)
      if (state) mergeTagState(tag, state)
    }
    return true
  }

  async set(key, data, ctx) {
    if (this.mode === 'off') return
    // Not-found and error pages, empty query results and invented overlong keys are never kept (./page-cache-policy.mjs).
    if (!storable(key, data)) return
    const isData = Boolean(ctx?.fetchCache) || data?.kind === 'FETCH'
    const cacheControl = isData ? undefined : ctx?.cacheControl
    const entry = { lastModified: Date.now(), value: isData ? { ...data, tags: ctx?.tags } : data, cacheControl }
    if (this.mode === 'build') {
      buildCopy.set(`${isData}:${key}`, entry)
      return
    }
    const bytes = encodeEntry(entry)
    if (this.mode === 'disk') {
      const kind = isData ? 'data' : 'pages'
      budget ??= new DiskBudget(pageCacheMaxBytes())
      if (!budget.admit(`${kind}:${key}`, bytes.length)) return
      try {
        await this.disk.write(kind, key, bytes)
      } catch (error) {
        // A full or read-only disk: the page was served; it is rendered again next time.
        console.warn(`Page cache: could not keep an entry (${error?.code || error?.message || error}).`)
      }
      return
    }
    const redisKey = this.redisKey(key, isData)
    this.store.local.set(redisKey, entry, bytes.length)
    await this.store.write(redisKey, bytes, this.ttlSeconds(cacheControl))
  }

  /** Redis keeps an entry until the page expires, at most REDIS_MAX_TTL_SECONDS (data: that maximum). */
  ttlSeconds(cacheControl) {
    const max = this.store.settings.maxTtlSeconds
    const expire = cacheControl?.expire
    return typeof expire === 'number' && expire > 0 ? Math.max(1, Math.min(Math.ceil(expire), max)) : max
  }

  async revalidateTag(tags, durations) {
    if (this.mode === 'off' || this.mode === 'build') return
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const state = revalidationState(durations)
    for (const tag of list) {
      tagStates.set(tag, state)
      this.tagReads?.delete(tag)
    }
    if (this.mode === 'disk') {
      try {
        await this.disk.saveTagStates()
      } catch (error) {
        console.warn(`Page cache: could not record a revalidation on disk (${error?.code || error?.message || error}).`)
      }
      return
    }
    // Failure is logged once by the store; the webhook has already refused (503) a revalidation it could not share.
    await this.store.writeTagStates(this.tagKey, new Map(list.map((tag) => [tag, state])))
  }
}
