// Regenerates content/seed/dataset.ndjson from the seed sources. Run: npm run seed
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSeedNdjson } from '../content/seed/build'

const seedDir = path.resolve(import.meta.dirname, '../content/seed')
const ndjson = await buildSeedNdjson(seedDir)
writeFileSync(path.join(seedDir, 'dataset.ndjson'), ndjson)
console.log(`Wrote ${ndjson.trimEnd().split('\n').length} documents to content/seed/dataset.ndjson`)
