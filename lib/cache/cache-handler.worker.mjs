// One "instance" of the site for lib/cache/cache-handler.test.ts: a separate process with Next's own incremental cache
// (the object pages and fetches go through) over the shared cache handler, driven by JSON lines on stdin. Separate
// processes, because Next keeps tag state per process: two instances in one process would share it and prove nothing.
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import CacheHandler from './cache-handler.mjs'
import { recordRevalidation } from './tag-state.mjs'

const require = createRequire(import.meta.url)
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js')
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')

// A build folder that does not exist: nothing is written there (no flush to disk), and without a recorded content
// source the build's own pages are never read.
const serverDistDir = path.join(tmpdir(), `cache-worker-${process.pid}`, 'server')

function cache() {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'worker', previewModeEncryptionKey: 'x', previewModeSigningKey: 'y' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: CacheHandler,
    allowedRevalidateHeaderKeys: [],
  })
}

const route = (pathname) => ({ kind: 'app', sourceRoute: pathname })
const pageCtx = (pathname) => ({
  kind: 'APP_PAGE',
  route: route(pathname),
  isRoutePPREnabled: false,
  isFallback: false,
})

const ops = {
  async setPage({ path: pathname, html, tags, revalidate = 3600, status = 200 }) {
    const value = {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`rsc:${html}`),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status,
    }
    await cache().set(pathname, value, { ...pageCtx(pathname), cacheControl: { revalidate, expire: 31536000 } })
  },
  async getPage({ path: pathname }) {
    const entry = await cache().get(pathname, pageCtx(pathname))
    if (!entry?.value) return null
    return { isStale: entry.isStale ?? false, html: entry.value.html, rsc: entry.value.rscData?.toString() }
  },
  async setData({ key, body, tags }) {
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body, url: 'https://api.example/q', status: 200 },
      revalidate: 3600,
    }
    await cache().set(key, value, { fetchCache: true, tags, revalidate: 3600, fetchUrl: 'https://api.example/q' })
  },
  async getData({ key, tags }) {
    const entry = await cache().get(key, { kind: 'FETCH', tags, softTags: [], revalidate: 3600, fetchUrl: 'x' })
    if (!entry?.value) return null
    return { isStale: entry.isStale ?? false, body: entry.value.data.body }
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
