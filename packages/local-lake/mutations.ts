/**
 * The Mutate API (`POST /data/mutate/:dataset`): create, createOrReplace, createIfNotExists, patch and delete,
 * applied in order to one working copy and committed as one transaction. Patch semantics come from
 * @sanity/mutator, the same code the Studio applies locally. A `patch` or `delete` with a `query` (and `params`)
 * instead of an `id` applies to every document the GROQ query returns, evaluated over the raw documents as they are
 * at that point of the transaction (the committed ones with the earlier mutations applied), so the read and the
 * write are one atomic step; a query that matches nothing is a no-op.
 */
import { randomBytes } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import { ConflictError } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { documentId, WorkingCopy } from './documents'
import { HttpError } from './errors'

export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' }

type Body = Record<string, unknown>

function applyPatch(doc: SanityDocument, patch: Body, timestamp: string): SanityDocument {
  let result
  try {
    result = new Mutation({ mutations: [{ patch: { ...patch, id: doc._id } }], timestamp }).apply(doc)
  } catch (error) {
    // @sanity/mutator throws a plain Error for a patch it cannot apply (`diffMatchPatch: "garbage"`): the caller's
    // mistake, answered 400, not a 500.
    throw new HttpError(
      400,
      `The patch cannot be applied: ${String((error as Error)?.message).slice(0, 200)}`,
      'mutationError',
    )
  }
  return result as SanityDocument
}

/**
 * Runs a GROQ query over the raw documents as the transaction sees them so far: the committed ones with its own
 * changes (`overrides`) applied. The lake runs it in a query worker (packages/local-lake/query-pool.ts), never on its loop.
 */
export type RawQuery = (
  query: string,
  params: Record<string, unknown>,
  overrides: Array<[string, SanityDocument | null]>,
) => Promise<unknown>

/** The ids of the documents a mutation's `query` returns (an array of documents, one document, or null). */
async function idsForQuery(copy: WorkingCopy, queryRaw: RawQuery, op: string, body: Body) {
  if (typeof body.query !== 'string' || !body.query)
    throw new HttpError(400, `${op}: "query" must be a GROQ query string`, 'mutationError')
  const params = body.params ?? {}
  if (typeof params !== 'object' || Array.isArray(params) || params === null)
    throw new HttpError(400, `${op}: "params" must be an object`, 'mutationError')
  const result = await queryRaw(body.query, params as Record<string, unknown>, [...copy.changes])
  const matched = Array.isArray(result) ? result : result === null || result === undefined ? [] : [result]
  const ids: string[] = []
  for (const doc of matched) {
    const id = doc && typeof doc === 'object' ? (doc as Body)._id : undefined
    if (typeof id !== 'string')
      throw new HttpError(400, `${op}: the query must return documents (with an _id)`, 'mutationError')
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

function patchOne(copy: WorkingCopy, id: string, body: Body, timestamp: string): MutationResult {
  const before = copy.get(id)
  if (!before) throw new ConflictError(`Document "${id}" not found`)
  copy.checkRevision(id, body.ifRevisionID)
  const { id: _id, query: _query, params: _params, ifRevisionID: _ifRevisionID, ...patch } = body
  void [_id, _query, _params, _ifRevisionID]
  copy.set(id, applyPatch(before, patch, timestamp))
  return { id, operation: 'update' }
}

function deleteOne(copy: WorkingCopy, id: string): MutationResult {
  const existed = Boolean(copy.get(id))
  copy.set(id, null)
  return { id, operation: existed ? 'delete' : 'none' }
}

/**
 * Applies the mutations to the working copy, in order. `queryRaw` finds the documents of the mutations addressed by
 * query (inside the same serialized transaction, so it sees the committed state this transaction builds on).
 */
export async function prepareMutations(
  copy: WorkingCopy,
  mutations: unknown,
  timestamp: string,
  queryRaw: RawQuery,
): Promise<MutationResult[]> {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new HttpError(400, 'The body must have a non-empty "mutations" array', 'mutationError')
  const results: MutationResult[] = []
  for (const [index, mutation] of mutations.entries()) {
    try {
      await prepareOne(copy, mutation, timestamp, queryRaw, results)
    } catch (error) {
      throw itemError(error, index, mutation)
    }
  }
  return results
}

/**
 * `autoGenerateArrayKeys=true`: every object in an array that the mutation writes gets a `_key` when it has none,
 * as Sanity adds them (the Studio needs them to edit array items; `[_key=="…"]` patches address items by them).
 * Only the values the mutations carry are keyed, never what the document already held.
 */
export function withArrayKeys(mutations: unknown): unknown {
  if (!Array.isArray(mutations)) return mutations
  const key = () => randomBytes(6).toString('hex')
  const keyed = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.map((item) => {
        const inner = keyed(item)
        return inner && typeof inner === 'object' && !Array.isArray(inner) && !('_key' in inner)
          ? { _key: key(), ...inner }
          : inner
      })
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keyed(v)]))
    return value
  }
  return mutations.map((mutation: unknown) => {
    if (!mutation || typeof mutation !== 'object') return mutation
    const [op, body] = Object.entries(mutation as Body)[0] ?? []
    if (!op || !body || typeof body !== 'object') return mutation
    if (op === 'create' || op === 'createOrReplace' || op === 'createIfNotExists') return { [op]: keyed(body) }
    if (op !== 'patch') return mutation
    const patch = { ...(body as Body) }
    for (const field of ['set', 'setIfMissing'])
      if (patch[field] && typeof patch[field] === 'object')
        patch[field] = Object.fromEntries(
          Object.entries(patch[field] as Body).map(([path, value]) => [
            path,
            // A value set at an array item's path (`items[0]`) is itself an item: it needs a key too.
            /\]$/.test(path) && value && typeof value === 'object' && !Array.isArray(value) && !('_key' in value)
              ? { _key: key(), ...(keyed(value) as Body) }
              : keyed(value),
          ]),
        )
    if (patch.insert && typeof patch.insert === 'object') {
      const insert = patch.insert as Body
      patch.insert = { ...insert, items: keyed(insert.items) }
    }
    return { patch }
  })
}

/** The kind of failure Sanity names in a mutation error's item. */
function itemType(message: string): string {
  if (/already exists/.test(message)) return 'documentAlreadyExistsError'
  if (/not found/.test(message)) return 'documentNotFoundError'
  if (/revision/i.test(message)) return 'conflictError'
  return 'validationError'
}

/**
 * A failed mutation as Sanity reports it: `{ type: 'mutationError', description, items: [{ error, index }] }`, the
 * item naming the mutation's index in the request, its document id and what went wrong (@sanity/client lists the
 * items' descriptions in its message).
 */
function itemError(error: unknown, index: number, mutation: unknown): unknown {
  const isConflict = error instanceof ConflictError
  if (!isConflict && !(error instanceof HttpError && error.type === 'mutationError')) return error
  const body = mutation && typeof mutation === 'object' ? Object.values(mutation as Body)[0] : undefined
  const rawId = body && typeof body === 'object' ? ((body as Body)._id ?? (body as Body).id) : undefined
  const description = error.message
  return new HttpError(isConflict ? 409 : error.status, `The mutation(s) failed: ${description}`, 'mutationError', {
    items: [
      {
        error: { description, type: itemType(description), ...(typeof rawId === 'string' ? { id: rawId } : {}) },
        index,
      },
    ],
  })
}

async function prepareOne(
  copy: WorkingCopy,
  mutation: unknown,
  timestamp: string,
  queryRaw: RawQuery,
  results: MutationResult[],
): Promise<void> {
  {
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
        if (body.query !== undefined) {
          for (const id of await idsForQuery(copy, queryRaw, op, body))
            results.push(patchOne(copy, id, body, timestamp))
          break
        }
        results.push(patchOne(copy, documentId(body.id), body, timestamp))
        break
      }
      case 'delete': {
        if (body.query !== undefined) {
          for (const id of await idsForQuery(copy, queryRaw, op, body)) results.push(deleteOne(copy, id))
          break
        }
        results.push(deleteOne(copy, documentId(body.id)))
        break
      }
      default:
        throw new HttpError(400, `Unknown mutation "${String(op)}"`, 'mutationError')
    }
  }
}

export { applyPatch }
