import { describe, expect, it } from 'vitest'
import { isKeepable, responseCacheKey, responseCacheMs } from './response-cache.mjs'

const page = (headers: Record<string, string> = {}, method = 'GET', url = '/about') => ({
  method,
  url,
  headers: { host: 'site.example', ...headers },
})

describe('responseCacheKey', () => {
  it('keys a plain page request by coding, host, URL and the headers Next.js varies on', () => {
    const html = responseCacheKey(page(), 'br')
    expect(html).not.toBeNull()
    expect(responseCacheKey(page(), 'gzip')).not.toBe(html)
    expect(responseCacheKey(page({ rsc: '1' }), 'br')).not.toBe(html)
    expect(responseCacheKey(page({ 'next-router-prefetch': '1' }), 'br')).not.toBe(html)
    expect(responseCacheKey(page({}, 'GET', '/about?x=1'), 'br')).not.toBe(html)
    expect(responseCacheKey(page({ 'user-agent': 'another' }), 'br')).toBe(html)
  })

  it('keeps nothing that may differ between readers or is not a page read', () => {
    expect(responseCacheKey(page({}, 'POST'), 'br')).toBeNull()
    expect(responseCacheKey(page({ range: 'bytes=0-10' }), 'br')).toBeNull()
    expect(responseCacheKey(page({ authorization: 'Bearer x' }), 'br')).toBeNull()
    expect(responseCacheKey(page({ cookie: 'a=1; __prerender_bypass=abc' }), 'br')).toBeNull()
    expect(responseCacheKey(page({ cookie: '__next_preview_data=abc' }), 'br')).toBeNull()
    expect(responseCacheKey(page({}, 'GET', '/studio/structure'), 'br')).toBeNull()
    expect(responseCacheKey(page({}, 'GET', '/api/revalidate'), 'br')).toBeNull()
    expect(responseCacheKey(page({}, 'GET', '/' + 'a'.repeat(600)), 'br')).toBeNull()
  })

  it('still keeps a page for a reader with an ordinary cookie (the consent choice)', () => {
    expect(responseCacheKey(page({ cookie: 'cc_cookie=%7B%7D' }), 'br')).not.toBeNull()
  })
})

describe('isKeepable', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name]
  const hit = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' }

  it('keeps a public 200 that Next.js served from its cache', () => {
    expect(isKeepable(200, headers(hit))).toBe(true)
  })

  it('keeps nothing else', () => {
    expect(isKeepable(404, headers(hit))).toBe(false)
    expect(isKeepable(200, headers({ ...hit, 'x-nextjs-cache': 'STALE' }))).toBe(false)
    expect(isKeepable(200, headers({ ...hit, 'x-nextjs-cache': 'MISS' }))).toBe(false)
    expect(isKeepable(200, headers({ ...hit, 'set-cookie': 'a=1' }))).toBe(false)
    expect(isKeepable(200, headers({ ...hit, 'cache-control': 'private, no-cache, no-store' }))).toBe(false)
    expect(isKeepable(200, headers({ ...hit, 'cache-control': 'max-age=0' }))).toBe(false)
  })
})

describe('responseCacheMs', () => {
  it('defaults to half a second, accepts 0 (off) to 5000 and names a wrong value', () => {
    expect(responseCacheMs({})).toEqual({ value: 500 })
    expect(responseCacheMs({ RESPONSE_CACHE_MS: '0' })).toEqual({ value: 0 })
    expect(responseCacheMs({ RESPONSE_CACHE_MS: '5000' })).toEqual({ value: 5000 })
    expect(responseCacheMs({ RESPONSE_CACHE_MS: '9000' })).toHaveProperty('problem')
    expect(responseCacheMs({ RESPONSE_CACHE_MS: '-1' })).toHaveProperty('problem')
  })
})
