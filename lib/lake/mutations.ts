/**
 * The Mutate API (`POST /data/mutate/:dataset`): create, createOrReplace, createIfNotExists, patch and delete,
 * applied in order to one working copy and committed as one transaction. Patch semantics come from
 * @sanity/mutator, the same code the Studio applies locally.
 */
import { Mutation } from '@sanity/mutator'
import { ConflictError } from '@/lib/content/dataset'
import type { SanityDocument } from '@/lib/content/overlay'
import { documentId, WorkingCopy } from './documents'
import { HttpError } from './errors'

export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' }

type Body = Record<string, unknown>

function applyPatch(doc: SanityDocument, patch: Body, timestamp: string): SanityDocument {
  const result = new Mutation({ mutations: [{ patch: { ...patch, id: doc._id } }], timestamp }).apply(doc)
  return result as SanityDocument
}

export function prepareMutations(copy: WorkingCopy, mutations: unknown, timestamp: string): MutationResult[] {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new HttpError(400, 'The body must have a non-empty "mutations" array', 'mutationError')
  const results: MutationResult[] = []
  for (const mutation of mutations) {
    const entries = mutation && typeof mutation === 'object' ? Object.entries(mutation as Body) : []
    const [op, rawBody] = entries[0] ?? []
    if (entries.length !== 1 || !rawBody || typeof rawBody !== 'object')
      throw new HttpError(400, 'Each mutation has exactly one operation', 'mutationError')
    const body = rawBody as Body
    switch (op) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        if (typeof body._type !== 'string' || !body._type)
          throw new HttpError(400, `${op}: the document needs a _type`, 'mutationError')
        const id = documentId(body._id)
        const before = copy.get(id)
        if (op === 'create' && before) throw new ConflictError(`Document by ID "${id}" already exists`)
        if (op === 'createIfNotExists' && before) {
          results.push({ id, operation: 'none' })
          break
        }
        const { _rev, _updatedAt, ...doc } = body
        void _rev
        void _updatedAt
        copy.set(id, { ...doc, _id: id, _type: body._type })
        results.push({ id, operation: before ? 'update' : 'create' })
        break
      }
      case 'patch': {
        if (body.query !== undefined)
          throw new HttpError(501, 'Patch by query is not implemented by the local Content Lake', 'notImplemented')
        const id = documentId(body.id)
        const before = copy.get(id)
        if (!before) throw new ConflictError(`Document "${id}" not found`)
        copy.checkRevision(id, body.ifRevisionID)
        const { id: _ignored, ifRevisionID, ...patch } = body
        void _ignored
        void ifRevisionID
        copy.set(id, applyPatch(before, patch, timestamp))
        results.push({ id, operation: 'update' })
        break
      }
      case 'delete': {
        if (body.query !== undefined)
          throw new HttpError(501, 'Delete by query is not implemented by the local Content Lake', 'notImplemented')
        const id = documentId(body.id)
        const existed = Boolean(copy.get(id))
        copy.set(id, null)
        results.push({ id, operation: existed ? 'delete' : 'none' })
        break
      }
      default:
        throw new HttpError(400, `Unknown mutation "${String(op)}"`, 'mutationError')
    }
  }
  return results
}

export { applyPatch }
