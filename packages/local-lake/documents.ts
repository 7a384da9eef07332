/** Document ids and the working copy a transaction builds on. */
import { randomDocumentId } from './dataset/ids'
import { ConflictError, type DocumentChanges } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { HttpError } from './errors'

const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** An id from a request: `drafts.` alone gets a random suffix (as Sanity does); anything else must be valid. */
export function documentId(requested: unknown): string {
  if (requested === undefined || requested === null || requested === '') return randomDocumentId()
  if (typeof requested !== 'string') throw new HttpError(400, 'Document id must be a string', 'mutationError')
  const id = requested.endsWith('.') ? requested + randomDocumentId() : requested
  if (!VALID_ID.test(id) || id.includes('..'))
    throw new HttpError(400, `Document id "${id}" is not valid`, 'mutationError')
  return id
}

export function withoutRev(doc: SanityDocument | null | undefined): SanityDocument | null {
  if (!doc) return null
  const { _rev, ...rest } = doc
  void _rev
  return rest as SanityDocument
}

/** The documents a transaction has changed so far, over the committed state. */
export class WorkingCopy {
  readonly changes: DocumentChanges = new Map()
  constructor(readonly committed: (id: string) => SanityDocument | undefined) {}

  get(id: string): SanityDocument | null {
    if (this.changes.has(id)) return this.changes.get(id) ?? null
    const doc = this.committed(id)
    return doc ? structuredClone(doc) : null
  }

  set(id: string, doc: SanityDocument | null): void {
    this.changes.set(id, doc ? { ...doc, _id: id } : null)
  }

  /** Fails with 409 when the committed document is not at the expected revision. */
  checkRevision(id: string, expected: unknown, what = 'Document'): void {
    if (expected === undefined || expected === null) return
    const actual = this.committed(id)?._rev
    if (actual !== expected)
      throw new ConflictError(`${what} "${id}" has revision ${actual ?? '(none)'}, expected ${String(expected)}`)
  }
}
