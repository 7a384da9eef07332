/**
 * The production build served with the pseudo-locale (PSEUDO_LOCALE=1, over a temporary copy of the seed dataset with
 * the pseudo-locale's documents), for an end-to-end spec: Playwright loads specs as CommonJS, which cannot import the
 * harness's ES modules, so the spec runs this as its own process. Prints `{"origin": …}` on one line once the server
 * answers; stops the server and removes the copy on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writePseudoDataset } from '../../content/seed/pseudo-locale'
import { root } from '../../scripts/page-paths'
import { startBuild } from '../harness/serve-build'

const dir = mkdtempSync(path.join(tmpdir(), 'serve-pseudo-'))
const dataset = path.join(dir, 'dataset.ndjson')
writePseudoDataset(path.join(root, 'content/seed/dataset.ndjson'), dataset)
const server = await startBuild({ LOCAL_DATASET_PATH: dataset, PSEUDO_LOCALE: '1' })
console.log(JSON.stringify({ origin: server.origin }))
process.on('SIGTERM', () => {
  void server.stop().finally(() => {
    rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  })
})
