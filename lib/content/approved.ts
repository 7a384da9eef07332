/**
 * The site's own check on medical pages, behind the Studio's review gate and the local lake's: a guide or post whose
 * published version is not approved (written around the gate, by an import, a script or a token in Sanity mode) is
 * not shown. The page shows the last published version that was approved instead, read from the document's history;
 * with none to be found (no history token, a history past its retention, never approved), the read fails, so a page
 * Next already holds keeps being served and a page never rendered answers with the error page until a reviewer
 * approves the text.
 */
import type { SanityClient } from '@sanity/client'
import { isApprovedForReaders, type StoredMedicalDocument } from '@/lib/medical/review'

/** How many earlier revisions are read back, newest first, to find the last approved one. */
export const MAX_REVISIONS_BACK = 20

/** What the check reads: the published document as stored, and its earlier published revisions. */
export type ApprovalReader = {
  /** The published document, whole (every field the fingerprint covers). */
  published: (id: string) => Promise<StoredMedicalDocument | null>
  /** Earlier versions of the published document, newest first (at most `limit`); none without a history. */
  history: (id: string, limit: number) => Promise<StoredMedicalDocument[]>
}

export type Verdict =
  /** The published version is approved: show it. */
  | { kind: 'current' }
  /** It is not; this earlier published version is the last approved one. */
  | { kind: 'earlier'; doc: StoredMedicalDocument }
  /** It is not, and no approved version was found. */
  | { kind: 'withheld' }

/** Thrown by a read that has no approved version to show (the page's error boundary answers for it). */
export class WithheldContentError extends Error {
  constructor(readonly documentId: string) {
    super(`"${documentId}" is being updated: its published version is not medically approved`)
    this.name = 'WithheldContentError'
  }
}

export async function approvedVersion(id: string, reader: ApprovalReader): Promise<Verdict> {
  const published = await reader.published(id)
  if (!published || isApprovedForReaders(published)) return { kind: 'current' }
  let earlier: StoredMedicalDocument[] = []
  try {
    earlier = await reader.history(id, MAX_REVISIONS_BACK)
  } catch {
    earlier = [] // no history to read (no token, the API down): nothing approved to fall back on
  }
  const doc = earlier.find((version) => version._id === id && isApprovedForReaders(version))
  return doc ? { kind: 'earlier', doc } : { kind: 'withheld' }
}

/** A transaction as the history API lists it (NDJSON, one a line). */
type HistoryTransaction = { id: string; timestamp?: string }

/**
 * A document's earlier published versions through Sanity's history API (`/data/history`, which the local lake answers
 * too), newest first: the version after each of its latest transactions, then the one before the first of them (a
 * dataset's imported state). The client must carry a token.
 */
export function historyFromApi(client: SanityClient, dataset: string): ApprovalReader['history'] {
  const base = `/data/history/${encodeURIComponent(dataset)}`
  return async (id, limit) => {
    const listed = await client.request<unknown>({
      uri: `${base}/transactions/${encodeURIComponent(id)}?excludeContent=true`,
    })
    const lines = typeof listed === 'string' ? listed.split('\n') : []
    const transactions = lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as HistoryTransaction)
    const newestFirst = [...transactions].reverse().slice(0, limit)
    const at = async (query: string) =>
      (
        await client.request<{ documents?: StoredMedicalDocument[] }>({
          uri: `${base}/documents/${encodeURIComponent(id)}?${query}`,
        })
      ).documents?.[0] ?? null
    const versions = await Promise.all(newestFirst.map((tx) => at(`revision=${encodeURIComponent(tx.id)}`)))
    const first = transactions.at(0)?.timestamp
    if (first && newestFirst.length < limit)
      versions.push(await at(`time=${encodeURIComponent(new Date(Date.parse(first) - 1).toISOString())}`))
    return versions.filter((doc): doc is StoredMedicalDocument => doc !== null)
  }
}

/**
 * What the lists read (navigation, blog index and feed, search, sitemap): the ids of published guides and posts whose
 * published version is not approved, so a list leaves them out, as their page shows only approved text. Each
 * revision is judged once (`verdicts`, by id and revision): a list's read asks only for the revisions, and the whole
 * documents only of revisions not judged yet.
 */
export type RevisionReader = {
  /** Every published guide and post: its id and revision. */
  revisions: () => Promise<Array<{ _id: string; _rev: string }>>
  /** These published documents, whole. */
  documents: (ids: string[]) => Promise<StoredMedicalDocument[]>
}

/**
 * Documents read whole at once while judging revisions: a small batch of long guides stays well under the size Next
 * keeps as one data-cache entry.
 */
export const JUDGE_BATCH = 10

export async function withheldIds(reader: RevisionReader, verdicts: Map<string, boolean>): Promise<Set<string>> {
  const revisions = await reader.revisions()
  const key = (doc: Record<string, unknown>) => `${String(doc._id)}@${String(doc._rev)}`
  const unknown = revisions.filter((doc) => !verdicts.has(key(doc))).map((doc) => doc._id)
  for (let i = 0; i < unknown.length; i += JUDGE_BATCH)
    for (const doc of await reader.documents(unknown.slice(i, i + JUDGE_BATCH)))
      verdicts.set(key(doc), isApprovedForReaders(doc))
  // A revision read as a list's but gone by the time its document was read counts as approved until the next read.
  return new Set(revisions.filter((doc) => verdicts.get(key(doc)) === false).map((doc) => doc._id))
}
