/**
 * Turns the human-editable seed (YAML and Markdown in this folder) into the NDJSON dataset that the local
 * backend serves and `sanity dataset import` loads. Output is deterministic (stable keys, sorted documents)
 * so the committed dataset can be compared with a fresh build. This file only orchestrates: each builder makes
 * its documents with the shared kit (kit.ts). The seed has no drafts: one would go live with the next publish.
 */
import { buildArticleDocuments } from './build-articles'
import { buildBlogDocuments } from './build-blog'
import { buildHomeDocuments } from './build-home'
import { buildSiteDocuments } from './build-site'
import type { Doc } from './kit'

export { markdownToBlocks, type Doc } from './kit'

export function buildSeedDocuments(seedDir: string): Doc[] {
  const docs: Doc[] = [
    ...buildSiteDocuments(seedDir),
    ...buildArticleDocuments(seedDir),
    ...buildHomeDocuments(seedDir),
    ...buildBlogDocuments(seedDir),
  ]
  return docs.sort((a, b) => a._id.localeCompare(b._id))
}

export function buildSeedNdjson(seedDir: string): string {
  return (
    buildSeedDocuments(seedDir)
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n'
  )
}
