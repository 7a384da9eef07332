import { afterEach, describe, expect, it } from 'vitest'
import {
  contentOutageRecent,
  isUnavailableError,
  OUTAGE_WINDOW_MS,
  recordContentOutage,
  statusDuringOutage,
} from '@/lib/content/outage.mjs'

const KEY = Symbol.for('healthwise.contentOutageAt')
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY]
})

describe('content outage status', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')

  it('leaves every status alone when the backend has not failed', () => {
    expect(contentOutageRecent(now)).toBe(false)
    for (const status of [200, 404, 500]) expect(statusDuringOutage(status, now)).toBe(status)
  })

  it('turns a 500 into 503 shortly after a backend failure, and nothing else', () => {
    recordContentOutage(now)
    expect(statusDuringOutage(500, now + 1_000)).toBe(503)
    expect(statusDuringOutage(200, now + 1_000)).toBe(200)
    expect(statusDuringOutage(404, now + 1_000)).toBe(404)
  })

  it('forgets the outage once the window has passed, so a later bug is a 500 again', () => {
    recordContentOutage(now)
    expect(statusDuringOutage(500, now + OUTAGE_WINDOW_MS)).toBe(500)
  })

  it('counts unreachable hosts, timeouts, 5xx and rate limits as unavailable; other 4xx are not', () => {
    expect(isUnavailableError(new TypeError('fetch failed'))).toBe(true)
    expect(isUnavailableError(Object.assign(new Error('Server error'), { statusCode: 502 }))).toBe(true)
    expect(isUnavailableError(Object.assign(new Error('Too many'), { statusCode: 429 }))).toBe(true)
    expect(isUnavailableError(Object.assign(new Error('Bad query'), { statusCode: 400 }))).toBe(false)
    expect(isUnavailableError(Object.assign(new Error('Unauthorised'), { statusCode: 401 }))).toBe(false)
  })
})
