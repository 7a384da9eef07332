/**
 * The compress-once cache and the kept responses under the security probe's M2 and L1, on a real HTTP server with a
 * stand-in for Next.js: two small files sharing a weak ETag each get their own bytes, and anonymous POSTs no longer
 * empty the kept responses (only a revalidation does).
 */
import { createServer, get, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompressor } from './compress.mjs'

let server: Server
let origin: string
let pageRenders = 0
const compress = createCompressor({ staticDir: mkdtempSync(path.join(tmpdir(), 'static-')), responseMs: 5000 })

const files: Record<string, string> = {
  '/_next/static/chunks/3yfjdellfc4ef.js': `self.first=${'1'.repeat(700)}`,
  '/_next/static/chunks/3gz37ose2r93e.js': `self.other=${'2'.repeat(700)}`,
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (compress(req, res)) return
    const url = req.url ?? '/'
    if (files[url]) {
      // send's weak ETag from size and time: the same for both files.
      res.writeHead(200, { 'content-type': 'application/javascript', etag: 'W/"2ca-1a20a0cd86e"' })
      return res.end(files[url])
    }
    if (url === '/diseases/diabetes') {
      pageRenders++
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        etag: '"page-v1"',
        'x-nextjs-cache': 'HIT',
        'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
      })
      return res.end(`<html>${'diabetes '.repeat(200)}</html>`)
    }
    res.writeHead(405, { 'content-type': 'text/plain' })
    res.end('no')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** GET with gzip accepted, as raw bytes (fetch would decompress), gunzipped here. */
function gz(pathname: string) {
  return new Promise<string>((resolve, reject) => {
    get(origin + pathname, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve(res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString())
      })
    }).on('error', reject)
  })
}

describe('compress-once cache', () => {
  it('two files with the same weak ETag each get their own bytes (probe M2)', async () => {
    const [a, b] = Object.keys(files)
    expect(await gz(a!)).toBe(files[a!])
    expect(await gz(b!)).toBe(files[b!])
    expect(await gz(a!)).toBe(files[a!])
  })
})

describe('kept responses', () => {
  it('anonymous POSTs do not empty them; a revalidation does (probe L1)', async () => {
    await gz('/diseases/diabetes')
    const afterFirst = pageRenders
    for (let i = 0; i < 20; i++) {
      await fetch(`${origin}/probe-nothing`, { method: 'POST', body: 'x' }).then((r) => r.arrayBuffer())
      await gz('/diseases/diabetes')
    }
    expect(pageRenders).toBe(afterFirst)
    compress.invalidate()
    await gz('/diseases/diabetes')
    expect(pageRenders).toBe(afterFirst + 1)
  })
})
