import { describe, expect, it } from 'vitest'
import { isValidPreviewSession, previewSessionKey, processPreviewSecret, signPreviewSession } from './preview-session'

describe('preview session (security probe L2)', () => {
  const key = previewSessionKey({ PREVIEW_SESSION_SECRET: 's3cret' })
  const now = 1_800_000_000_000

  it('accepts its own unexpired value only', () => {
    const value = signPreviewSession(key, now + 3600_000)
    expect(isValidPreviewSession(key, value, now)).toBe(true)
    // Past its hour: refused, whatever Next's build-wide cookie says.
    expect(isValidPreviewSession(key, value, now + 3600_001)).toBe(false)
    // A longer expiry with the old signature, another key (the secret rotated), garbage: refused.
    const [, signature] = value.split('.')
    expect(isValidPreviewSession(key, `${now + 99 * 3600_000}.${signature}`, now)).toBe(false)
    expect(isValidPreviewSession(previewSessionKey({ PREVIEW_SESSION_SECRET: 'rotated' }), value, now)).toBe(false)
    for (const bad of [undefined, '', 'x', `${now + 1000}`, `${now + 1000}.`, `${now + 1000}.a.b`, 'NaN.abc'])
      expect(isValidPreviewSession(key, bad, now)).toBe(false)
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
