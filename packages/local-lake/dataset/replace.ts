/**
 * Replacing a dataset file from another program while a lake may run on it (a test's fixture, a migration script):
 * under the dataset's write lock (`write-lock.ts`), read what the lake acknowledged (the file and its log), apply the
 * edit, write a temporary file beside it and rename it over the file. The lake loads the new file before its next
 * read or write, and its log, whose header names the file it followed, is ignored from then on.
 */
import { renameSync, writeFileSync } from 'node:fs'
import type { SanityDocument } from './overlay'
import { readDocumentsSync } from './store'
import { withWriteLockSync } from './write-lock'

export function replaceDatasetSync(file: string, edit: (documents: SanityDocument[]) => SanityDocument[]): void {
  withWriteLockSync(file, () => {
    const documents = edit(readDocumentsSync(file))
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    writeFileSync(temp, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
    renameSync(temp, file)
  })
}
