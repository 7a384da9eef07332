/**
 * The page cache on disk under the attack of security probe H1: anonymous requests for invented addresses each
 * rendered a 404 that Next's cache wrote to disk, never pruned. Here Next's own incremental cache runs over the
 * site's handler with a real build folder in a temporary directory, and is asked to keep what a render produces.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskBudget, entryBytes, prunePageCache, storable } from './page-cache-policy.mjs'

const require = createRequire(import.meta.url)
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js')
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')

let dir: string
const serverDistDir = () => path.join(dir, '.next', 'server')

function du(folder: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name)
      if (e.isDirectory()) walk(full)
      else {
        files++
        bytes += statSync(full).size
      }
    }
  }
  try {
    walk(folder)
  } catch {
    // no folder: nothing kept
  }
  return { files, bytes }
}

async function cacheOver() {
  const { default: CacheHandler } = await import('./cache-handler.mjs')
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir: serverDistDir(),
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'y' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: CacheHandler,
    allowedRevalidateHeaderKeys: [],
  })
}

const page = (status: number, html = `<html>${'x'.repeat(50_000)}</html>`) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('r'.repeat(50_000)),
  headers: { 'x-next-cache-tags': 'post' },
  status,
})
const ctx = (p: string) => ({
  kind: 'APP_PAGE',
  route: { kind: 'app', sourceRoute: p },
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 3600, expire: 31536000 },
})

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  mkdirSync(serverDistDir(), { recursive: true })
  // Built from another source: this server's pages go under _source/<hash>/, as on the probe's server.
  writeFileSync(path.join(dir, '.next', 'content-source'), 'local:built-from')
  process.env.CONTENT_SOURCE_ID = 'local:serving'
  delete process.env.REDIS_URL
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('page cache on disk', () => {
  it('400 not-found renders for invented slugs and one overlong slug leave nothing on disk; a real page is kept', async () => {
    const cache = await cacheOver()
    for (let i = 0; i < 400; i++) await cache.set(`/blog/probe-fill-${i}`, page(404), ctx('/blog/[slug]'))
    await cache.set(`/blog/${'b'.repeat(15_000)}`, page(200), ctx('/blog/[slug]'))
    expect(du(path.join(serverDistDir(), 'app'))).toEqual({ files: 0, bytes: 0 })
    expect(await cache.get('/blog/probe-fill-1', ctx('/blog/[slug]'))).toBeNull()

    await cache.set('/blog/real-post', page(200, '<html>real</html>'), ctx('/blog/[slug]'))
    expect(du(path.join(serverDistDir(), 'app')).files).toBeGreaterThan(0)
    const kept = await cache.get('/blog/real-post', ctx('/blog/[slug]'))
    expect(kept?.value?.html).toBe('<html>real</html>')
  })

  it('at start, kept error pages are removed; the pages stay, and other sources’ folders too', () => {
    const sources = path.join(serverDistDir(), 'app', '_source')
    const current = readdirSync(sources)[0]!
    // What an older server left: a cached 404 in this source's folder and a folder of another source.
    const old = path.join(sources, current, 'no-such-page-xyz')
    writeFileSync(`${old}.html`, 'nope')
    writeFileSync(`${old}.meta`, JSON.stringify({ status: 404 }))
    mkdirSync(path.join(sources, 'deadbeefdeadbeef'), { recursive: true })
    writeFileSync(path.join(sources, 'deadbeefdeadbeef', 'x.html'), 'old')
    expect(prunePageCache(serverDistDir())).toEqual({ errorPages: 1 })
    expect(readdirSync(sources).sort()).toEqual([current, 'deadbeefdeadbeef'].sort())
    expect(du(path.join(sources, current)).files).toBeGreaterThan(0)
    expect(readdirSync(path.join(sources, current), { recursive: true }).join(' ')).not.toContain('no-such-page')
  })

  it('the disk budget admits rewrites of kept pages but no new page past it, with one warning', () => {
    const budget = new DiskBudget(1000)
    expect(budget.admit('/a', 600)).toBe(true)
    expect(budget.admit('/b', 600)).toBe(false)
    expect(budget.admit('/a', 900)).toBe(true)
    expect(budget.bytes).toBe(900)
    expect(budget.admit('/c', 50)).toBe(true)
    expect(budget.admit('/d', 100)).toBe(false)
    expect(budget.warned).toBe(true)
  })

  it('storable: error statuses and overlong keys are refused; a found page and cached data are kept', () => {
    expect(storable('/blog/x', page(404))).toBe(false)
    expect(storable('/blog/x', page(500))).toBe(false)
    expect(storable('/blog/x', { kind: 'APP_ROUTE', status: 404 })).toBe(false)
    expect(storable(`/blog/${'x'.repeat(201)}`, page(200))).toBe(false)
    expect(storable('/blog/x', page(200))).toBe(true)
    expect(storable('abc123', { kind: 'FETCH', data: { body: '{"title":"About"}' } } as never)).toBe(true)
    // An invented slug's lookup finds nothing: not kept, or every invented address is one more file.
    expect(storable('abc124', { kind: 'FETCH', data: { body: 'null' } } as never)).toBe(false)
    expect(storable('abc125', { kind: 'FETCH', data: { body: '[]' } } as never)).toBe(false)
    // The same through @sanity/client: the content API's answer, kept by Next base64-encoded.
    const answer = (result: unknown) =>
      ({
        kind: 'FETCH',
        data: { body: Buffer.from(JSON.stringify({ query: '*', result, ms: 1 })).toString('base64') },
      }) as never
    expect(storable('abc126', answer(null))).toBe(false)
    expect(storable('abc127', answer([]))).toBe(false)
    expect(storable('abc128', answer({ title: 'About' }))).toBe(true)
    expect(storable('abc129', answer(['a']))).toBe(true)
    expect(entryBytes(page(200, 'abc'))).toBe(3 + 50_000)
  })
})
