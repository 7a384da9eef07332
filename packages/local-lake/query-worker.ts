/**
 * A query worker (packages/local-lake/query-pool.ts): runs user GROQ off the lake's request loop, over its own copy of the
 * dataset, which the pool keeps in step by sending every committed change. A runaway query here costs this thread
 * only; the pool ends it at its time limit and V8 ends it at its memory limit.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { overlay, type SanityDocument } from './dataset/overlay'
import type { ViewName } from './dataset/store'
import { LOCAL_USER } from './auth'
import { evaluateQuery, TEXT_TOO_LARGE, viewFor } from './query'
import { queryParseError } from './errors'
import { parseWithGeo } from './geo-query'
import type { SanityIdentity, WorkerReply, WorkerRequest } from './query-pool'
import { sourceMapFor } from './source-map'
import { rewriteTextQueries, withDocumentText } from './text-query'

/** `sanity::projectId()` and `sanity::dataset()`: the project and dataset this worker's pool serves. */
const sanity = (workerData as { sanity?: SanityIdentity } | null)?.sanity
const docs = new Map<string, SanityDocument>()
const views = new Map<ViewName, SanityDocument[]>()

const source = {
  view(name: ViewName): SanityDocument[] {
    let view = views.get(name)
    if (!view) {
      const all = [...docs.values()]
      view = name === 'raw' ? all : overlay(all, name)
      views.set(name, view)
    }
    return view
  },
}

/** The raw documents with a transaction's own, not yet committed, changes applied (patch and delete by query). */
function rawWith(overrides: Array<[string, SanityDocument | null]>): SanityDocument[] {
  const changed = new Map(overrides)
  const documents = source.view('raw').filter((doc) => !changed.has(doc._id))
  for (const [id, doc] of changed) if (doc) documents.push({ ...doc, _id: id })
  return documents
}

async function run(request: Extract<WorkerRequest, { type: 'run' }>): Promise<WorkerReply> {
  let documents: SanityDocument[]
  try {
    documents = request.documents
      ? request.documents
      : request.overrides
        ? rawWith(request.overrides)
        : viewFor(source, request.perspective, request.authenticated)
    if (request.system?.length) documents = [...documents, ...request.system]
  } catch (error) {
    const e = error as { status?: number; message: string; type?: string }
    return { id: request.id, error: { status: e.status ?? 400, message: e.message, type: e.type ?? 'queryError' } }
  }
  let tree
  try {
    tree = parseWithGeo(request.query, { params: request.params })
  } catch (error) {
    const e = queryParseError(request.query, error)
    return { id: request.id, error: { status: 400, message: e.message, type: e.type, details: e.details } }
  }
  const search = rewriteTextQueries(tree)
  if (search.usesText) documents = withDocumentText(documents)
  try {
    const result =
      (await evaluateQuery(search.tree, {
        dataset: documents,
        params: request.params,
        identity: LOCAL_USER.id,
        sanity,
      })) ?? null
    const json = JSON.stringify(result)
    if (json.length > request.maxResultBytes)
      return {
        id: request.id,
        error: {
          status: 413,
          message: `The query result is larger than ${request.maxResultBytes} bytes: ask for fewer documents or fields`,
          type: 'queryResultTooLarge',
        },
      }
    if (request.sourceMap)
      return { id: request.id, json, sourceMap: JSON.stringify(sourceMapFor(result, documents, request.sourceMap)) }
    return { id: request.id, json }
  } catch (error) {
    // groq-js spreads a string's tokens into one call: past its stack, a stated limit (413), not a vague failure.
    if (error instanceof RangeError && /call stack/.test(error.message))
      return { id: request.id, error: { status: 413, message: TEXT_TOO_LARGE, type: 'queryTooComplex' } }
    return {
      id: request.id,
      error: { status: 400, message: `Query failed: ${(error as Error).message}`, type: 'queryError' },
    }
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.type === 'reset') {
    docs.clear()
    for (const doc of request.docs) docs.set(doc._id, doc)
    views.clear()
  } else if (request.type === 'apply') {
    for (const [id, doc] of request.changes) {
      if (doc) docs.set(id, doc)
      else docs.delete(id)
    }
    views.clear()
  } else void run(request).then((reply) => parentPort?.postMessage(reply))
})
