// Writes a dataset file as `sanity dataset import` takes it (images as files to upload), from the seed or the local
// working copy, and prints the import command. Run: npx tsx scripts/seed-for-sanity.mts [dataset.ndjson] > out.ndjson
import path from 'node:path'
import { filesBySha1, readDocumentsSync } from '@health-site/local-lake'
import { SEED_IMAGES_PATH } from '../lib/defaults'
import { forSanityImport } from '../content/seed/sanity-import'

const root = path.resolve(import.meta.dirname, '..')
const source = path.resolve(process.argv[2] ?? path.join(root, 'content/seed/dataset.ndjson'))
const files = filesBySha1([path.join(root, SEED_IMAGES_PATH), path.join(path.dirname(source), 'assets')])
const docs = forSanityImport(readDocumentsSync(source) as never, files)
process.stdout.write(docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
console.error(`${docs.length} documents from ${source}. Then: npx sanity dataset import <that file> production`)
