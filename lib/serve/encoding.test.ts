import { describe, expect, it } from 'vitest'
import { isCompressibleType, negotiateEncoding, parseAcceptEncoding, varyWithAcceptEncoding } from './encoding.mjs'

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, when the client weighs them equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
  })

  it('follows q-values over the server preference', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip')
    expect(negotiateEncoding('br;q=1.0, gzip;q=0.999')).toBe('br')
  })

  it('never sends a coding the client refuses with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(negotiateEncoding('*;q=0, gzip;q=0.1')).toBe('gzip')
  })

  it('reads the wildcard for codings not named', () => {
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
  })

  it('answers identity without a header or with an empty one, and null when identity is refused too', () => {
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('')).toBe('identity')
    expect(negotiateEncoding('identity')).toBe('identity')
    expect(negotiateEncoding('identity;q=0')).toBeNull()
    expect(negotiateEncoding('*;q=0')).toBeNull()
    expect(negotiateEncoding('*;q=0, identity')).toBe('identity')
  })

  it('treats a malformed q-value as refusal, and ignores case and spaces', () => {
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=2, gzip;q=0.1')).toBe('gzip')
    expect(negotiateEncoding(' BR ; Q=0.8 ,GZIP;q=0.7')).toBe('br')
  })

  it('reads a hostile, huge header in bounded time and keeps its first mention of a coding', () => {
    const header = 'br;q=0, ' + 'x, '.repeat(1_000_000) + 'br'
    const started = performance.now()
    expect(negotiateEncoding(header)).toBe('identity')
    expect(performance.now() - started).toBeLessThan(1000)
    expect(parseAcceptEncoding('gzip;q=0, gzip;q=1').get('gzip')).toBe(0)
  })
})

describe('isCompressibleType', () => {
  it('compresses text formats and not binary ones', () => {
    for (const t of ['text/html; charset=utf-8', 'text/x-component', 'application/javascript', 'image/svg+xml'])
      expect(isCompressibleType(t)).toBe(true)
    for (const t of ['image/png', 'font/woff2', 'application/octet-stream', undefined, ''])
      expect(isCompressibleType(t)).toBe(false)
  })
})

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding once to what Next.js already varies on', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding')
    expect(varyWithAcceptEncoding('RSC, Next-Router-State-Tree')).toBe('RSC, Next-Router-State-Tree, Accept-Encoding')
    expect(varyWithAcceptEncoding('rsc, accept-encoding')).toBe('rsc, accept-encoding')
    expect(varyWithAcceptEncoding('*')).toBe('*')
  })
})
