import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { MAX_PROFILE_EXPIRE_SECONDS, shareRevalidation } from './shared-revalidation'

describe('shareRevalidation', () => {
  it("uses the expiry of Next's own 'max' profile", () => {
    const { defaultConfig } = createRequire(import.meta.url)('next/dist/server/config-shared.js')
    expect(MAX_PROFILE_EXPIRE_SECONDS).toBe(defaultConfig.cacheLife.max.expire)
  })

  // Recorded in a real Redis, read by another instance: lib/cache/cache-handler.test.ts ('share').
  it('is a no-op success without REDIS_URL, and a failure when REDIS_URL names a Redis that does not answer', async () => {
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', {})).toBe(true)
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', { REDIS_URL: 'redis://127.0.0.1:1' })).toBe(false)
  })
})
