import { describe, expect, it } from 'vitest'
import {
  clearingCookieLines,
  isValidPreviewSession,
  previewSessionKey,
  processPreviewSecret,
  RevokedSessions,
  revokePreviewSession,
  signPreviewSession,
} from './preview-session'

describe('preview session (security probes L2, N13)', () => {
  const key = previewSessionKey({ PREVIEW_SESSION_SECRET: 's3cret' })
  const now = 1_800_000_000_000

  it('accepts its own unexpired value only', () => {
    const value = signPreviewSession(key, now + 3600_000)
    expect(isValidPreviewSession(key, value, now, new RevokedSessions())).toBe(true)
    // Past its hour: refused, whatever Next's build-wide cookie says.
    expect(isValidPreviewSession(key, value, now + 3600_001, new RevokedSessions())).toBe(false)
    // A longer expiry or another id with the old signature, another key (the secret rotated), garbage: refused.
    const [, id, signature] = value.split('.')
    expect(isValidPreviewSession(key, `${now + 99 * 3600_000}.${id}.${signature}`, now)).toBe(false)
    expect(isValidPreviewSession(key, `${now + 3600_000}.${'A'.repeat(22)}.${signature}`, now)).toBe(false)
    expect(isValidPreviewSession(previewSessionKey({ PREVIEW_SESSION_SECRET: 'rotated' }), value, now)).toBe(false)
    for (const bad of [undefined, '', 'x', `${now + 1000}`, `${now + 1000}.`, `${now + 1000}.a.b`, 'NaN.abc.def'])
      expect(isValidPreviewSession(key, bad, now)).toBe(false)
    // The old form (expiry and signature only) is not a session any more.
    expect(isValidPreviewSession(key, `${now + 1000}.${signature}`, now)).toBe(false)
  })

  it('gives every session its own id, and a revoked one stops working while another goes on', () => {
    const deny = new RevokedSessions()
    const a = signPreviewSession(key, now + 3600_000)
    const b = signPreviewSession(key, now + 3600_000)
    expect(a).not.toBe(b)
    revokePreviewSession(key, a, now, deny)
    expect(isValidPreviewSession(key, a, now + 1, deny)).toBe(false)
    expect(isValidPreviewSession(key, b, now + 1, deny)).toBe(true)
    // A forged value revokes nothing and adds nothing.
    revokePreviewSession(key, `${now + 3600_000}.${'B'.repeat(22)}.forged`, now, deny)
    expect(deny.size).toBe(1)
  })

  it('keeps the deny-list bounded: expired ids leave first, then the one expiring soonest', () => {
    const deny = new RevokedSessions(3)
    deny.add('expires-soon', now + 10, now)
    deny.add('x', now + 5000, now)
    deny.add('y', now + 6000, now)
    deny.add('z', now + 7000, now + 20)
    expect(deny.size).toBe(3)
    expect(deny.has('expires-soon', now + 20)).toBe(false)
    deny.add('w', now + 8000, now + 20)
    expect(deny.size).toBe(3)
    expect([deny.has('x', now + 20), deny.has('y', now + 20), deny.has('w', now + 20)]).toEqual([false, true, true])
    // An id whose session has already expired needs no place on the list.
    deny.add('old', now - 1, now)
    expect(deny.has('old', now - 2)).toBe(false)
  })

  it('clears its cookies with the attributes they were set with, partitioned or not', () => {
    expect(clearingCookieLines('site-preview-session', true)).toEqual([
      'site-preview-session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; Secure; SameSite=None',
      'site-preview-session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned',
    ])
    expect(clearingCookieLines('site-preview-session', false)).toEqual([
      'site-preview-session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax',
    ])
  })

  it('takes its key from the settings in order, else one of this process', () => {
    expect(previewSessionKey({ SANITY_API_READ_TOKEN: 't' })).toBe(previewSessionKey({ LOCAL_STUDIO_TOKEN: 't' }))
    expect(previewSessionKey({})).toBe(previewSessionKey({}))
    expect(previewSessionKey({})).not.toBe(previewSessionKey({ LOCAL_STUDIO_TOKEN: 't' }))
  })

  it('gives the server a random key of its own at start only when none is configured', () => {
    for (const name of ['PREVIEW_SESSION_SECRET', 'SANITY_API_READ_TOKEN', 'LOCAL_STUDIO_TOKEN'])
      expect(processPreviewSecret({ [name]: 'configured' }), name).toBeUndefined()
    const key = processPreviewSecret({})!
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(processPreviewSecret({})).not.toBe(key)
    // Set as PREVIEW_SESSION_SECRET, it is the key the proxy and the routes both use.
    expect(previewSessionKey({ PREVIEW_SESSION_SECRET: key })).toBe(`preview-session:${key}`)
  })
})
