/**
 * History for documents, from the dataset's history file: the transactions that touched them (NDJSON, with mendoza
 * effects), a document as it was at a revision or a time (used by "restore"), and the document events the Studio's
 * history panel lists (created, edited, published, unpublished, discarded, deleted).
 */
import type { CommittedTransaction } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { DRAFTS_PREFIX, publishedIdOf } from './dataset/ids'
import { effectsFor } from './listen'

export type TransactionQuery = {
  fromTransaction?: string | null
  toTransaction?: string | null
  reverse?: boolean
  limit?: number
  excludeContent?: boolean
}

export function transactionsFor(all: CommittedTransaction[], ids: string[], query: TransactionQuery) {
  let txs = all.filter((t) => t.changes.some((c) => ids.includes(c.id)))
  if (query.fromTransaction) {
    const i = txs.findIndex((t) => t.id === query.fromTransaction)
    if (i >= 0) txs = txs.slice(i)
  }
  if (query.toTransaction) {
    const i = txs.findIndex((t) => t.id === query.toTransaction)
    if (i >= 0) txs = txs.slice(0, i + 1)
  }
  if (query.reverse) txs = [...txs].reverse()
  if (query.limit && query.limit > 0) txs = txs.slice(0, query.limit)
  return txs.map((t) => {
    const mine = t.changes.filter((c) => ids.includes(c.id))
    return {
      id: t.id,
      timestamp: t.timestamp,
      author: t.author,
      documentIDs: t.changes.map((c) => c.id),
      ...(query.excludeContent ? {} : { mutations: t.mutations }),
      effects: Object.fromEntries(mine.map((c) => [c.id, effectsFor(c)])),
    }
  })
}

/**
 * A document as it was at a revision id, or at a time (ISO string); undefined when it did not exist then. With
 * `lastRevision`, its last revision even when it is gone: a published release's versions are deleted as it publishes,
 * and the Studio lists what the release published by reading each one's last revision.
 */
export function documentAt(
  all: CommittedTransaction[],
  current: SanityDocument | undefined,
  id: string,
  at: { revision?: string | null; time?: string | null; lastRevision?: boolean },
): SanityDocument | undefined {
  if (at.lastRevision && !current) {
    for (let i = all.length - 1; i >= 0; i--) {
      const change = all[i]!.changes.find((c) => c.id === id)
      if (change?.after) return change.after
      if (change?.before) return change.before
    }
    return undefined
  }
  if (at.revision) {
    if (current?._rev === at.revision) return current
    for (const t of all)
      for (const c of t.changes) {
        if (c.id !== id) continue
        if (c.after?._rev === at.revision) return c.after
        if (c.before?._rev === at.revision) return c.before
      }
    return undefined
  }
  if (at.time) {
    let value: SanityDocument | null | undefined
    for (const t of all) {
      const change = t.changes.find((c) => c.id === id)
      if (!change) continue
      if (t.timestamp <= at.time) value = change.after
      else {
        if (value === undefined) value = change.before
        break
      }
    }
    return value === undefined ? current : (value ?? undefined)
  }
  return current
}

type HistoryEvent = Record<string, unknown> & { type: string; timestamp: string }

/**
 * The Studio's document events (newest first) for one document group (published id and its draft). Edits are not
 * events here: the Studio derives them from the transactions.
 */
export function documentEvents(all: CommittedTransaction[], requestedId: string): HistoryEvent[] {
  const pub = publishedIdOf(requestedId)
  const draft = DRAFTS_PREFIX + pub
  const out: HistoryEvent[] = []
  for (const t of all) {
    const pubChange = t.changes.find((c) => c.id === pub)
    const draftChange = t.changes.find((c) => c.id === draft)
    if (!pubChange && !draftChange) continue
    const base = { timestamp: t.timestamp, author: t.author, documentId: pub }
    const actions = t.actions
    if (actions.includes('sanity.action.document.publish') || (pubChange?.after && draftChange && !draftChange.after))
      out.push({
        ...base,
        type: 'publishDocumentVersion',
        versionId: draft,
        revisionId: t.id,
        versionRevisionId: draftChange?.before?._rev,
      })
    else if (pubChange && !pubChange.after && draftChange?.after)
      out.push({ ...base, type: 'unpublishDocument', versionId: draft, versionRevisionId: t.id })
    else if (pubChange && !pubChange.after) out.push({ ...base, type: 'deleteDocumentGroup' })
    else if (draftChange && !draftChange.after)
      out.push({
        ...base,
        type: 'deleteDocumentVersion',
        versionId: draft,
        versionRevisionId: draftChange.before?._rev,
      })
    else if (draftChange && !draftChange.before)
      out.push({ ...base, type: 'createDocumentVersion', versionId: draft, versionRevisionId: t.id })
    else if (pubChange && !pubChange.before)
      out.push({ ...base, type: 'publishDocumentVersion', versionId: pub, revisionId: t.id })
  }
  return out.reverse()
}
