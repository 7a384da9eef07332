/**
 * The local content backend: the site's GROQ queries evaluated by groq-js over an NDJSON dataset file, read
 * through the one dataset module (lib/content/dataset.ts) that the local Content Lake writes with. The file is
 * parsed, and each perspective built, once per version of the file; a changed file (a publish in the Studio, a
 * new seed) is picked up on the next query without a restart.
 */
import { evaluate, parse, type ExprNode } from 'groq-js'
import { Dataset, fileVersion } from './dataset'
import type { Perspective, SanityDocument } from './overlay'

const datasets = new Map<string, Promise<Dataset>>()
const parsedQueries = new Map<string, ExprNode>()

function missing(file: string): Error {
  return new Error(
    `The local dataset ${file} does not exist. Run "npm run seed" to generate it, or set LOCAL_DATASET_PATH.`,
  )
}

/** Identifies one version of the dataset file; cache keys include it so a changed file is never served stale. */
export async function datasetVersion(file: string): Promise<string> {
  try {
    return await fileVersion(file)
  } catch {
    throw missing(file)
  }
}

async function openDataset(file: string): Promise<Dataset> {
  let pending = datasets.get(file)
  if (!pending) {
    // Read-only here: the site keeps no history and never writes.
    pending = Dataset.open(file, { historyFile: false })
    datasets.set(file, pending)
    pending.catch(() => datasets.delete(file))
  }
  const dataset = await pending
  await dataset.refresh()
  return dataset
}

export async function loadLocalDataset(file: string, perspective: Perspective): Promise<SanityDocument[]> {
  await datasetVersion(file)
  return (await openDataset(file)).view(perspective)
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
  perspective: Perspective,
): Promise<T> {
  const dataset = await loadLocalDataset(file, perspective)
  const value = await evaluate(parseQuery(query), { dataset, params })
  return (await value.get()) as T
}
