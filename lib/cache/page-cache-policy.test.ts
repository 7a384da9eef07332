/**
 * The page cache on disk (lib/cache/cache-handler.mjs without REDIS_URL), driven as Next drives it: through the
 * documented handler interface (get, set, revalidateTag), over a build folder in a temporary directory, with pages and
 * queries in the shape tests/e2e/cache-entries.spec.ts holds to what Next really hands the handler. First the flood
 * it guards against: anonymous requests for invented addresses each rendered a 404 that Next's cache wrote to disk,
 * never pruned.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_SETTINGS } from './cache-handler.mjs'
import { DiskBudget, storable } from './page-cache-policy.mjs'
import {
  dataGetContext,
  dataSetContext,
  dataValue,
  pageGetContext,
  pageSetContext,
  pageValue,
} from '@/tests/support/next-cache-values.mjs'

type Handler = import('./cache-handler.mjs').default
type Entry = { lastModified: number; value: { html?: string; rscData?: Buffer; segmentData?: Map<string, Buffer> } }

const dirs: string[] = []
let dir: string
const serverDistDir = () => path.join(dir, '.next', 'server')
const cacheFolder = () => path.join(dir, '.next', 'cache', 'site')
const YEAR = 31536000
const HOUR = 3600

function du(folder: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name)
      if (e.isDirectory()) walk(full)
      else if (e.name !== 'tags.json') {
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

/** A handler as Next makes one per request, from a fresh copy of the module when `restart` (a new server process). */
async function handler({ restart = false } = {}): Promise<Handler> {
  if (restart) vi.resetModules()
  const { default: CacheHandler } = await import('./cache-handler.mjs')
  return new CacheHandler({ serverDistDir: serverDistDir() })
}

const page = (status: number, html = `<html>${'x'.repeat(50_000)}</html>`, tags = 'post') =>
  pageValue({ html, tags: tags.split(','), status })
const pageCtx = pageSetContext({ revalidate: HOUR, expire: YEAR })
const data = (body: string) => dataValue({ body, revalidate: HOUR })
const dataCtx = (tags: string[]) => dataSetContext({ tags })
const readCtx = (tags: string[]) => dataGetContext({ tags, revalidate: HOUR })
/** What Next makes of an entry: stale once it is older than its revalidate time (then rendered again behind it). */
const staleForNext = (entry: Entry | null) => Boolean(entry && Date.now() - entry.lastModified > HOUR * 1000)
const tick = () => new Promise((r) => setTimeout(r, 5))

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  dirs.push(dir)
  process.env.CONTENT_SOURCE_ID = 'local:serving'
  delete process.env.REDIS_URL
  delete process.env.NEXT_PHASE
  delete process.env.PAGE_CACHE_MAX_MB
  vi.resetModules()
})
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('page cache on disk', () => {
  it('keeps a page whole (HTML, RSC payload, segments) and a query result, for the next request', async () => {
    const a = await handler()
    await a.set('/route-cache/APP_PAGE/abc/$/about', page(200, '<html>about</html>'), pageCtx)
    await a.set('query-1', data('{"result":{"title":"About"}}'), dataCtx(['page']))
    const b = await handler()
    const kept = (await b.get('/route-cache/APP_PAGE/abc/$/about', pageGetContext())) as Entry
    expect(kept.value.html).toBe('<html>about</html>')
    expect(kept.value.rscData?.toString()).toBe('rsc:<html>about</html>')
    expect(kept.value.segmentData?.get('/_tree')?.toString()).toBe('tree:<html>about</html>')
    expect(staleForNext(kept)).toBe(false)
    expect(await b.get('query-1', readCtx(['page']))).toMatchObject({ value: { data: { body: expect.any(String) } } })
    // A page asked for as data, or data as a page, is a miss (Next would throw on it).
    expect(await b.get('query-1', pageGetContext())).toBeNull()
    expect(await b.get('/route-cache/APP_PAGE/abc/$/about', readCtx([]))).toBeNull()
  })

  it('400 not-found renders for invented slugs and one overlong slug leave nothing on disk; a real page is kept', async () => {
    const cache = await handler()
    for (let i = 0; i < 400; i++) await cache.set(`/blog/probe-fill-${i}`, page(404), pageCtx)
    await cache.set(`/blog/${'b'.repeat(15_000)}`, page(200), pageCtx)
    await cache.set('query-empty', data('null'), dataCtx(['post']))
    expect(du(cacheFolder())).toEqual({ files: 0, bytes: 0 })
    expect(await cache.get('/blog/probe-fill-1', pageGetContext())).toBeNull()

    await cache.set('/blog/real-post', page(200, '<html>real</html>'), pageCtx)
    expect(du(cacheFolder()).files).toBe(1)
    expect(((await cache.get('/blog/real-post', pageGetContext())) as Entry).value.html).toBe('<html>real</html>')
  })

  it("a tag revalidated with 'max' serves the old page stale (Next renders it again behind it) until the new one is set", async () => {
    const a = await handler()
    await a.set('/diseases/asthma', page(200, 'v1', 'conditionArticle,doc:asthma'), pageCtx)
    await a.set('query-asthma', data('asthma v1'), dataCtx(['doc:asthma']))
    await tick()
    await a.revalidateTag(['doc:asthma'], { expire: YEAR })
    const stale = (await a.get('/diseases/asthma', pageGetContext())) as Entry
    expect(stale.value.html).toBe('v1')
    expect(staleForNext(stale)).toBe(true)
    expect(staleForNext((await a.get('query-asthma', readCtx(['doc:asthma']))) as Entry)).toBe(true)
    // Not aged past its expiry: Next answers with it at once rather than making the reader wait.
    expect(Date.now() - stale.lastModified).toBeLessThan(YEAR * 1000)
    // Another page without that tag is untouched.
    await a.set('/about', page(200, 'about', 'page'), pageCtx)
    expect(staleForNext((await a.get('/about', pageGetContext())) as Entry)).toBe(false)

    // The background render stores the new page: fresh again.
    await a.set('/diseases/asthma', page(200, 'v2', 'conditionArticle,doc:asthma'), pageCtx)
    const fresh = (await a.get('/diseases/asthma', pageGetContext())) as Entry
    expect([fresh.value.html, staleForNext(fresh)]).toEqual(['v2', false])
  })

  it('a tag expired (expire: 0) is a miss for pages and data; a page made after it is served', async () => {
    const a = await handler()
    await a.set('/privacy', page(200, 'privacy v1', 'page'), pageCtx)
    await a.set('query-privacy', data('privacy data'), dataCtx(['page']))
    await tick()
    await a.revalidateTag('page', { expire: 0 })
    expect(await a.get('/privacy', pageGetContext())).toBeNull()
    expect(await a.get('query-privacy', readCtx(['page']))).toBeNull()
    await tick()
    await a.set('/privacy', page(200, 'privacy v2', 'page'), pageCtx)
    expect(((await a.get('/privacy', pageGetContext())) as Entry).value.html).toBe('privacy v2')
  })

  it('a restarted server still knows what a publish made stale, and keeps its pages', async () => {
    const a = await handler()
    await a.set('/blog/one', page(200, 'one v1', 'post,doc:one'), pageCtx)
    await tick()
    await a.revalidateTag(['doc:one'], { expire: YEAR })
    const restarted = await handler({ restart: true })
    const entry = (await restarted.get('/blog/one', pageGetContext())) as Entry
    expect([entry.value.html, staleForNext(entry)]).toEqual(['one v1', true])
  })

  it('another content source starts empty: a page of one dataset is never served for another', async () => {
    await (await handler()).set('/about', page(200, 'from the seed', 'page'), pageCtx)
    process.env.CONTENT_SOURCE_ID = 'sanity:project:production'
    expect(await (await handler({ restart: true })).get('/about', pageGetContext())).toBeNull()
    process.env.CONTENT_SOURCE_ID = 'local:serving'
    expect(await (await handler({ restart: true })).get('/about', pageGetContext())).not.toBeNull()
  })

  it('other analytics or ad ids start empty: a page rendered with other ids (ad slots, banner) is never served', async () => {
    await (await handler()).set('/resources', page(200, 'without ads', 'resourcesPage'), pageCtx)
    for (const name of PAGE_SETTINGS) {
      vi.stubEnv(name, name === 'NEXT_PUBLIC_ANALYTICS_ID' ? 'G-AB12CD34EF' : '1234567890')
      expect(await (await handler({ restart: true })).get('/resources', pageGetContext()), name).toBeNull()
      vi.unstubAllEnvs()
    }
    expect(await (await handler({ restart: true })).get('/resources', pageGetContext())).not.toBeNull()
  })

  it('a damaged entry or tag file is a miss or nothing stale, never an error', async () => {
    const a = await handler()
    await a.set('/contact', page(200, 'contact', 'page'), pageCtx)
    const [source] = readdirSync(cacheFolder())
    const pages = path.join(cacheFolder(), source!, 'pages')
    const [shard] = readdirSync(pages)
    const [file] = readdirSync(path.join(pages, shard!))
    writeFileSync(path.join(pages, shard!, file!), Buffer.from([0xff, 0x00, 0x7b]))
    expect(await a.get('/contact', pageGetContext())).toBeNull()
    await a.set('/contact', page(200, 'contact', 'page'), pageCtx)
    writeFileSync(path.join(cacheFolder(), source!, 'tags.json'), '{"page": "not:a:state", "x": 42')
    const entry = (await (await handler({ restart: true })).get('/contact', pageGetContext())) as Entry
    expect([entry.value.html, staleForNext(entry)]).toEqual(['contact', false])
  })

  it('a stored redirect without its target is a miss, so a hit never answers 308 with nowhere to go', async () => {
    const a = await handler()
    await a.set('/blog/old', page(308, ''), pageCtx)
    await a.set('/blog/moved', pageValue({ html: '', status: 308, location: '/blog/new' }), pageCtx)
    expect(await a.get('/blog/old', pageGetContext())).toBeNull()
    expect(await a.get('/blog/moved', pageGetContext())).not.toBeNull()
  })

  it('past PAGE_CACHE_MAX_MB new pages are served but not kept, with one warning; kept pages are still updated', async () => {
    process.env.PAGE_CACHE_MAX_MB = '0.2'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const a = await handler({ restart: true })
      for (let i = 0; i < 5; i++) await a.set(`/blog/post-${i}`, page(200), pageCtx)
      expect(du(cacheFolder()).files).toBe(1)
      await a.set('/blog/post-0', page(200, `<html>${'y'.repeat(50_000)}</html>`), pageCtx)
      expect(((await a.get('/blog/post-0', pageGetContext())) as Entry).value.html).toContain('yyy')
      expect(warn.mock.calls.filter(([m]) => String(m).includes('PAGE_CACHE_MAX_MB'))).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  })

  it('the build keeps entries in its own process only: nothing is written into the build folder', async () => {
    process.env.NEXT_PHASE = 'phase-production-build'
    const a = await handler({ restart: true })
    await a.set('query-build', data('settings'), dataCtx(['siteSettings']))
    expect(await (await handler()).get('query-build', readCtx(['siteSettings']))).not.toBeNull()
    expect(du(path.join(dir, '.next'))).toEqual({ files: 0, bytes: 0 })
  })

  it('the proxy (no build folder) caches nothing', async () => {
    const { default: CacheHandler } = await import('./cache-handler.mjs')
    const proxy = new CacheHandler({})
    await proxy.set('/about', page(200), pageCtx)
    expect(await proxy.get('/about', pageGetContext())).toBeNull()
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
  })
})
