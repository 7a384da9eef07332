/**
 * Compression for the production server (scripts/server.mjs), done once where it can be:
 *  - A response with an ETag is a complete body Next.js took from its cache (a prerendered or revalidated page:
 *    Next computes the ETag from the bytes); its compressed bytes are kept per (coding, ETag) in a bounded map and
 *    sent again for the next request, so a page that 1,000 readers fetch is compressed once, not 1,000 times.
 *    Concurrent first requests share one compression.
 *  - A hashed static file (/_next/static/…) is sent from the `.br`/`.gz` file the build wrote beside it
 *    (scripts/precompress.mjs), with every header Next.js set for the file itself.
 *  - Anything else (a page rendered for this request, streamed) is compressed as it streams.
 * Only 200 responses to GET and HEAD are compressed: a 206 (Range), a 304 or an error passes as Next.js sent it.
 * `Vary: Accept-Encoding` goes on every compressible response, compressed or not, so a shared cache never hands
 * Brotli to a client that did not ask for it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { ByteCache } from './byte-cache.mjs'
import { isCompressibleType, negotiateEncoding, varyWithAcceptEncoding } from './encoding.mjs'

const STATIC_PREFIX = '/_next/static/'
const FILE_SUFFIX = { br: '.br', gzip: '.gz' }

/**
 * @param {{ staticDir: string, brotliQuality?: number, cache?: ByteCache }} options staticDir: the build's
 *   `static` folder, where the precompressed files are
 */
export function createCompressor({ staticDir, brotliQuality = 5, cache }) {
  // 32 MB holds the compressed HTML of a few thousand pages; one entry at most 2 MB (a page is ~30-60 KB).
  const bytes = cache ?? new ByteCache({ maxBytes: 32 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 })
  /** @type {Map<string, Promise<Buffer>>} compressions under way, shared by concurrent requests for one key */
  const pending = new Map()
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }

  function compressBuffer(coding, body) {
    return new Promise((resolve, reject) => {
      const done = (error, out) => (error ? reject(error) : resolve(out))
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
      const data = readFileSync(file + FILE_SUFFIX[coding])
      bytes.set(key, data)
      return data
    } catch {
      return undefined
    }
  }

  /**
   * Wraps `res` so that what Next.js writes is compressed as above. Call before handing the request to Next.js.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function compressResponse(req, res) {
    const method = req.method
    if (method !== 'GET' && method !== 'HEAD') return
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
      const coding = negotiateEncoding(req.headers['accept-encoding'])
      if (coding !== 'br' && coding !== 'gzip') return { kind: 'pass' }
      res.setHeader('Content-Encoding', coding)
      if (urlPath.startsWith(STATIC_PREFIX)) {
        const file = precompressed(urlPath, coding)
        if (file) return { kind: 'whole', coding, key: null, file, chunks: [] }
      }
      const etag = res.getHeader('etag')
      if (etag) return { kind: 'whole', coding, key: `${coding}:${etag}`, file: undefined, chunks: [] }
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
  }
}

function toBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
}

function pairsOf(flat) {
  const pairs = []
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]])
  return pairs
}
