/** Test helpers for checks on the committed seed: its documents, and the text a reader sees in a document. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SEED_DATASET_PATH } from '../../lib/defaults'

export type SeedDoc = { _id: string; _type: string; [key: string]: unknown }

/**
 * An English document (a document without a language is English), not a Spanish translation nor the metadata that
 * links a pair: the English content checks read these; the Spanish ones read content/seed/es.
 */
export const isEnglish = (doc: SeedDoc) => (doc.language ?? 'en') === 'en' && doc._type !== 'translation.metadata'

export function seedDocuments(): SeedDoc[] {
  return readFileSync(path.resolve(import.meta.dirname, '../..', SEED_DATASET_PATH), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SeedDoc)
}

/** The words of Portable Text and the fields that hold it (sections, callouts, tables), joined with spaces. */
export function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).join(' ')
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (node._type === 'span') return String(node.text ?? '')
    return ['children', 'content', 'rows', 'cells', 'value', 'body', 'intro', 'sections', 'title']
      .filter((key) => key in node)
      .map((key) => plainText(node[key]))
      .join(' ')
  }
  return typeof value === 'string' ? value : ''
}
