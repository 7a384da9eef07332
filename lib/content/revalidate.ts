/**
 * On-demand revalidation for one changed document: the cache tags of every page that shows it, expired at once.
 * Both ways a publish reaches the site call this: the signed Sanity webhook (/api/revalidate) and, in local mode,
 * the local Content Lake (/api/local-lake/revalidate).
 */
import { revalidateTag } from 'next/cache'
import { CONTENT_TAG, documentTag, typeTags, type TypeTag } from './tags'

export type ChangedDocument = { _type: string; slug?: { current?: unknown } | null | unknown }

function isTypeTag(type: string): type is TypeTag {
  return Object.hasOwn(typeTags, type)
}

/**
 * The tags a change to this document expires: its type (every list and page that reads the type) and its own page.
 * A type the site does not tag (an image asset, a type added to the schema later) expires all content: correct,
 * if slower, rather than a page left stale.
 */
export function tagsForDocument(doc: ChangedDocument): string[] {
  if (!isTypeTag(doc._type)) return [CONTENT_TAG]
  const slug =
    doc.slug && typeof doc.slug === 'object' && 'current' in doc.slug && typeof doc.slug.current === 'string'
      ? doc.slug.current
      : undefined
  return slug ? [doc._type, documentTag(doc._type, slug)] : [doc._type]
}

/** Expires the document's tags so that the next request renders fresh (no stale page is served). */
export function revalidateForDocument(doc: ChangedDocument): string[] {
  const tags = tagsForDocument(doc)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return tags
}
