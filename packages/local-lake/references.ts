/**
 * Referential integrity, as the Content Lake keeps it: a document that another document references strongly (a
 * `_ref` without `_weak: true`) cannot be deleted or unpublished; the transaction is refused with 409 naming the
 * documents that reference it. Weak references (and references from documents the same transaction deletes) do not
 * count. The Studio's delete and unpublish dialogs list the referencing documents before they get this far.
 */
import type { DocumentChanges } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { isDraftOrVersion } from './dataset/ids'
import { HttpError } from './errors'

/** Every id a value references strongly, however deep (references in arrays, objects, portable text marks). */
export function strongReferences(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, into)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record._ref === 'string' && record._weak !== true) into.add(record._ref)
    for (const [key, child] of Object.entries(record))
      if (key !== '_ref' && typeof child === 'object') strongReferences(child, into)
  }
  return into
}

/** At most this many referencing ids are named in the error (the Studio lists them itself). */
const MAX_NAMED = 10

/**
 * Throws 409 when the changes delete a document that a document left standing (as committed, or as changed by the
 * same transaction) still references strongly.
 */
export function checkReferentialIntegrity(
  committed: Iterable<SanityDocument>,
  changes: DocumentChanges,
  exists: (id: string) => boolean,
): void {
  // A published document written with a strong reference to a document that does not exist (after this
  // transaction) is refused, as Sanity refuses it; drafts and versions may reference what is not there yet.
  for (const [id, next] of changes) {
    if (!next || isDraftOrVersion(id)) continue
    for (const target of strongReferences(next)) {
      const change = changes.get(target)
      if (change === null || (change === undefined && !exists(target)))
        throw new HttpError(409, `Document "${id}" references non-existent document "${target}"`, 'mutationError', {
          items: [
            {
              error: {
                description: `References non-existent document "${target}"`,
                id,
                referenceID: target,
                type: 'documentReferenceIntegrityError',
              },
            },
          ],
        })
    }
  }
  // References name published ids: deleting a draft or a version (a discard, a publish) can break none.
  const deleted = new Set(
    [...changes].filter(([id, next]) => next === null && !isDraftOrVersion(id) && exists(id)).map(([id]) => id),
  )
  if (!deleted.size) return
  const referencedBy = new Map<string, string[]>()
  const scan = (doc: SanityDocument) => {
    for (const target of strongReferences(doc))
      if (deleted.has(target) && doc._id !== target)
        referencedBy.set(target, [...(referencedBy.get(target) ?? []), doc._id])
  }
  for (const doc of committed) if (!changes.has(doc._id)) scan(doc)
  for (const next of changes.values()) if (next) scan(next)
  const [first] = referencedBy
  if (!first) return
  const [id, from] = first
  const named = from.slice(0, MAX_NAMED).map((ref) => `"${ref}"`)
  throw new HttpError(
    409,
    `Document "${id}" cannot be deleted as there are references to it from ${named.join(', ')}${
      from.length > MAX_NAMED ? ` and ${from.length - MAX_NAMED} more` : ''
    }`,
    'documentHasExistingReferencesError',
  )
}
