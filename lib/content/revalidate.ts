/**
 * On-demand revalidation for one changed document: the cache tags of every page that shows it (tagsForDocument,
 * pure, in ./revalidation). Called by /api/revalidate, which both Sanity's webhook and the local Content Lake's call.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export { tagsForDocument, type ChangedDocument }

/** Set by scripts/server.mjs: called after pages were revalidated in this process. */
const PAGES_REVALIDATED = Symbol.for('health-site.pages-revalidated')

/**
 * Stale-while-revalidate (Next's recommended 'max' profile): the next request starts the fresh render and gets the
 * last good page meanwhile; every later one gets the new version. If the content API (Sanity, or the local lake)
 * is unreachable the pages keep being served: with an immediate expiry every page that shows the type would answer
 * 503, and every page shows the condition articles in its menu.
 */
export function revalidateForDocument(doc: ChangedDocument | null | undefined): string[] {
  const tags = tagsForDocument(doc)
  for (const tag of tags) revalidateTag(tag, 'max')
  // The production server's short-lived copies of finished pages (lib/serve/compress.mjs) go too.
  if (tags.length > 0)
    (globalThis as Record<symbol, unknown> & { [PAGES_REVALIDATED]?: () => void })[PAGES_REVALIDATED]?.()
  return tags
}
