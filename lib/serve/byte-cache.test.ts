import { describe, expect, it } from 'vitest'
import { ByteCache, ownBuffer } from './byte-cache.mjs'

const bytes = (n: number) => Buffer.alloc(n, 1)

describe('ByteCache', () => {
  it('returns what was stored', () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('a', Buffer.from('hello'))
    expect(cache.get('a')?.toString()).toBe('hello')
    expect(cache.get('b')).toBeUndefined()
  })

  it('never holds more than its byte limit, evicting the least recently used first', () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('a', bytes(40))
    cache.set('b', bytes(40))
    cache.get('a') // a is now more recent than b
    cache.set('c', bytes(40))
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('with maxEntries, never holds more entries than that (small ones included); clear empties it', () => {
    const cache = new ByteCache({ maxBytes: 1000, maxEntryBytes: 50, maxEntries: 3 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, bytes(1))
    expect(cache.size).toBe(3)
    expect([...['a', 'b', 'c', 'd', 'e'].map((k) => cache.peek(k) !== undefined)]).toEqual([
      false,
      false,
      true,
      true,
      true,
    ])
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    expect(cache.get('e')).toBeUndefined()
  })

  it('refuses an entry larger than one may be, keeping the others', () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('a', bytes(30))
    expect(cache.set('huge', bytes(51))).toBe(false)
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
  })

  it('counts a replaced entry once', () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('a', bytes(30))
    cache.set('a', bytes(20))
    expect(cache.bytes).toBe(20)
    expect(cache.size).toBe(1)
  })
})

describe('ByteCache.peek', () => {
  it('reads without making the entry recent', () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('a', bytes(40))
    cache.set('b', bytes(40))
    expect(cache.peek('a')).toBeDefined()
    cache.set('c', bytes(40))
    expect(cache.peek('a')).toBeUndefined()
  })
})

describe('ownBuffer', () => {
  it('keeps a body in memory of its own size, not in a block of the shared pool', () => {
    const chunks = [Buffer.from('<html>'), Buffer.alloc(3000, 'a'), Buffer.from('</html>')]
    const body = ownBuffer(chunks, 3013)
    expect(body.toString()).toBe(Buffer.concat(chunks).toString())
    expect(body.buffer.byteLength).toBe(3013)
  })
})
