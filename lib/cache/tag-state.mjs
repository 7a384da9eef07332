/**
 * A tag revalidation as the shared cache (lib/cache/cache-handler.mjs, REDIS_URL) records it for every instance: when
 * it happened (`stale`) and when entries made before it expire (`expired`), in one Redis hash per content source.
 * Imported by the handler, which Next loads unbundled, and by the revalidation webhook (lib/cache/shared-revalidation.ts),
 * which records a revalidation in Redis before applying it here, so that Sanity retries one that could not be shared.
 * Plain JavaScript: Next imports the handler unbundled.
 */
import { createHash } from 'node:crypto'
import { sharedStore } from './shared-store.mjs'

/** The tag state a revalidation sets: stale now; expired now (no durations, or expire 0) or after `expire` seconds. */
export function revalidationState(durations, now = Date.now()) {
  const expire = durations?.expire
  return { stale: now, expired: typeof expire === 'number' ? now + expire * 1000 : now }
}

export const sourceHash = () =>
  createHash('sha256')
    .update(process.env.CONTENT_SOURCE_ID || 'unknown')
    .digest('hex')
    .slice(0, 16)

/** Redis key of the tag-state hash for this content source. */
export function tagHashKey(store) {
  return `${store.settings.keyPrefix}tags:${sourceHash()}`
}

/**
 * Records a revalidation in Redis for every instance: true when Redis recorded it, false when REDIS_URL is set and it
 * could not be (or the store could not be made), true without REDIS_URL (one instance: nothing to share).
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
