import { describe, expect, it } from 'vitest'
import { isRedirectWithoutTarget } from './source-keyed-cache.mjs'

describe('isRedirectWithoutTarget', () => {
  it('treats a stored 308 page without Location as a miss, so a hit never answers a redirect with no target', () => {
    expect(isRedirectWithoutTarget({ kind: 'APP_PAGE', status: 308, headers: { 'x-nextjs-stale-time': '300' } })).toBe(
      true,
    )
    expect(isRedirectWithoutTarget({ kind: 'APP_PAGE', status: 307 })).toBe(true)
  })

  it('keeps pages, redirects with their target, and data entries', () => {
    expect(isRedirectWithoutTarget({ kind: 'APP_PAGE', status: 308, headers: { location: '/blog/new' } })).toBe(false)
    expect(isRedirectWithoutTarget({ kind: 'APP_PAGE', status: 200, headers: {} })).toBe(false)
    expect(isRedirectWithoutTarget({ kind: 'APP_PAGE', status: 404 })).toBe(false)
    expect(isRedirectWithoutTarget({ kind: 'FETCH', data: {} })).toBe(false)
    expect(isRedirectWithoutTarget(null)).toBe(false)
  })
})
