/**
 * The site's cache handler with a recorder in front (see ./next-cache-capture.mjs): every `set` and `get` Next makes
 * is written to CACHE_CAPTURE_DIR, one file per call (v8 serialisation keeps bytes and Maps), then handed on.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { serialize } from 'node:v8'
import CacheHandler from 'next-cache-capture:real-handler'

let count = 0

/** Only data (no functions, no symbols) survives serialisation: a context's function-valued field is named, not kept. */
function plain(value) {
  if (typeof value === 'function') return '[function]'
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || value instanceof Uint8Array) return value
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, plain(v)]))
  if (Array.isArray(value)) return value.map(plain)
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
}

function record(call) {
  const dir = process.env.CACHE_CAPTURE_DIR
  if (!dir) return
  const file = path.join(dir, `${process.pid}-${String(++count).padStart(6, '0')}.bin`)
  writeFileSync(file, serialize(plain(call)))
}

export default class RecordingCacheHandler extends CacheHandler {
  constructor(options) {
    super(options)
    this.recording = Boolean(options?.serverDistDir)
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (this.recording) record({ op: 'get', key, ctx, hit: Boolean(entry) })
    return entry
  }

  async set(key, value, ctx) {
    if (this.recording) record({ op: 'set', key, value, ctx })
    return super.set(key, value, ctx)
  }
}
