/**
 * On-demand revalidation for one changed document: the cache tags of every page that shows it (tagsForDocument,
 * pure, in ./revalidation). Called by /api/revalidate, which both Sanity's webhook and the local Content Lake's call.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export { tagsForDocument, type ChangedDocument }

/**
 * - `stale-while-revalidate` (Next's recommended 'max' profile, the default): the next request starts the fresh
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
  for (const tag of tags) revalidateTag(tag, when === 'now' ? { expire: 0 } : 'max')
  return tags
}
