/**
 * The server's cache of search responses (lib/serve/search-cache.mjs) on a real HTTP server, wired as
 * scripts/server.mjs wires it (the search cache, then the compressor, then a stand-in for Next.js that renders a
 * search page with the current "content"): what is kept and sent again, what is never kept, the bounds under a
 * flood of distinct texts, and that a publish (in this process, from another instance, or a new content version)
 * makes the next search show the new content.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { routes } from '@/lib/site/routes'
import { createCompressor } from './compress.mjs'
import {
  createIndexWarmer,
  createSearchCache,
  PUBLISHED_VERSION,
  SEARCH_CACHE_LIMITS,
  SEARCH_PATH,
  searchCacheKey,
} from './search-cache.mjs'

type Cache = ReturnType<typeof createSearchCache>
const globals = globalThis as Record<symbol, unknown>

let server: Server
let origin: string
let cache: Cache
let clock = 1_000_000
/** What the stand-in renders: "the content", and how each search answers. */
let content = 'v1'
let renders = 0
let renderDelayMs = 0
let answer: { status: number; type: string; cookie?: string } = { status: 200, type: 'text/html; charset=utf-8' }

function useCache(options: Partial<Parameters<typeof createSearchCache>[0]> = {}) {
  cache = createSearchCache({ checkMs: 500, now: () => clock, ...options })
}

beforeAll(async () => {
  const compress = createCompressor({ staticDir: mkdtempSync(path.join(tmpdir(), 'static-')), responseMs: 500 })
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return
    if (compress(req, res)) return
    renders++
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? ''
    const version = content
    setTimeout(() => {
      // What lib/content/search.ts does while rendering: it records the content version it read.
      globals[PUBLISHED_VERSION] = `published:${version}`
      res.statusCode = answer.status
      res.setHeader('content-type', answer.type)
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('x-robots-tag', 'noindex')
      res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch')
      if (answer.cookie) res.setHeader('set-cookie', answer.cookie)
      // Streamed in parts, as a React render is: the compressor compresses it as it streams.
      res.write(`<!DOCTYPE html><html><head><meta name="robots" content="noindex, follow"></head><body>`)
      res.write(`<p>Results for ${q.replace(/[<&]/g, '')} in content ${version}</p>${'<li>result</li>'.repeat(50)}`)
      res.end('</body></html>')
    }, renderDelayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  useCache()
  content = 'v1'
  renders = 0
  renderDelayMs = 0
  answer = { status: 200, type: 'text/html; charset=utf-8' }
  delete globals[PUBLISHED_VERSION]
})
afterEach(() => delete globals[PUBLISHED_VERSION])

type Got = { status: number; headers: IncomingHttpHeaders; bytes: Buffer; text: string }
/** A request with raw bytes kept (fetch would decompress them), decoded here. */
function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Got>((resolve, reject) => {
    const req = request(origin + target, { method, headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        const text = (
          bytes.length === 0
            ? bytes
            : coding === 'br'
              ? brotliDecompressSync(bytes)
              : coding === 'gzip'
                ? gunzipSync(bytes)
                : bytes
        ).toString()
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
const search = (text: string, page = 1, headers: Record<string, string> = {}) => get(routes.search(text, page), headers)

/** The headers that say what the response is (not when or over which connection it was sent). */
function meaning(headers: IncomingHttpHeaders) {
  const of = ['date', 'connection', 'keep-alive', 'transfer-encoding']
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !of.includes(name)))
}

describe('searchCacheKey', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers })

  it('takes the search addresses the site writes, one key per text, page and coding', () => {
    expect(SEARCH_PATH).toBe(routes.search())
    const a = searchCacheKey(req(routes.search('blood pressure')), 'br')
    expect(a).not.toBeNull()
    expect(searchCacheKey(req(routes.search('blood pressure', 2)), 'br')).not.toBe(a)
    expect(searchCacheKey(req(routes.search('blood pressure')), 'gzip')).not.toBe(a)
    expect(searchCacheKey(req(routes.search('café ｃａｆｅ "x" <b>')), 'identity')).not.toBeNull()
    // What a browser's GET form sends for the header box.
    expect(searchCacheKey(req('/search?q=blood+pressure'), 'br')).toBe(a)
  })

  it('passes everything else to Next.js', () => {
    const none = [
      req('/search'),
      req('/search?q='),
      req('/search?q=+++'),
      req('/search?q=a%20b'), // not the form's own encoding
      req('/search?page=2&q=a'),
      req('/search?q=a&q=b'),
      req('/search?q=a&utm_source=x'),
      req(`/search?q=${'a'.repeat(600)}`),
      req('/searches?q=a'),
      req('/about?q=a'),
      req(routes.search('a'), {}, 'POST'),
      req(routes.search('a'), { range: 'bytes=0-10' }),
      req(routes.search('a'), { authorization: 'Basic eDp5' }),
      req(routes.search('a'), { cookie: 'theme=dark; __prerender_bypass=1' }),
      req(routes.search('a'), { rsc: '1' }),
      req(routes.search('a'), { 'next-router-prefetch': '1' }),
    ]
    for (const r of none) expect(searchCacheKey(r, 'br'), `${r.method} ${r.url}`).toBeNull()
  })
})

describe('search cache over HTTP', () => {
  it('answers a repeated search without Next.js, with the same status, headers and bytes', async () => {
    const first = await search('heart')
    expect(first.text).toContain('Results for heart in content v1')
    expect(renders).toBe(1)
    const again = await search('heart')
    expect(renders).toBe(1)
    expect(again.status).toBe(200)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    const { 'content-length': length, ...headers } = meaning(again.headers)
    expect(headers).toEqual(meaning(first.headers))
    expect(Number(length)).toBe(again.bytes.length)
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.headers['x-robots-tag']).toBe('noindex')
    expect(again.headers.vary).toContain('Accept-Encoding')
    // Each coding is its own entry; HEAD is answered from the GET's entry, without a body.
    const gzip = await search('heart', 1, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toBe(first.text)
    expect(renders).toBe(2)
    const head = await get(routes.search('heart'), {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.bytes.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(first.bytes.length))
    expect(renders).toBe(2)
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 2 })
  })

  it('keeps only complete 200 HTML pages that set no cookie', async () => {
    for (const [i, a] of [
      { status: 503, type: 'text/html; charset=utf-8' },
      { status: 404, type: 'text/html; charset=utf-8' },
      { status: 200, type: 'text/plain' },
      { status: 200, type: 'text/html', cookie: 'x=1' },
    ].entries()) {
      answer = a
      await search(`word${i}`)
      await search(`word${i}`)
    }
    expect(renders).toBe(8)
    expect(cache.stats().entries).toBe(0)
    // A HEAD alone keeps nothing; a request with a draft-mode cookie is rendered each time.
    answer = { status: 200, type: 'text/html; charset=utf-8' }
    await get(routes.search('lone'), {}, 'HEAD')
    await get(routes.search('lone'), { cookie: '__prerender_bypass=1' })
    await get(routes.search('lone'), { cookie: '__prerender_bypass=1' })
    expect(renders).toBe(11)
    expect(cache.stats().entries).toBe(0)
  })

  it('a flood of distinct texts never holds more than its bound, and keeps the texts asked most recently', async () => {
    useCache({ limits: { maxEntries: 40, maxBytes: 64 * 1024 } })
    let peakEntries = 0
    let peakBytes = 0
    await search('popular')
    for (let i = 0; i < 600; i++) {
      await search(`flood ${i} ${'z'.repeat(i % 150)}`)
      if (i % 10 === 0) await search('popular') // asked again and again: it stays
      const { entries, bytes } = cache.stats()
      peakEntries = Math.max(peakEntries, entries)
      peakBytes = Math.max(peakBytes, bytes)
    }
    expect(peakEntries).toBeLessThanOrEqual(40)
    expect(peakBytes).toBeLessThanOrEqual(64 * 1024)
    expect(cache.stats().entries).toBeGreaterThan(5)
    const before = renders
    await search('popular')
    expect(renders).toBe(before)
    // The oldest flood texts went first.
    await search('flood 0 ')
    expect(renders).toBe(before + 1)
  })

  it('the default bound holds under 1,500 distinct texts', async () => {
    useCache()
    for (let i = 0; i < 1500; i++) await search(`distinct text number ${i}`)
    const { entries, bytes } = cache.stats()
    expect(entries).toBe(SEARCH_CACHE_LIMITS.maxEntries)
    expect(bytes).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxBytes)
  }, 60_000)

  it('a publish in this process makes the next search show the new content, and drops a render under way', async () => {
    await search('heart')
    content = 'v2'
    expect((await search('heart')).text).toContain('content v1') // kept: nothing told it yet
    cache.invalidate()
    expect(cache.stats().entries).toBe(0)
    expect((await search('heart')).text).toContain('content v2')
    // A render that started before a publish and ends after it is sent, but not kept.
    renderDelayMs = 50
    const pending = search('lungs')
    await new Promise((resolve) => setTimeout(resolve, 10))
    content = 'v3'
    cache.invalidate()
    expect((await pending).text).toContain('content v2')
    renderDelayMs = 0
    expect((await search('lungs')).text).toContain('content v3')
  })

  it('a new content version seen by any search render empties it', async () => {
    await search('heart')
    await search('lungs')
    content = 'v2'
    // Another text's render reads the new version (as after another instance's publish): the kept ones go.
    expect((await search('kidney')).text).toContain('content v2')
    expect((await search('heart')).text).toContain('content v2')
    expect(cache.stats().invalidations).toBe(1)
  })

  it('passes one search to Next.js every checkMs, answering the others meanwhile', async () => {
    await search('heart')
    await search('heart')
    expect(renders).toBe(1)
    clock += 501
    renderDelayMs = 50
    content = 'v2'
    // The first request after checkMs renders (and sees v2); one arriving meanwhile is answered from the cache.
    const checking = search('heart')
    await new Promise((resolve) => setTimeout(resolve, 10))
    const meanwhile = await search('heart')
    expect(meanwhile.text).toContain('content v1')
    expect((await checking).text).toContain('content v2')
    expect(renders).toBe(2)
    renderDelayMs = 0
    expect((await search('heart')).text).toContain('content v2')
  })

  it('with a background check (as the server runs it), every reader gets the kept answer; the check empties it on news', async () => {
    let checks = 0
    let finishCheck = () => {}
    useCache({
      check: () => {
        checks++
        // The server renders one search: it reads the current content version (here v2), and takes its time.
        return new Promise<void>((resolve) => {
          finishCheck = () => {
            globals[PUBLISHED_VERSION] = `published:${content}`
            resolve()
          }
        })
      },
    })
    await search('heart')
    clock += 501
    content = 'v2'
    // Past checkMs: the kept answer is sent at once, to every reader, and one check runs.
    for (let i = 0; i < 3; i++) expect((await search('heart')).text).toContain('content v1')
    expect(renders).toBe(1)
    expect(checks).toBe(1)
    finishCheck()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cache.stats().entries).toBe(0)
    expect((await search('heart')).text).toContain('content v2')
    // A check that finds nothing new keeps what is kept, and the next is due checkMs later.
    clock += 501
    await search('heart')
    expect(checks).toBe(2)
    finishCheck()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const before = renders
    expect((await search('heart')).text).toContain('content v2')
    expect(renders).toBe(before)
    expect(checks).toBe(2)
  })

  it('answers nothing older than maxAgeMs, and nothing when checkMs is 0', async () => {
    useCache({ checkMs: 5000, limits: { maxAgeMs: 1000 } })
    await search('heart')
    clock += 900
    await search('heart')
    expect(renders).toBe(1)
    clock += 200
    await search('heart')
    expect(renders).toBe(2)
    useCache({ checkMs: 0 })
    await search('heart')
    await search('heart')
    expect(renders).toBe(4)
    expect(cache.stats().entries).toBe(0)
  })
})

describe('createIndexWarmer', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('asks once after a burst of publishes, and once more when the first read the old version', async () => {
    const asked: string[] = []
    globals[PUBLISHED_VERSION] = 'published:1'
    const warmer = createIndexWarmer({
      delayMs: 20,
      retryMs: 20,
      request: async () => {
        asked.push(String(globals[PUBLISHED_VERSION]))
        // The second request reads the new version (the first started its refresh).
        if (asked.length === 2) globals[PUBLISHED_VERSION] = 'published:2'
      },
    })
    for (let i = 0; i < 5; i++) warmer.schedule()
    await wait(120)
    expect(asked).toEqual(['published:1', 'published:1'])
    // A publish whose first search reads the new version: one request.
    const before = asked.length
    const again = createIndexWarmer({
      delayMs: 10,
      retryMs: 10,
      request: async () => {
        asked.push('x')
        globals[PUBLISHED_VERSION] = `published:${asked.length}`
      },
    })
    again.schedule()
    await wait(80)
    expect(asked.length).toBe(before + 1)
  })
})
