/**
 * The revalidation webhook's side of the shared cache (lib/cache/cache-handler.mjs): before a revalidation is applied
 * here, it is recorded in Redis for every instance. The handler is loaded by Next outside the route's bundle, so it
 * publishes its function on globalThis and this module finds it there.
 */

/** Next's 'max' cache-life profile expires entries a year after the revalidation (pinned by the test beside this). */
export const MAX_PROFILE_EXPIRE_SECONDS = 60 * 60 * 24 * 365

type Share = (tags: string[], durations: { expire: number }) => Promise<boolean>

/**
 * True when the revalidation reached the shared cache, or there is none (no REDIS_URL: one instance, as before);
 * false when REDIS_URL is set and Redis could not record it, so the caller can ask the sender to retry.
 */
export async function shareRevalidation(
  tags: string[],
  when: 'now' | 'stale-while-revalidate',
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  if (!env.REDIS_URL?.trim() || tags.length === 0) return true
  const share = (globalThis as Record<symbol, unknown>)[Symbol.for('health-site.share-revalidation')] as
    Share | undefined
  // REDIS_URL is set but the shared handler is not loaded in this process: nothing could be shared.
  if (typeof share !== 'function') return false
  return share(tags, { expire: when === 'now' ? 0 : MAX_PROFILE_EXPIRE_SECONDS })
}
