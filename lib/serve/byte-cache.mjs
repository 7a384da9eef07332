/**
 * A bounded least-recently-used map of byte buffers: the production server keeps each cached page's compressed
 * body here, once per (ETag, coding), instead of compressing it again for every request (lib/serve/compress.mjs).
 * Bounded by total bytes and by entry size (and, if given, by the number of entries), so a site with 10,000 pages
 * holds its hottest ones and no more.
 * A value is a Buffer or anything with a byte `length` (a kept response: lib/serve/response-cache.mjs).
 */
export class ByteCache {
  /** @param {{ maxBytes: number, maxEntryBytes: number, maxEntries?: number }} limits */
  constructor({ maxBytes, maxEntryBytes, maxEntries = Infinity }) {
    this.maxBytes = maxBytes
    this.maxEntryBytes = Math.min(maxEntryBytes, maxBytes)
    this.maxEntries = maxEntries
    /** @type {Map<string, Buffer>} insertion order is recency order */
    this.entries = new Map()
    this.bytes = 0
  }

  /** @param {string} key */
  get(key) {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** The value without marking it used. */
  peek(key) {
    return this.entries.get(key)
  }

  /** Stores `value` unless it is larger than one entry may be; evicts the least recently used to make room. */
  set(key, value) {
    if (value.length > this.maxEntryBytes) return false
    this.delete(key)
    this.entries.set(key, value)
    this.bytes += value.length
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break
      this.entries.delete(oldKey)
      this.bytes -= old.length
    }
    return true
  }

  delete(key) {
    const old = this.entries.get(key)
    if (old === undefined) return
    this.entries.delete(key)
    this.bytes -= old.length
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }

  get size() {
    return this.entries.size
  }
}

/**
 * The chunks in one buffer of its own. Buffer.concat takes a small result from Node's shared pool, and a kept slice
 * of it keeps the whole pool block (64 KiB on Node 24) alive: kept search responses of a few kilobytes each took
 * several times their own size (lib/serve/search-cache.mjs; docs/performance.md, "Figures behind the code").
 * @param {Buffer[]} chunks @param {number} size their total length
 */
export function ownBuffer(chunks, size) {
  const body = Buffer.allocUnsafeSlow(size)
  let at = 0
  for (const chunk of chunks) at += chunk.copy(body, at)
  return body
}
