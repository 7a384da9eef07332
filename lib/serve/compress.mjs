/**
 * Compression for the production server (scripts/server.mjs), done once where it can be:
 *  - A response with an ETag is a complete body Next.js took from its cache (a prerendered or revalidated page:
 *    Next computes the ETag from the bytes); its compressed bytes are kept per (coding, path, ETag) in a bounded map and
 *    sent again for the next request, so a page that 1,000 readers fetch is compressed once, not 1,000 times.
 *    Concurrent first requests share one compression.
 *  - A hashed static file (/_next/static/…) is sent from the `.br`/`.gz` file the build wrote beside it
 *    (scripts/precompress.mjs), with every header Next.js set for the file itself.
 *  - Anything else (a page rendered for this request, streamed) is compressed as it streams.
 *  - With `responseMs` > 0, a compressed page Next.js served from its cache is answered again without Next.js for
 *    that long (lib/serve/response-cache.mjs says which, and why that is safe).
 * Only 200 responses to GET and HEAD are compressed: a 206 (Range), a 304 or an error passes as Next.js sent it.
 * `Vary: Accept-Encoding` goes on every compressible response, compressed or not, so a shared cache never hands
 * Brotli to a client that did not ask for it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { ByteCache, ownBuffer } from './byte-cache.mjs'
import { isCompressibleType, negotiateEncoding, varyWithAcceptEncoding } from './encoding.mjs'
import { isKeepable, responseCacheKey } from './response-cache.mjs'

const STATIC_PREFIX = '/_next/static/'
const FILE_SUFFIX = { br: '.br', gzip: '.gz' }

// How long the other requests keep getting an expired kept answer while one asks Next.js for a new one; after
// that (Next.js slow, or its answer not keepable) the next request asks again.
const REFRESH_MS = 2000

// Headers of the moment or of the connection, not of the page: never replayed from a kept response.
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * @param {{ staticDir: string, brotliQuality?: number, cache?: ByteCache, responseMs?: number }} options staticDir:
 *   the build's `static` folder, where the precompressed files are; responseMs: how long a finished cached page is
 *   answered again without Next.js (0: never)
 */
export function createCompressor({ staticDir, brotliQuality = 5, cache, responseMs = 0 }) {
  // 32 MB holds the compressed HTML of a few thousand pages (a page's size: docs/performance.md, "Figures behind the
  // code"); one entry at most 2 MB.
  const bytes = cache ?? new ByteCache({ maxBytes: 32 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 })
  /** @type {ByteCache<{ length: number, until: number, headers: Record<string, unknown>, flat: string[], body: Buffer, etag: string, generation: number, refreshing: number }>} */
  const responses = new ByteCache({ maxBytes: 16 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 })
  // Counts revalidations in this process (`invalidate`): a response kept in an older generation is not answered again.
  let generation = 0
  /** @type {Map<string, Promise<Buffer>>} compressions under way, shared by concurrent requests for one key */
  const pending = new Map()
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }

  function compressBuffer(coding, body) {
    return new Promise((resolve, reject) => {
      // Kept in the byte cache: a result from Node's shared pool would keep a 64 KiB block alive (./byte-cache.mjs).
      const done = (error, out) =>
        error ? reject(error) : resolve(out.buffer.byteLength > out.length ? ownBuffer([out], out.length) : out)
      if (coding === 'br') zlib.brotliCompress(body, brotliOptions, done)
      else zlib.gzip(body, done)
    })
  }

  function compressOnce(key, coding, body) {
    const cached = bytes.get(key)
    if (cached) return Promise.resolve(cached)
    let job = pending.get(key)
    if (!job) {
      job = compressBuffer(coding, body).finally(() => pending.delete(key))
      job.then((out) => bytes.set(key, out)).catch(() => {})
      pending.set(key, job)
    }
    return job
  }

  /** The precompressed file for a static URL path, or undefined (none, or a path that leaves the folder). */
  function precompressed(urlPath, coding) {
    let rel
    try {
      rel = decodeURIComponent(urlPath.slice(STATIC_PREFIX.length))
    } catch {
      return undefined
    }
    const file = path.join(staticDir, rel)
    if (!file.startsWith(staticDir + path.sep)) return undefined
    const key = `file:${coding}:${file}`
    const cached = bytes.get(key)
    if (cached) return cached
    try {
      // Hashed files never change within a build: read once, then from the map.
      const read = readFileSync(file + FILE_SUFFIX[coding])
      const data = read.buffer.byteLength > read.length ? ownBuffer([read], read.length) : read
      bytes.set(key, data)
      return data
    } catch {
      return undefined
    }
  }

  /** Answers from a kept response. */
  function answerKept(req, res, kept) {
    const match = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
    if (kept.etag && match.includes(kept.etag.replace(/^W\//, ''))) {
      res.writeHead(304, { ETag: kept.etag, Vary: kept.headers.vary, 'Cache-Control': kept.headers['cache-control'] })
      return res.end()
    }
    // One call with the headers as a flat list: the fastest way Node has to send a response.
    res.writeHead(200, kept.flat)
    res.end(req.method === 'HEAD' ? undefined : kept.body)
  }

  /**
   * Wraps `res` so that what Next.js writes is compressed as above. Call before handing the request to Next.js;
   * returns true when it has answered the request itself (a kept response), and Next.js must not be called.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function compressResponse(req, res) {
    const method = req.method
    // Not a read: passed to Next.js as it is. Only a revalidation empties the kept responses (`invalidate`, below);
    // any POST did once, and a stream of anonymous POSTs cut a page's rate to a fraction (security probe L1; the
    // figures: docs/performance.md, "Figures behind the code").
    if (method !== 'GET' && method !== 'HEAD') return false
    const startedIn = generation
    const coding = negotiateEncoding(req.headers['accept-encoding'])
    const keptKey = responseMs > 0 && (coding === 'br' || coding === 'gzip') ? responseCacheKey(req, coding) : null
    if (keptKey) {
      const kept = responses.get(keptKey)
      if (kept && kept.generation === generation) {
        const now = Date.now()
        // Past its time, one request asks Next.js again while the others still get the kept answer (for at most
        // REFRESH_MS): a crowd on one page does not all reach Next.js at once every time an answer expires.
        const fresh = kept.until > now || now - kept.refreshing < REFRESH_MS
        if (fresh) {
          answerKept(req, res, kept)
          return true
        }
        kept.refreshing = now
        // Next.js's answer replaces it when it is keepable; when it is not (a page Next.js now finds stale after a
        // revalidation answers STALE), the old answer goes, so that nobody gets it any longer.
        res.once('close', () => {
          if (responses.peek(keptKey) === kept) responses.delete(keptKey)
        })
      }
    }
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    const urlPath = (req.url ?? '/').split('?')[0]
    /** @type {null | { kind: 'pass' } | { kind: 'stream', z: zlib.Gzip | zlib.BrotliCompress } | { kind: 'whole', coding: string, key: string | null, file: Buffer | undefined, chunks: Buffer[] }} */
    let plan = null
    let status = 200
    let headArgs = []

    function restore() {
      res.writeHead = writeHead
      res.write = write
      res.end = end
    }

    function decide(statusCode, args) {
      status = statusCode
      // writeHead(status, [reason], [headers]): headers given here go on the response first, so that they are seen.
      const headers = args.find((a) => a && typeof a === 'object')
      if (headers) {
        const pairs = Array.isArray(headers) ? pairsOf(headers) : Object.entries(headers)
        for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value)
      }
      headArgs = args.filter((a) => typeof a === 'string')
      const type = res.getHeader('content-type')
      if (!isCompressibleType(type)) return { kind: 'pass' }
      res.setHeader('Vary', varyWithAcceptEncoding(res.getHeader('vary')))
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (statusCode !== 200 || res.getHeader('content-encoding') || /\bno-transform\b/i.test(cacheControl))
        return { kind: 'pass' }
      if (coding !== 'br' && coding !== 'gzip') return { kind: 'pass' }
      res.setHeader('Content-Encoding', coding)
      if (urlPath.startsWith(STATIC_PREFIX)) {
        const file = precompressed(urlPath, coding)
        if (file) return { kind: 'whole', coding, key: null, file, chunks: [] }
      }
      // Keyed by path too: a weak ETag (`W/"size-mtime"`, a small static file's) is the same for two files of one size
      // and time, and one was once sent for the other (security probe M2).
      const etag = res.getHeader('etag')
      if (etag) return { kind: 'whole', coding, key: `${coding}:${urlPath}:${etag}`, file: undefined, chunks: [] }
      res.removeHeader('Content-Length')
      if (method === 'HEAD') return { kind: 'pass' }
      const z = coding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip()
      return { kind: 'stream', z }
    }

    function start(statusCode = res.statusCode, args = []) {
      if (plan) return
      plan = decide(statusCode, args)
      if (plan.kind === 'pass') {
        restore()
        writeHead.call(res, status, ...headArgs)
      } else if (plan.kind === 'stream') {
        const z = plan.z
        writeHead.call(res, status, ...headArgs)
        z.on('data', (chunk) => {
          if (write.call(res, chunk) === false) {
            z.pause()
            res.once('drain', () => z.resume())
          }
        })
        z.on('end', () => end.call(res))
        z.on('drain', () => res.emit('drain'))
        // Next.js calls flush() when a streamed render has a part ready, as the `compression` package allowed.
        res.flush = () => z.flush()
        // A client that goes away would otherwise leave the zlib stream open.
        res.once('close', () => {
          if (!res.writableFinished) z.destroy()
        })
      }
      // 'whole': the status line waits for the body, whose length it must carry.
    }

    function finishWhole(p) {
      const send = (body) => {
        res.setHeader('Content-Length', body.length)
        if (keptKey && p.key && isKeepable(status, (name) => res.getHeader(name))) {
          const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([n]) => !NOT_KEPT.has(n)))
          const etag = String(res.getHeader('etag'))
          const flat = Object.entries(headers).flatMap(([n, v]) => (Array.isArray(v) ? v.map((x) => [n, x]) : [[n, v]]))
          responses.set(keptKey, {
            length: body.length,
            until: Date.now() + responseMs,
            refreshing: 0,
            generation: startedIn,
            headers,
            flat: flat.flat().map(String),
            body,
            etag,
          })
        }
        writeHead.call(res, status, ...headArgs)
        end.call(res, method === 'HEAD' ? undefined : body)
      }
      if (p.file) return send(p.file)
      const cached = p.key && bytes.get(p.key)
      if (cached) return send(cached)
      if (method === 'HEAD') {
        // Nothing to compress and no length known without it: the headers without Content-Length are still true.
        res.removeHeader('Content-Length')
        writeHead.call(res, status, ...headArgs)
        return end.call(res)
      }
      compressOnce(p.key, p.coding, Buffer.concat(p.chunks)).then(send, (error) => res.destroy(error))
    }

    res.writeHead = function (statusCode, ...args) {
      start(statusCode, args)
      return this
    }
    res.write = function (chunk, encoding, callback) {
      start()
      if (plan.kind === 'pass') return write.call(res, chunk, encoding, callback)
      if (plan.kind === 'stream') return plan.z.write(toBuffer(chunk, encoding), callback)
      if (!plan.file && !(plan.key && bytes.get(plan.key))) plan.chunks.push(toBuffer(chunk, encoding))
      if (typeof encoding === 'function') encoding()
      else if (typeof callback === 'function') callback()
      return true
    }
    res.end = function (chunk, encoding, callback) {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
      start()
      if (callback) res.once('finish', callback)
      if (plan.kind === 'pass') return end.call(res, chunk, encoding)
      if (plan.kind === 'stream') {
        plan.z.end(chunk === undefined || chunk === null ? undefined : toBuffer(chunk, encoding))
        return res
      }
      if (chunk !== undefined && chunk !== null && !plan.file) plan.chunks.push(toBuffer(chunk, encoding))
      finishWhole(plan)
      return res
    }
    return false
  }
  /**
   * Pages were revalidated in this process (lib/content/revalidate.ts, through scripts/server.mjs): no response kept
   * before, or by a request under way now, is answered again. (Another instance's revalidation reaches this one
   * through the shared cache; responses kept here then last at most `responseMs` longer.)
   */
  compressResponse.invalidate = () => {
    generation++
  }
  return compressResponse
}

function toBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
}

function pairsOf(flat) {
  const pairs = []
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]])
  return pairs
}
