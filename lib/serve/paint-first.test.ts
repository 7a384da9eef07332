/**
 * Paint first (lib/serve/paint-first.mjs): the page's chunk tags leave its head and a loader adds them after the
 * first paint, in a form React 19 recognises, on a real HTTP server behind the real compressor.
 */
import { createServer, request, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompressor } from './compress.mjs'
import { loaderSources, MAX_HEAD_BYTES, paintFirst, rewriteHead } from './paint-first.mjs'

// The head of a built guide, as Next.js 16 writes it (shortened to two chunks).
const CHUNK_A = '/_next/static/chunks/1spm12xorkjhg.js?dpl=020fa003ca95'
const CHUNK_B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js?dpl=020fa003ca95'
const BOOTSTRAP = '/_next/static/chunks/2i3mwkeaz200g.js?dpl=020fa003ca95'
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0safgigx7m5f8.css?dpl=020fa003ca95" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${BOOTSTRAP}"/>` +
  `<script src="${CHUNK_A}" async=""></script><script src="${CHUNK_B}" async=""></script>` +
  '<title>Diabetes</title><script src="/_next/static/chunks/0cz1d0mv5g_q7.js?dpl=020fa003ca95" noModule=""></script>'
const BODY = `</head><body><main><h1>Diabetes</h1><p>${'Text. '.repeat(2000)}</p></main><script src="${BOOTSTRAP}" async=""></script></body></html>`
const PAGE = HEAD + BODY

describe('rewriteHead', () => {
  it('takes the chunk tags out of the head and lists them, in order, in the loader', () => {
    const head = rewriteHead(HEAD)!
    expect(head).not.toContain(`<script src="${CHUNK_A}" async="">`)
    expect(head).not.toContain(`<script src="${CHUNK_B}" async="">`)
    expect(head).toContain(JSON.stringify([CHUNK_A, CHUNK_B]))
    // Everything else stays: the stylesheet, the bootstrap's preload, the title, the legacy-browser script.
    for (const kept of ['rel="stylesheet"', `href="${BOOTSTRAP}"`, '<title>Diabetes</title>', 'noModule=""'])
      expect(head).toContain(kept)
  })

  it('leaves a head without such tags alone (a nonce or integrity hash, the Studio)', () => {
    expect(rewriteHead('<head><script src="/_next/static/chunks/a.js" async="" nonce="x"></script>')).toBeNull()
    expect(rewriteHead('<head><title>Studio</title>')).toBeNull()
  })

  it('lets a tool read back the chunks the loader adds, in order', () => {
    expect(loaderSources(rewriteHead(HEAD)! + BODY)).toEqual([CHUNK_A, CHUNK_B])
    expect(loaderSources(PAGE)).toEqual([])
  })

  it('gives the loader the address the browser would have used (&amp; decoded)', () => {
    const head = rewriteHead('<script src="/_next/static/chunks/a.js?dpl=1&amp;v=2" async=""></script>')!
    expect(head).toContain('"/_next/static/chunks/a.js?dpl=1&v=2"')
  })
})

describe('the loader in a browser document', () => {
  it('adds the chunks after DOMContentLoaded and a frame, as tags React finds by script[async][src]', async () => {
    const window = new Window({
      url: 'http://127.0.0.1/',
      settings: { enableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
    })
    const document = window.document
    document.write(rewriteHead(HEAD)! + BODY)
    // Parsed, not yet painted: the page's scripts are not there yet.
    expect(document.querySelectorAll('script[async][src*="/_next/static/chunks/"]').length).toBe(1) // the bootstrap
    await window.happyDOM.waitUntilComplete()
    await expect
      .poll(() => document.querySelectorAll(`script[async][src="${CHUNK_B}"]`).length, { timeout: 2000 })
      .toBe(1)
    for (const src of [CHUNK_A, CHUNK_B]) {
      const found = document.querySelectorAll(`script[async][src="${src}"]`)
      expect(found.length, src).toBe(1)
      expect(found[0]!.parentElement).toBe(document.head)
    }
    await window.happyDOM.close()
  })
})

describe('paintFirst on a server behind the compressor', () => {
  let server: Server
  let port = 0
  const compress = createCompressor({ staticDir: mkdtempSync(path.join(tmpdir(), 'static-')) })

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (compress(req, res)) return
      paintFirst(req, res)
      const url = req.url ?? '/'
      if (url === '/api/data') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ html: HEAD }))
      }
      if (url === '/huge') {
        // A head that never ends within the bound: sent as it is, not held.
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.write(HEAD + '<meta name="x"/>'.repeat(MAX_HEAD_BYTES / 16 + 10))
        return res.end(BODY)
      }
      res.setHeader('content-type', 'text/html; charset=utf-8')
      if (url === '/whole') {
        // A cached page: one body, its length and ETag set by Next.js.
        res.setHeader('content-length', Buffer.byteLength(PAGE))
        res.setHeader('etag', '"w869r1enpv4p4o"')
        return res.end(PAGE)
      }
      // A streamed render, `</head>` split between two writes.
      const cut = PAGE.indexOf('</head>') + 3
      res.write(PAGE.slice(0, 100))
      res.write(PAGE.slice(100, cut))
      res.write(PAGE.slice(cut))
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function fetchPage(target: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
        })
      })
      req.on('error', reject)
      req.end()
    })
  }

  const rewritten = rewriteHead(HEAD)! + BODY

  it('rewrites a cached page, compressed once, with the length of what is sent', async () => {
    const first = await fetchPage('/whole', { 'accept-encoding': 'br' })
    expect(first.body).toBe(rewritten)
    const again = await fetchPage('/whole', { 'accept-encoding': 'br' })
    expect(again.body).toBe(rewritten)
    const plain = await fetchPage('/whole')
    expect(plain.body).toBe(rewritten)
    // Whatever the coding, a length (if any) that is the one of the bytes sent.
    if (plain.headers['content-length'])
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(rewritten))
  })

  it('rewrites a streamed page whose head end arrives split between writes', async () => {
    expect((await fetchPage('/streamed', { 'accept-encoding': 'br' })).body).toBe(rewritten)
    expect((await fetchPage('/streamed')).body).toBe(rewritten)
  })

  it('answers HEAD without a body or a wrong length', async () => {
    const head = await fetchPage('/whole', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBeUndefined()
  })

  it('leaves the Studio, API answers, RSC payloads and an endless head as they are', async () => {
    expect((await fetchPage('/studio/structure')).body).toBe(PAGE)
    expect((await fetchPage('/api/data')).body).toBe(JSON.stringify({ html: HEAD }))
    expect((await fetchPage('/streamed', { rsc: '1' })).body).toBe(PAGE)
    const huge = await fetchPage('/huge')
    expect(huge.body).toContain(`<script src="${CHUNK_A}" async="">`)
    expect(huge.body.endsWith(BODY)).toBe(true)
  })
})
