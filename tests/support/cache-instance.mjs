// One "instance" of the site for lib/cache/cache-handler.test.ts: a separate process with the shared cache handler,
// called as Next calls it (get, set, revalidateTag), driven by JSON lines on stdin. Separate processes, because tag
// state is kept per process: two instances in one process would share it and prove nothing. The pages, queries and
// contexts are ./next-cache-values.mjs's, which tests/e2e/cache-entries.spec.ts holds to what Next really hands over.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import CacheHandler, { recordRevalidation } from '../../lib/cache/cache-handler.mjs'
import {
  dataGetContext,
  dataSetContext,
  dataValue,
  pageGetContext,
  pageSetContext,
  pageValue,
} from './next-cache-values.mjs'

// A build folder that does not exist: with REDIS_URL nothing is written there.
const serverDistDir = path.join(tmpdir(), `cache-worker-${process.pid}`, 'server')

// A handler per call, as Next makes one per request.
const cache = () => new CacheHandler({ serverDistDir })

/** What Next makes of an entry it is handed: stale once older than its revalidate time (then rendered again). */
const staleForNext = (entry, revalidate) => Date.now() - entry.lastModified > revalidate * 1000

const ops = {
  async setPage({ path: pathname, html, tags, revalidate = 3600, status = 200 }) {
    await cache().set(pathname, pageValue({ html, tags, status }), pageSetContext({ revalidate }))
  },
  async getPage({ path: pathname }) {
    const entry = await cache().get(pathname, pageGetContext())
    if (!entry?.value) return null
    const isStale = staleForNext(entry, entry.cacheControl.revalidate)
    return { isStale, html: entry.value.html, rsc: entry.value.rscData?.toString() }
  },
  async setData({ key, body, tags }) {
    await cache().set(key, dataValue({ body }), dataSetContext({ tags }))
  },
  async getData({ key, tags }) {
    const entry = await cache().get(key, dataGetContext({ tags }))
    if (!entry?.value) return null
    return { isStale: staleForNext(entry, 3600), body: entry.value.data.body }
  },
  async revalidate({ tags, durations }) {
    await cache().revalidateTag(tags, durations)
  },
  async share({ tags, expire }) {
    return recordRevalidation(tags, { expire })
  },
}

// Warnings are the handler's: the test reads them from stderr.
const lines = createInterface({ input: process.stdin })
lines.on('line', async (line) => {
  const { id, op, ...args } = JSON.parse(line)
  try {
    const result = await ops[op](args)
    process.stdout.write(`${JSON.stringify({ id, result: result ?? null })}\n`)
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error?.stack || error) })}\n`)
  }
})
lines.on('close', () => process.exit(0))
process.stdout.write(`${JSON.stringify({ ready: true })}\n`)
