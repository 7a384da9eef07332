/**
 * The revalidation webhook's side of the shared cache (lib/cache/cache-handler.mjs): before a revalidation is applied
 * here, it is recorded in Redis for every instance (`recordRevalidation`, in the handler's own module).
 */
import { recordRevalidation } from './cache-handler.mjs'

/**
 * How long a page made stale by a publish may still be served while it is rendered again: the window of Next's
 * recommended 'max' profile ("a one year window", revalidateTag's docs). lib/content/revalidate.ts passes this number
 * to Next's revalidateTag and this module records it for the other instances, so the two cannot differ.
 */
export const STALE_WINDOW_SECONDS = 60 * 60 * 24 * 365

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
  return recordRevalidation(tags, { expire: when === 'now' ? 0 : STALE_WINDOW_SECONDS }, env)
}
