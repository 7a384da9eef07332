/**
 * On-demand revalidation for one changed document: the cache tags of every page that shows it (tagsForDocument,
 * pure, in ./revalidation). Called by /api/revalidate, which both Sanity's webhook and the local Content Lake's call.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { STALE_WINDOW_SECONDS } from '@/lib/cache/shared-revalidation'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export { tagsForDocument, type ChangedDocument }

/**
 * - `stale-while-revalidate` (the window of Next's recommended 'max' profile, one year, passed as the number the
 *   shared cache records for other instances: lib/cache/shared-revalidation.ts; the default): the next request starts the fresh
 *   render and gets the last good page meanwhile; every later one gets the new version. For Sanity: if the Content
 *   Lake is unreachable the pages keep being served (with `now`, every page that shows the type would answer 503,
 *   and every page shows the condition articles in its menu).
 * - `now`: the next request renders fresh, never the stale page. For the local lake, supervised beside the site on
 *   one machine, where an editor expects a publish to show on the very next visit.
 */
export function revalidateForDocument(
  doc: ChangedDocument | null | undefined,
  when: 'now' | 'stale-while-revalidate' = 'stale-while-revalidate',
): string[] {
  const tags = tagsForDocument(doc)
  for (const tag of tags) revalidateTag(tag, { expire: when === 'now' ? 0 : STALE_WINDOW_SECONDS })
  return tags
}
