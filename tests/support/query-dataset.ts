/**
 * Tests of the seed's content ask it a GROQ query as the site would, without a server: groq-js over the dataset
 * file's documents, seen through a perspective (published, or drafts over published) as the Content Lake sees them.
 */
import { evaluate, parse } from 'groq-js'
import { overlay, readDocumentsSync, type Perspective } from '@health-site/local-lake/files'

export async function queryDataset<T>(
  file: string,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  const dataset = overlay(readDocumentsSync(file), perspective)
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T
}
