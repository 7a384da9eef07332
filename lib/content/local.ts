/**
 * The local content backend: the site's GROQ queries evaluated by groq-js over an NDJSON dataset file.
 * The file is parsed, and both perspectives are built, once per version of the file (its size and mtime);
 * a changed file is picked up on the next query without a restart.
 */
import { readFile, stat } from 'node:fs/promises'
import { evaluate, parse, type ExprNode } from 'groq-js'
import { overlay, parseNdjson, type Perspective, type SanityDocument } from './overlay'

/** `raw` is every document as stored, drafts and system documents included: server-side checks only (preview secrets). */
export type LocalView = Perspective | 'raw'

type Snapshot = { version: string; views: Record<LocalView, SanityDocument[]> }

const snapshots = new Map<string, Promise<Snapshot>>()
const parsedQueries = new Map<string, ExprNode>()

/** Identifies one version of the dataset file; cache keys include it so a changed file is never served stale. */
export async function datasetVersion(file: string): Promise<string> {
  try {
    const info = await stat(file)
    return `${info.size}:${info.mtimeMs}`
  } catch {
    throw new Error(
      `The local dataset ${file} does not exist. Run "npm run seed" to generate it, or set LOCAL_DATASET_PATH.`,
    )
  }
}

async function buildSnapshot(file: string, version: string): Promise<Snapshot> {
  const documents = parseNdjson(await readFile(file, 'utf8'), file)
  return {
    version,
    views: { raw: documents, published: overlay(documents, 'published'), drafts: overlay(documents, 'drafts') },
  }
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
  return (await pending).views[perspective]
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
