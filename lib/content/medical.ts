/**
 * The reads of a guide's or post's page keep to approved text (./approved.ts): the published document as stored,
 * checked against its approval; when it is not approved, the last approved earlier version from the document's
 * history (read with the server's token: the local editor token, or Sanity's Viewer token), shown through the same
 * fields as the page's own query. Preview (drafts, releases) is not checked: the editor sees what they edit, under
 * the preview banner and the review claim.
 */
import 'server-only'
import type { StoredMedicalDocument } from '@/lib/medical/review'
import {
  approvedVersion,
  historyFromApi,
  WithheldContentError,
  withheldIds,
  type ApprovalReader,
  type RevisionReader,
} from './approved'
import { contentConfig } from './env'
import { currentPerspective, fetchContent, type FetchOptions, type Perspective } from './fetch'
import { sanityClient, sanityFetch } from './sanity'
import { CONTENT_TAG, typeTags as t } from './tags'

const PUBLISHED_DOCUMENT = `*[_id == $id][0]`

/** The published document and its history, through the content API (the same in both modes). */
function apiReader(tags: FetchOptions['tags']): ApprovalReader {
  const config = contentConfig()
  return {
    published: (id) => fetchContent<StoredMedicalDocument | null>({ query: PUBLISHED_DOCUMENT, params: { id }, tags }),
    // History needs a token; a site without one (Sanity mode without SANITY_API_READ_TOKEN) has none to read.
    history: config.readToken
      ? historyFromApi(sanityClient(config).withConfig({ token: config.readToken }), config.dataset)
      : async () => [],
  }
}

/**
 * A page's read of a guide or post (`result`, read with `fields`), kept to approved text for readers: as read when
 * its published version is approved; else the last approved version through the same fields; else it throws
 * WithheldContentError.
 */
export async function keepToApproved<T extends { _id: string } | null>(
  result: T,
  fields: string,
  params: Record<string, unknown>,
  tags: FetchOptions['tags'],
  reader: ApprovalReader = apiReader(tags),
): Promise<T> {
  if (!result || (await currentPerspective()) !== 'published') return result
  const verdict = await approvedVersion(result._id, reader)
  if (verdict.kind === 'current') return result
  if (verdict.kind === 'earlier')
    return fetchContent<T>({ query: `$doc${fields}`, params: { ...params, doc: verdict.doc }, tags })
  throw new WithheldContentError(result._id)
}

const MEDICAL_TYPES = '["conditionArticle", "blogPost"]'
const medicalTags = [t.conditionArticle, t.blogPost]

/** The published guides and posts through the content API: revisions cached and tagged, whole documents read once. */
const listReader: RevisionReader = {
  revisions: () =>
    fetchContent<Array<{ _id: string; _rev: string }>>({
      query: `*[_type in ${MEDICAL_TYPES}]{_id, _rev}`,
      tags: medicalTags,
    }),
  // Cached and tagged as every published read (a read that skipped the cache would make every page that lists
  // guides render on demand); each revision is judged once per server, from `verdicts`, after that.
  documents: (ids) =>
    sanityFetch<StoredMedicalDocument[]>(
      contentConfig(),
      `*[_type in ${MEDICAL_TYPES} && _id in $ids]`,
      { ids },
      'published',
      { tags: [CONTENT_TAG, ...medicalTags], revalidate: contentConfig().revalidateSeconds },
    ),
}

/** Each published revision's verdict, kept for this server's life (a revision never changes). */
const verdicts = new Map<string, boolean>()
const MAX_VERDICTS = 50_000

/**
 * The ids of published guides and posts that readers' lists leave out (navigation, blog index, feed, search, sitemap):
 * their published version is not approved, so their page shows an earlier approved one or is being updated. None
 * in preview, where the editor sees what they edit.
 */
export async function withheldFromLists(
  perspective?: Perspective,
  reader: RevisionReader = listReader,
): Promise<Set<string>> {
  if ((perspective ?? (await currentPerspective())) !== 'published') return new Set()
  if (verdicts.size > MAX_VERDICTS) verdicts.clear()
  return withheldIds(reader, verdicts)
}

/**
 * A guide's or post's page without the related guides readers' lists leave out (`withheldFromLists`): their card
 * would show text no reviewer approved, and lead to a page that is being updated.
 */
export async function withoutWithheldRelated<T extends { relatedGuides?: Array<{ _id: string } | null> | null } | null>(
  doc: T,
  perspective?: Perspective,
  reader?: RevisionReader,
): Promise<T> {
  if (!doc?.relatedGuides?.length) return doc
  const withheld = await withheldFromLists(perspective, reader)
  if (withheld.size === 0) return doc
  return { ...doc, relatedGuides: doc.relatedGuides.filter((guide) => !guide || !withheld.has(guide._id)) }
}
