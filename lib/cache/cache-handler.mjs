/**
 * Next's page and data cache (`cacheHandler` in next.config.ts). Without REDIS_URL it is the source-keyed file-system
 * cache (./source-keyed-cache.mjs), exactly. With REDIS_URL, pages and cached data live in Redis, shared by every
 * instance of the site, and tag revalidations are shared too, keeping the semantics of `revalidateTag(tag, 'max')`:
 *
 * - Each tag's last revalidation is a hash field in Redis: when it happened (`stale`) and when entries made before it
 *   expire (`expired`: now for `{ expire: 0 }`, a year on for 'max'). Next keeps tag state per process (its tags
 *   manifest), so on every read the entry's tags are fetched from Redis and merged into that manifest; Next's
 *   incremental cache then does what it does for a single instance: an entry made before a tag went stale is served
 *   stale and rendered again in the background (a Content Lake outage keeps the last good page), one whose tag
 *   expired is a miss. Other Redis handlers delete entries on revalidation, which turns an outage into errors.
 * - Page entries are keyed by the deployment (NEXT_DEPLOYMENT_ID, else the build id): another build's HTML names
 *   other scripts. Data entries are keyed by the content source only; both carry the content source (as the file
 *   cache does), so a page of one project or dataset is never served for another.
 * - Redis unreachable or slow (300 ms): pages are served from a bounded in-process copy, written through on every
 *   read and write, with one warning; Redis is used again as soon as it answers. /api/revalidate answers 503 then
 *   (see sharedRevalidation), so Sanity retries the invalidation that could not be shared.
 *
 * Plain JavaScript: Next imports this file at run time, unbundled.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { decodeEntry, encodeEntry, pageTags } from './entry-codec.mjs'
import { storable } from './page-cache-policy.mjs'
import { boundedKey, sharedStore } from './shared-store.mjs'
import SourceKeyedCache, { isRedirectWithoutTarget } from './source-keyed-cache.mjs'
import { revalidationState, sourceHash, tagHashKey } from './tag-state.mjs'

const require = createRequire(import.meta.url)
// The manifest Next's incremental cache reads tag state from (one per process: Next loads it unbundled).
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** Merges a tag state read from Redis into the process's manifest: the later revalidation wins. */
export function mergeTagState(tag, remote) {
  const local = tagsManifest.get(tag)
  if (!local || (local.stale ?? 0) < remote.stale) {
    tagsManifest.set(tag, { stale: remote.stale, expired: remote.expired })
  }
}

/** Whether an entry made at `lastModified` is expired by one of its tags (Next's rule, from the manifest). */
function expiredByTags(tags, lastModified, now = Date.now()) {
  return tags.some((tag) => {
    const expired = tagsManifest.get(tag)?.expired
    return typeof expired === 'number' && expired <= now && expired > lastModified
  })
}

function deploymentId(distDir) {
  const fromConfig = process.env.NEXT_DEPLOYMENT_ID?.trim()
  if (fromConfig) return fromConfig
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

const isResponseKind = (kind) => kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES'

export default class CacheHandler extends SourceKeyedCache {
  constructor(ctx) {
    super(ctx)
    // The build writes its prerendered pages to the build folder as before (they are the file cache's seed).
    this.store = this.disabled || process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedStore()
    if (!this.store) return
    const prefix = this.store.settings.keyPrefix
    const source = sourceHash()
    this.pagePrefix = `${prefix}page:${deploymentId(path.dirname(ctx.serverDistDir))}:${source}:`
    this.dataPrefix = `${prefix}data:${source}:`
    this.tagKey = tagHashKey(this.store)
    // Tag states already read in this request (Next calls resetRequestCache between requests).
    this.tagReads = new Map()
  }

  resetRequestCache() {
    this.tagReads?.clear()
  }

  redisKey(key, isData) {
    return boundedKey(isData ? this.dataPrefix : this.pagePrefix, key)
  }

  /** Brings the given tags' shared state into this process's manifest; false when Redis could not be read. */
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

  async get(key, ctx) {
    if (!this.store) return super.get(key, ctx)
    const isData = ctx.kind === 'FETCH'
    const redisKey = this.redisKey(key, isData)
    const bytes = await this.store.read(redisKey)
    let entry = null
    if (bytes === undefined) {
      // Redis unavailable: this process's copy, judged by the tag state this process knows.
      entry = this.store.local.get(redisKey) ?? null
    } else if (bytes !== null) {
      entry = decodeEntry(bytes)
      // A value of the wrong kind (a corrupt or foreign entry) is a miss: Next would throw on it.
      if (entry && entry.value && (entry.value.kind === 'FETCH') !== isData) entry = null
      if (entry) this.store.local.set(redisKey, entry, bytes.length)
    } else {
      // Not in Redis (it restarted empty, or evicted the entry): this process's copy if it has one, else the build's
      // own prerendered page when this server shows the content it was built from.
      entry = this.store.local.get(redisKey) ?? (!isData && this.prefix === '' ? await super.get(key, ctx) : null)
    }
    if (!entry || isRedirectWithoutTarget(entry.value)) return null
    const tags = isData ? [...(ctx.tags || []), ...(ctx.softTags || [])] : pageTags(entry.value)
    if (bytes !== undefined) await this.syncTags(tags)
    // Next expires fetch entries itself; for pages it asks the handler to (as the file cache does).
    if (!isData && entry.value && isResponseKind(entry.value.kind) && expiredByTags(tags, entry.lastModified))
      return null
    return entry
  }

  async set(key, data, ctx) {
    if (!this.store) return super.set(key, data, ctx)
    // Not-found and error pages, and invented overlong keys, are never kept (./page-cache-policy.mjs).
    if (!storable(key, data)) return
    const isData = Boolean(ctx.fetchCache)
    const cacheControl = isData ? undefined : ctx.cacheControl
    const entry = { lastModified: Date.now(), value: isData ? { ...data, tags: ctx.tags } : data, cacheControl }
    const bytes = encodeEntry(entry)
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
    if (!this.store) return super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const state = revalidationState(durations)
    for (const tag of list) {
      mergeTagState(tag, state)
      this.tagReads.delete(tag)
    }
    // Failure is logged once by the store; the webhook has already refused (503) a revalidation it could not share.
    await this.store.writeTagStates(this.tagKey, new Map(list.map((tag) => [tag, state])))
  }
}
