/** The seed's words for a page built in code (its "Page text" document), for component tests. */
import path from 'node:path'
import { readDocumentsSync } from '@health-site/local-lake/files'
import { pageCopyFrom, type CopyPage, type PageCopyDocument } from '@/lib/site/page-copy'

const seed = path.resolve(import.meta.dirname, '../../content/seed/dataset.ndjson')

export function seedPageCopy<P extends CopyPage>(page: P) {
  const doc = readDocumentsSync(seed).find((d) => d._id === `pageCopy-${page}`) as PageCopyDocument
  return pageCopyFrom(page, doc)
}
