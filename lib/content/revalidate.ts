/**
 * Expires the cached pages that show a changed document. The signed Sanity webhook (/api/revalidate) calls it,
 * and the local lake's publish can call it directly: same document description, same tags.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export function revalidateDocument(doc: ChangedDocument | null | undefined): string[] {
  const tags = tagsForDocument(doc)
  // Stale-while-revalidate ('max', Next's recommended profile): the next visit starts a fresh render and every
  // visit after it gets the new version; if the content backend is down, the last good page keeps being served.
  for (const tag of tags) revalidateTag(tag, 'max')
  return tags
}
