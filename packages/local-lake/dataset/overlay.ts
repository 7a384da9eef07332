/**
 * groq-js has no perspectives, so the local backend builds Sanity's two views of a dataset itself:
 * - published: only published documents (no `drafts.` or `versions.` ids);
 * - drafts: a draft replaces its published twin, keeping the published id as `_id` and the draft id as
 *   `_originalId`, like the Content Lake's `drafts` perspective.
 */
import { isDraftId, isDraftOrVersion, publishedIdOf } from './ids'

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }
export type Perspective = 'published' | 'drafts'

export function overlay(documents: readonly SanityDocument[], perspective: Perspective): SanityDocument[] {
  const published = documents.filter((doc) => !isDraftOrVersion(doc._id))
  if (perspective === 'published') return published
  const drafts = new Map<string, SanityDocument>()
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedIdOf(doc._id), doc)
  const result: SanityDocument[] = []
  for (const doc of published) {
    const draft = drafts.get(doc._id)
    if (draft) {
      result.push({ ...draft, _id: doc._id, _originalId: draft._id })
      drafts.delete(doc._id)
    } else result.push(doc)
  }
  // Drafts of documents that were never published are part of the drafts view too.
  for (const [id, draft] of drafts) result.push({ ...draft, _id: id, _originalId: draft._id })
  return result
}

/** Parses NDJSON as `sanity dataset export` writes it; a broken line is reported with its number. */
/** One line of an NDJSON dataset as a document, or an error naming the source and the line (1-based). */
export function parseNdjsonLine(line: string, lineNumber: number, source = 'dataset'): SanityDocument {
  let doc: unknown
  try {
    doc = JSON.parse(line)
  } catch (error) {
    throw new Error(`${source}: line ${lineNumber} is not valid JSON (${(error as Error).message})`)
  }
  if (
    !doc ||
    typeof doc !== 'object' ||
    typeof (doc as SanityDocument)._id !== 'string' ||
    typeof (doc as SanityDocument)._type !== 'string'
  ) {
    throw new Error(`${source}: line ${lineNumber} is not a document with _id and _type`)
  }
  return doc as SanityDocument
}

/** The documents of an NDJSON text; blank lines are skipped. */
export function parseNdjson(text: string, source = 'dataset'): SanityDocument[] {
  const documents: SanityDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim()) documents.push(parseNdjsonLine(line, index + 1, source))
  })
  return documents
}
