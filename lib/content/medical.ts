/**
 * The reads of a guide's or post's page keep to approved text (./approved.ts): the published document as stored,
 * checked against its approval; when it is not approved, the last approved earlier version from the document's
 * history (read with the server's token: the local editor token, or Sanity's Viewer token), shown through the same
 * fields as the page's own query. Preview (drafts, releases) is not checked: the editor sees what they edit, under
 * the preview banner and the review claim.
 */
import 'server-only'
import type { StoredMedicalDocument } from '@/lib/medical/review'
import { approvedVersion, historyFromApi, WithheldContentError, type ApprovalReader } from './approved'
import { contentConfig } from './env'
import { currentPerspective, fetchContent, type FetchOptions } from './fetch'
import { sanityClient } from './sanity'

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
