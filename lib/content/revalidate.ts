/**
 * Expires the cached pages that show a changed document. The signed Sanity webhook (/api/revalidate) calls it,
 * and the local lake's publish can call it directly: same document description, same tags.
 */
import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForDocument, type ChangedDocument } from './revalidation'

export function revalidateDocument(doc: ChangedDocument | null | undefined): string[] {
  const tags = tagsForDocument(doc)
  // Expire at once (not stale-while-revalidate): the next reader gets the new version.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return tags
}
