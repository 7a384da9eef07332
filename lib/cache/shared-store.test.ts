import { describe, expect, it, vi } from 'vitest'
import { BoundedLocalCache, boundedKey, parseTagState, sharedCacheSettings } from './shared-store.mjs'

describe('shared store pieces', () => {
  it('keeps the in-process copy within its byte budget, dropping the least recently used', () => {
    const cache = new BoundedLocalCache(1000)
    cache.set('a', 'A', 250)
    cache.set('b', 'B', 200)
    cache.set('c', 'C', 200)
    cache.get('a')
    cache.set('d', 'D', 200)
    cache.set('e', 'E', 200)
    expect(cache.bytes).toBe(850)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('A')
    expect(cache.get('e')).toBe('E')
    // One entry over a quarter of the budget is not kept.
    cache.set('huge', 'H', 251)
    expect(cache.get('huge')).toBeUndefined()
    // A new copy of a page replaces the old one's bytes; one too large drops the old copy rather than keep it.
    cache.set('a', 'A2', 100)
    expect(cache.bytes).toBe(700)
    cache.set('a', 'A3', 300)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(600)
  })

  it('reads tag states strictly', () => {
    expect(parseTagState('10:20')).toEqual({ stale: 10, expired: 20 })
    expect(parseTagState(Buffer.from('10:'))).toEqual({ stale: 10, expired: undefined })
    for (const bad of ['', ':5', 'x:1', '1:y', '-1:2', '9'.repeat(100), null, undefined])
      expect(parseTagState(bad)).toBeUndefined()
  })

  it('bounds keys and settings', () => {
    expect(boundedKey('p:', '/a')).toBe('p:/a')
    expect(boundedKey('p:', `/${'x'.repeat(5000)}`)).toMatch(/^p:#[0-9a-f]{64}$/)
    expect(sharedCacheSettings({})).toBeNull()
    const settings = sharedCacheSettings({
      REDIS_URL: 'redis://h:1',
      REDIS_TIMEOUT_MS: 'oops',
      REDIS_MAX_ENTRY_MB: '-3',
    })
    expect(settings).toMatchObject({ timeoutMs: 300, maxEntryBytes: 8 * 1024 * 1024, connectTimeoutMs: 1000 })
  })
})

describe('an outage in a process with two copies of the store (the handler and the webhook route)', () => {
  it('is one warning: the handler copy reports it, the webhook copy fails quietly (its caller answers 503)', async () => {
    // Nothing listens on port 1 of loopback: every connection is refused at once.
    const url = 'redis://127.0.0.1:1'
    vi.stubEnv('REDIS_URL', url)
    vi.resetModules()
    try {
      const { SharedStore, sharedCacheSettings: settingsFor } = await import('./shared-store.mjs')
      const settings = { ...settingsFor({ REDIS_URL: url })!, connectTimeoutMs: 200 }
      const lines: string[] = []
      const log = { warn: (line: string) => lines.push(`handler: ${line}`) }
      const quietLog = { warn: (line: string) => lines.push(`webhook: ${line}`) }
      const handlerCopy = new SharedStore(settings, log)
      const webhookCopy = new SharedStore(settings, quietLog, { reportsOutages: false })
      for (const store of [handlerCopy, webhookCopy]) expect(await store.write('k', Buffer.from('v'), 60)).toBe(false)
      await new Promise((r) => setTimeout(r, 300))
      expect(lines.filter((l) => /unreachable/.test(l))).toEqual([expect.stringMatching(/^handler: .*unreachable/)])
      for (const store of [handlerCopy, webhookCopy]) store.close()
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
