/**
 * The content an e2e test expects on a page, read from the dataset the servers serve (E2E_DATASET, the run's copy of
 * the seed) by document id or type, never by the seed's wording (docs/testing.md, "What a test may pin"):
 * when an editor rewords a title or a sentence in the seed, the test expects the new words with it. A spec keeps a
 * literal only for the interface's own words (headings, buttons and messages written in code) and the spec's texts.
 */
import { readDataset, type TestDocument } from './e2e-dataset'

let documents: TestDocument[] | undefined

/** The published English documents, as the run started (read once per worker, before any test edits content). */
export function servedDocuments(): TestDocument[] {
  documents ??= readDataset().filter(
    (d) => !d._id.includes('.') && ((d.language as string | undefined) ?? 'en') === 'en',
  )
  return documents
}

export function servedDoc(id: string): TestDocument {
  const doc = servedDocuments().find((d) => d._id === id)
  if (!doc) throw new Error(`the e2e dataset has no published document ${id}`)
  return doc
}

export const servedOfType = (type: string): TestDocument[] => servedDocuments().filter((d) => d._type === type)

export const slugOf = (doc: TestDocument): string => String((doc.slug as { current?: string } | undefined)?.current)

/** A string field of a document by id (`title` unless named), failing when it is not a non-empty string. */
export function fieldOf(id: string, field = 'title'): string {
  const value = servedDoc(id)[field]
  if (typeof value !== 'string' || !value) throw new Error(`${id} has no ${field}`)
  return value
}

/** The condition guide at /diseases/<slug>. */
export const guide = (slug: string): TestDocument => servedDoc(`condition-${slug}`)

/** The blog post at /blog/<slug>. */
export function post(slug: string): TestDocument {
  const found = servedOfType('blogPost').find((d) => slugOf(d) === slug)
  if (!found) throw new Error(`the e2e dataset has no post /blog/${slug}`)
  return found
}

/** The site's name, as the title of every page ends ("… | <name>"). */
export const siteName = (): string => fieldOf('siteSettings', 'organizationName')
