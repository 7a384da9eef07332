/**
 * On-demand revalidation for one changed document: the cache tags of every page that shows it (tagsForDocument,
 * pure, in ./revalidation). Both ways a publish reaches the site call revalidateForDocument: the signed Sanity
 * webhook (/api/revalidate) and, in local mode, the local Content Lake's publish.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export { tagsForDocument, type ChangedDocument }

/** Set by scripts/server.mjs: called after pages were revalidated in this process. */
const PAGES_REVALIDATED = Symbol.for('health-site.pages-revalidated')

/**
 * - `now` (the default): the next request renders fresh, never the stale page. For the local lake, whose dataset
 *   file is always readable.
 * - `stale-while-revalidate` (Next's recommended 'max' profile): the next request starts the fresh render and gets
 *   the last good page meanwhile; every later one gets the new version. For the Sanity webhook: if the Content Lake
 *   is unreachable the pages keep being served (with `now`, every page that shows the type would answer 500,
 *   and every page shows the condition articles in its menu).
 */
export function revalidateForDocument(
  doc: ChangedDocument | null | undefined,
  when: 'now' | 'stale-while-revalidate' = 'now',
): string[] {
  const tags = tagsForDocument(doc)
  for (const tag of tags) revalidateTag(tag, when === 'now' ? { expire: 0 } : 'max')
  // The production server's short-lived copies of finished pages (lib/serve/compress.mjs) go too.
  if (tags.length > 0)
    (globalThis as Record<symbol, unknown> & { [PAGES_REVALIDATED]?: () => void })[PAGES_REVALIDATED]?.()
  return tags
}
