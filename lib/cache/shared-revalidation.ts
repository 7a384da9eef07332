/**
 * The revalidation webhook's side of the shared cache (lib/cache/cache-handler.mjs): before a revalidation is applied
 * here, it is recorded in Redis for every instance (./tag-state.mjs, imported by the handler too).
 */
import { recordRevalidation } from './tag-state.mjs'

/** Next's 'max' cache-life profile expires entries a year after the revalidation (pinned by the test beside this). */
export const MAX_PROFILE_EXPIRE_SECONDS = 60 * 60 * 24 * 365

/**
 * True when the revalidation reached the shared cache, or there is none (no REDIS_URL: one instance, as before);
 * false when REDIS_URL is set and Redis could not record it, so the caller can ask the sender to retry.
 */
export async function shareRevalidation(
  tags: string[],
  when: 'now' | 'stale-while-revalidate',
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  // One instance (no REDIS_URL): nothing to share.
  if (!env.REDIS_URL?.trim() || tags.length === 0) return true
  return recordRevalidation(tags, { expire: when === 'now' ? 0 : MAX_PROFILE_EXPIRE_SECONDS }, env)
}
