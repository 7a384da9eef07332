/**
 * The local content backend: the site's GROQ queries evaluated by groq-js over an NDJSON dataset file.
 * The file is parsed, and both perspectives are built, once per version of the file (its size and mtime);
 * a changed file is picked up on the next query without a restart.
 *
 * A broken version of the file (a line that is not JSON, a truncated write, no siteSettings document, the file
 * gone) never takes the site down once it has served content: the last good version keeps answering, one error
 * naming the file and the line is logged per broken version, and the next good version is picked up as usual.
 */
import { readFile, stat } from 'node:fs/promises'
import { evaluate, parse, type ExprNode } from 'groq-js'
import { overlay, parseNdjson, type Perspective, type SanityDocument } from './overlay'

/** `raw` is every document as stored, drafts and system documents included: server-side checks only (preview secrets). */
export type LocalView = Perspective | 'raw'

type Snapshot = { version: string; views: Record<LocalView, SanityDocument[]> }

type Caches = {
  snapshots: Map<string, Promise<Snapshot>>
  parsedQueries: Map<string, ExprNode>
  /** The last version of each file that parsed and passed the checks, served while a newer version is broken. */
  lastGood: Map<string, Snapshot>
  /** The broken version of each file whose error has been logged, so that it is logged once, not per request. */
  reported: Map<string, string>
}

/**
 * One cache per process. Next bundles pages, route handlers (sitemap, feed, search) and instrumentation separately,
 * each with its own copy of this module; kept on globalThis, the dataset is parsed and held in memory once for all
 * of them, and the last-good fallback holds for the whole process, whichever route read the file last.
 */
const CACHES = Symbol.for('health-site.local-dataset')
const caches = ((globalThis as Record<symbol, Caches | undefined>)[CACHES] ??= {
  snapshots: new Map(),
  parsedQueries: new Map(),
  lastGood: new Map(),
  reported: new Map(),
})
const { snapshots, parsedQueries, lastGood, reported } = caches

const MISSING = 'missing'

/** Identifies one version of the dataset file; cache keys include it so a changed file is never served stale. */
export async function datasetVersion(file: string): Promise<string> {
  try {
    const info = await stat(file)
    return `${info.size}:${info.mtimeMs}`
  } catch {
    if (lastGood.has(file)) return MISSING
    throw new Error(
      `The local dataset ${file} does not exist. Run "npm run seed" to generate it, or set LOCAL_DATASET_PATH.`,
    )
  }
}

async function buildSnapshot(file: string, version: string): Promise<Snapshot> {
  if (version === MISSING) throw new Error(`${file} does not exist`)
  const documents = parseNdjson(await readFile(file, 'utf8'), file)
  const published = overlay(documents, 'published')
  // Every page shows the site settings: a dataset without them is broken, not empty.
  if (!published.some((doc) => doc._type === 'siteSettings'))
    throw new Error(`${file}: no published siteSettings document (${documents.length} documents read)`)
  const snapshot = { version, views: { raw: documents, published, drafts: overlay(documents, 'drafts') } }
  lastGood.set(file, snapshot)
  reported.delete(file)
  return snapshot
}

export async function loadLocalDataset(file: string, perspective: LocalView): Promise<SanityDocument[]> {
  const version = await datasetVersion(file)
  let pending = snapshots.get(file)
  if (pending) {
    const current = await pending.catch(() => undefined)
    if (!current || current.version !== version) pending = undefined
  }
  if (!pending) {
    pending = buildSnapshot(file, version)
    snapshots.set(file, pending)
    pending.catch(() => snapshots.delete(file))
  }
  try {
    return (await pending).views[perspective]
  } catch (error) {
    const good = lastGood.get(file)
    if (!good) throw error
    if (reported.get(file) !== version) {
      reported.set(file, version)
      console.error(
        `Local dataset error: ${(error as Error).message}. Serving the last good version until the file is fixed.`,
      )
    }
    return good.views[perspective]
  }
}

function parseQuery(query: string): ExprNode {
  let tree = parsedQueries.get(query)
  if (!tree) {
    tree = parse(query)
    parsedQueries.set(query, tree)
  }
  return tree
}

export async function localFetch<T>(
  file: string,
  query: string,
  params: Record<string, unknown>,
  perspective: LocalView,
): Promise<T> {
  const dataset = await loadLocalDataset(file, perspective)
  const value = await evaluate(parseQuery(query), { dataset, params })
  return (await value.get()) as T
}
