import { describe, expect, it } from 'vitest'
import { shareRevalidation } from './shared-revalidation'

describe('shareRevalidation', () => {
  // Recorded in a real Redis, read by another instance: lib/cache/cache-handler.test.ts ('share').
  it('is a no-op success without REDIS_URL, and a failure when REDIS_URL names a Redis that does not answer', async () => {
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', {})).toBe(true)
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', { REDIS_URL: 'redis://127.0.0.1:1' })).toBe(false)
  })
})
