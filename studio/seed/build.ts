/**
 * Turns the human-editable seed (YAML and Markdown in this folder) into the NDJSON dataset that the local
 * backend serves and `sanity dataset import` loads. Output is deterministic (stable keys, sorted documents)
 * so the committed dataset can be compared with a fresh build. This file only orchestrates: each builder makes
 * its documents with the shared kit (kit.ts).
 */
import path from 'node:path'
import { buildArticleDocuments } from './build-articles'
import { buildBlogDocuments } from './build-blog'
import { buildHomeDocuments } from './build-home'
import { buildSiteDocuments } from './build-site'
import { readYaml, type Doc } from './kit'

export { markdownToBlocks, type Doc } from './kit'

export function buildSeedDocuments(seedDir: string): Doc[] {
  const docs: Doc[] = [
    ...buildSiteDocuments(seedDir),
    ...buildArticleDocuments(seedDir),
    ...buildHomeDocuments(seedDir),
    ...buildBlogDocuments(seedDir),
  ]
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  for (const draft of readYaml<Array<{ _id: string; base: string; set: Record<string, unknown> }>>(
    path.join(seedDir, 'drafts.yaml'),
  ) ?? []) {
    const base = byId.get(draft.base)
    if (!base) throw new Error(`drafts.yaml: ${draft._id} is based on unknown document ${draft.base}`)
    docs.push({ ...base, ...draft.set, _id: draft._id })
  }
  return docs.sort((a, b) => a._id.localeCompare(b._id))
}

export function buildSeedNdjson(seedDir: string): string {
  return (
    buildSeedDocuments(seedDir)
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n'
  )
}
