/**
 * `npm run check:links`: asks every external address the content links to whether it still answers, and prints the
 * dead ones with the documents and fields that use them (exit 1 when any is dead). It reads the seed dataset by
 * default, or another export: `npm run check:links -- --dataset path/to/export.ndjson`. Options: `--timeout <ms>`
 * per request (10000), `--concurrency <n>` (8). It needs the internet, so it is not part of `npm test`; its test
 * (scripts/link-check.test.ts) runs it against a server on loopback.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SEED_DATASET_PATH } from '../lib/defaults'
import { checkLinks, deadLinkReport, externalLinks } from './link-check'

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: SEED_DATASET_PATH },
    timeout: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
  },
})
const timeoutMs = Number(values.timeout)
const concurrency = Number(values.concurrency)
if (!(timeoutMs > 0) || !(concurrency >= 1)) {
  console.error('--timeout must be a positive number of ms and --concurrency at least 1')
  process.exit(2)
}

const file = path.resolve(values.dataset)
const docs = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Record<string, unknown>)
const uses = externalLinks(docs)
const urls = [...uses.keys()].sort()
console.log(`Checking ${urls.length} external links from ${path.relative(process.cwd(), file)}…`)
const started = Date.now()
const results = await checkLinks(urls, { timeoutMs, concurrency })
const dead = deadLinkReport(results, uses)
const deadCount = results.filter((r) => !r.ok).length
for (const line of dead) console.log(line)
console.log(`${urls.length - deadCount} live, ${deadCount} dead, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exitCode = deadCount ? 1 : 0
