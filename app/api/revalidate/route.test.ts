/**
 * POST /api/revalidate, called as Next calls it, with webhook bodies signed the way Sanity signs them
 * (@sanity/webhook's encodeSignatureHeader). revalidateTag is recorded instead of touching a cache.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

const expired: Array<[string, unknown]> = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => expired.push([tag, profile]) }))
// The shared cache's record of a revalidation (Redis), stood in for: up or down as a test says.
const shared: string[][] = []
let redisUp = true
vi.mock('@/lib/cache/cache-handler.mjs', () => ({
  recordRevalidation: async (tags: string[], _durations: unknown, env: Record<string, string | undefined>) => {
    if (!env.REDIS_URL) return true
    shared.push(tags)
    return redisUp
  },
}))

const SECRET = 'webhook-secret-for-tests'
const previous = process.env.SANITY_REVALIDATE_SECRET
process.env.SANITY_REVALIDATE_SECRET = SECRET
const { POST } = await import('@/app/api/revalidate/route')
afterAll(() => {
  process.env.SANITY_REVALIDATE_SECRET = previous
})

const post = (body: string, signature?: string) =>
  POST(
    new NextRequest('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}) },
    }),
  )
const sign = async (body: string, secret = SECRET) => encodeSignatureHeader(body, Date.now(), secret)

beforeEach(() => {
  expired.length = 0
})

describe('POST /api/revalidate', () => {
  const body = JSON.stringify({ _type: 'conditionArticle', _id: 'diabetes', slug: 'diabetes' })

  // The tests run in local mode: the local lake's publishes expire at once (Sanity's: 'max', stale-while-revalidate).
  it('expires the type and the page for a correctly signed call', async () => {
    const response = await post(body, await sign(body))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['conditionArticle', 'conditionArticle:diabetes'] })
    expect(expired).toEqual([
      ['conditionArticle', { expire: 0 }],
      ['conditionArticle:diabetes', { expire: 0 }],
    ])
  })

  it('a replay of a signed call within its 5 minutes is answered and does nothing (security probe I4)', async () => {
    const once = JSON.stringify({ _type: 'conditionArticle', _id: 'asthma', slug: 'asthma' })
    const signature = await sign(once)
    expect((await post(once, signature)).status).toBe(200)
    expect(expired.length).toBe(2)
    for (let i = 0; i < 3; i++) {
      const again = await post(once, signature)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ revalidated: [], duplicate: true })
    }
    expect(expired.length).toBe(2)
  })

  it('refuses a call without a signature, with a wrong secret, a tampered body or a malformed header: 401, nothing expired', async () => {
    const tampered = JSON.stringify({ _type: 'siteSettings' })
    for (const response of [
      await post(body),
      await post(body, await sign(body, 'another-secret')),
      await post(tampered, await sign(body)),
      await post(body, 'not a signature'),
      await post(body, 't=1,v1=abc'),
    ]) {
      expect(response.status).toBe(401)
    }
    expect(expired).toEqual([])
  })

  it('refuses a correctly signed call made more than 5 minutes ago (a replay): 401, nothing expired', async () => {
    const body = JSON.stringify({ _type: 'conditionArticle', slug: { current: 'diabetes' } })
    const old = await encodeSignatureHeader(body, Date.now() - 6 * 60 * 1000, SECRET)
    const res = await post(body, old)
    expect(res.status).toBe(401)
    expect(expired).toEqual([])
  })

  it('refuses everything when the server has no secret', async () => {
    process.env.SANITY_REVALIDATE_SECRET = ''
    try {
      expect((await post(body, await sign(body))).status).toBe(401)
      expect(expired).toEqual([])
    } finally {
      process.env.SANITY_REVALIDATE_SECRET = SECRET
    }
  })

  it('expires all content for a signed call about a type without its own tag', async () => {
    const asset = JSON.stringify({ _type: 'sanity.imageAsset' })
    const response = await post(asset, await sign(asset))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['content'] })
    expect(expired).toEqual([['content', { expire: 0 }]])
  })

  it('answers 503 with Retry-After and expires nothing here when the shared cache (Redis) cannot record it', async () => {
    redisUp = false
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    try {
      const response = await post(body, await sign(body))
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect(expired).toEqual([])
      // Sanity's retry, once Redis is back: shared, then applied here.
      redisUp = true
      expect((await post(body, await sign(body))).status).toBe(200)
      expect(shared).toEqual([
        ['conditionArticle', 'conditionArticle:diabetes'],
        ['conditionArticle', 'conditionArticle:diabetes'],
      ])
      expect(expired).toHaveLength(2)
    } finally {
      delete process.env.REDIS_URL
      redisUp = true
    }
  })
})
