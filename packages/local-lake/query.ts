/**
 * Queries (`/data/query/:dataset`) with groq-js over the view a perspective asks for: `raw` (every document),
 * `published`, `drafts` (drafts over published), or a stack of release names over drafts. Without the token only
 * public documents exist (published, and no id with a `.` path): `raw` shows just those, and asking for drafts is 401.
 */
import { evaluate, evaluateSync, type EvaluateOptions, type ExprNode } from 'groq-js'
import type { Dataset } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { LOCAL_USER } from './auth'
import { isDraftOrVersion, isPrivateId, publishedIdOf, VERSIONS_PREFIX } from './dataset/ids'
import { HttpError, queryParseError } from './errors'
import { parseWithGeo } from './geo-query'
import { rewriteTextQueries, withDocumentText } from './text-query'

/** From API version 2025-02-19 on, a query without a perspective reads the published view. */
export function defaultPerspective(apiVersion: string): string {
  return apiVersion !== '1' && apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

/** What views come from: the dataset in the lake, its copy in a query worker. */
export type ViewSource = Pick<Dataset, 'view'>

const publicViews = new WeakMap<readonly SanityDocument[], SanityDocument[]>()

/** The published documents an anonymous reader may see (computed once per version of the dataset). */
function publicView(dataset: ViewSource): SanityDocument[] {
  const published = dataset.view('published')
  let view = publicViews.get(published)
  if (!view) {
    view = published.filter((doc) => !isPrivateId(doc._id))
    publicViews.set(published, view)
  }
  return view
}

export function viewFor(dataset: ViewSource, perspective: string, authenticated: boolean): SanityDocument[] {
  const layers = perspective
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (!authenticated) {
    // Without the token only public documents exist, whatever the perspective: no id with a `.` path.
    if (layers.length === 1 && (layers[0] === 'published' || layers[0] === 'raw')) return publicView(dataset)
    throw new HttpError(401, `The "${perspective}" perspective needs the editor token`, 'unauthorized')
  }
  if (layers.length === 1 && layers[0] === 'published') return dataset.view('published')
  if (layers.length === 1 && layers[0] === 'raw') return dataset.view('raw')
  if (layers.length === 1 && (layers[0] === 'drafts' || layers[0] === 'previewDrafts')) return dataset.view('drafts')
  // A release stack, highest priority first; published is always the base.
  const rank = (layer: string) => (layers.includes(layer) ? layers.indexOf(layer) : -1)
  const best = new Map<string, { rank: number; doc: SanityDocument }>()
  for (const doc of dataset.view('raw')) {
    const base = publishedIdOf(doc._id)
    const layer = !isDraftOrVersion(doc._id)
      ? 'published'
      : doc._id.startsWith(VERSIONS_PREFIX)
        ? (doc._id.split('.')[1] ?? '')
        : 'drafts'
    const r = layer === 'published' ? layers.length : rank(layer)
    if (r < 0) continue
    const current = best.get(base)
    if (!current || r < current.rank)
      best.set(base, { rank: r, doc: layer === 'published' ? doc : { ...doc, _id: base, _originalId: doc._id } })
  }
  return [...best.values()].map((v) => v.doc)
}

const parsed = new Map<string, ExprNode>()

/**
 * groq-js binds parameter values while parsing, so a parsed query is cached per query *and* parameters: keyed by the
 * query alone, a listener for one document would be handed the filter parsed for another. GROQ's `geo` functions
 * are made to run as they are parsed (`geo-query.ts`).
 */
export function parseGroq(query: string, params: Record<string, unknown>): ExprNode {
  const key = `${query}\u0000${JSON.stringify(params)}`
  let tree = parsed.get(key)
  if (!tree) {
    try {
      tree = parseWithGeo(query, { params })
    } catch (error) {
      throw queryParseError(query, error)
    }
    if (parsed.size > 500) parsed.clear()
    parsed.set(key, tree)
  }
  return tree
}

/**
 * What only groq-js's asynchronous evaluation runs: `diff::` and `delta::` (listen filters and webhook projections
 * are evaluated elsewhere, but a query may name them). Anything else is evaluated synchronously.
 */
const ASYNC_ONLY = /"namespace":"(?:diff|delta)"/

/** groq-js's errors for a construct its synchronous evaluation does not run (the query is then run asynchronously). */
const SYNC_UNSUPPORTED = /executeSync not supported|in evaluateSync|in evaluteSync|in synchronous mode/

/**
 * A query's value (what groq-js's `evaluate(…).get()` gives), synchronously where groq-js can: its asynchronous
 * evaluation makes every document of a scan a promise and a stream item, and costs several times as much on a large
 * dataset (the site's docs/performance.md, "Figures behind the code": groq-js). The result is the same; in a query
 * worker, a query that runs away is still ended by the pool, which terminates the thread whatever it runs.
 */
export async function evaluateQuery(tree: ExprNode, options: EvaluateOptions): Promise<unknown> {
  if (!ASYNC_ONLY.test(JSON.stringify(tree))) {
    try {
      return evaluateSync(tree, options).get()
    } catch (error) {
      if (!(error instanceof Error && SYNC_UNSUPPORTED.test(error.message))) throw error
    }
  }
  return (await evaluate(tree, options)).get()
}

export async function runQuery(
  documents: SanityDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const search = rewriteTextQueries(parseGroq(query, params))
  const dataset = search.usesText ? withDocumentText(documents) : documents
  try {
    return await evaluateQuery(search.tree, { dataset, params, identity: LOCAL_USER.id })
  } catch (error) {
    throw new HttpError(400, `Query failed: ${(error as Error).message}`, 'queryError')
  }
}

/** The answer to a query stopped by groq-js's own stack (a `match` over one enormous string in an array). */
export const TEXT_TOO_LARGE =
  'The query matched against a text of more words than the local Content Lake can tokenize in one string ' +
  '(about 500,000): match a smaller field, or use text::query(), which reads long texts in pieces'

/** `$name=<json>` search parameters, as @sanity/client sends them. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw new HttpError(400, `Parameter ${key} is not valid JSON`, 'queryParseError')
    }
  }
  return params
}
