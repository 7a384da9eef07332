import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_PROFILE_EXPIRE_SECONDS, shareRevalidation } from './shared-revalidation'

const KEY = Symbol.for('health-site.share-revalidation')
const globals = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete globals[KEY]
})

describe('shareRevalidation', () => {
  it("uses the expiry of Next's own 'max' profile", () => {
    const { defaultConfig } = createRequire(import.meta.url)('next/dist/server/config-shared.js')
    expect(MAX_PROFILE_EXPIRE_SECONDS).toBe(defaultConfig.cacheLife.max.expire)
  })

  it('is a no-op success without REDIS_URL, and a failure with REDIS_URL but no shared handler loaded', async () => {
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', {})).toBe(true)
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', { REDIS_URL: 'redis://127.0.0.1:1' })).toBe(false)
  })

  it("passes the handler the profile's durations and reports its answer", async () => {
    const calls: unknown[] = []
    globals[KEY] = async (tags: string[], durations: unknown) => (calls.push([tags, durations]), tags[0] !== 'down')
    const env = { REDIS_URL: 'redis://127.0.0.1:1' }
    expect(await shareRevalidation(['a'], 'stale-while-revalidate', env)).toBe(true)
    expect(await shareRevalidation(['b'], 'now', env)).toBe(true)
    expect(await shareRevalidation(['down'], 'now', env)).toBe(false)
    expect(calls).toEqual([
      [['a'], { expire: MAX_PROFILE_EXPIRE_SECONDS }],
      [['b'], { expire: 0 }],
      [['down'], { expire: 0 }],
    ])
  })
})
