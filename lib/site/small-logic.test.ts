import { describe, expect, it } from 'vitest'
import { checkEmail } from '@/lib/forms/email'
import { errorSummary } from '@/lib/errors'
import { baseHeaders, siteCsp, studioCsp } from '@/lib/site/security-headers'
import { absoluteUrl, siteUrl } from '@/lib/site/seo'

describe('checkEmail', () => {
  it('accepts ordinary addresses and trims them', () => {
    expect(checkEmail('  ana.lopez+news@example.co.uk ')).toEqual({ ok: true, value: 'ana.lopez+news@example.co.uk' })
  })
  it.each([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['ana', 'Enter an email address like name@example.com.'],
    ['ana@', 'Enter an email address like name@example.com.'],
    ['ana@example', 'Enter an email address like name@example.com.'],
    ['ana lopez@example.com', 'Enter an email address like name@example.com.'],
    ['@example.com', 'Enter an email address like name@example.com.'],
  ])('rejects %j with a clear message', (input, message) => {
    expect(checkEmail(input)).toEqual({ ok: false, message })
  })
})

describe('errorSummary', () => {
  it('prefers a status, then a digest, then the first line of the message', () => {
    expect(errorSummary({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found')
    expect(errorSummary({ status: 500 })).toBe('500')
    expect(errorSummary({ message: 'x', digest: 'abc123' })).toBe('Something went wrong on our side. Reference: abc123')
    expect(errorSummary(new Error('Boom\n    at stack line'))).toBe('Boom')
    expect(errorSummary(undefined)).toBe('Something went wrong.')
  })
})

describe('security headers', () => {
  it('locks the site to its own origin and forbids foreign framing', () => {
    const csp = siteCsp(false)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(siteCsp(true)).toContain("'unsafe-eval'")
  })
  it('lets the Studio reach Sanity and a configured API host', () => {
    const csp = studioCsp('http://127.0.0.1:4010')
    expect(csp).toContain('https://*.sanity.io')
    expect(csp).toContain('ws://127.0.0.1:4010')
    expect(csp).not.toContain('localhost')
  })
  it('in local mode lets the Studio reach the local Content Lake on localhost and its subdomains, any port', () => {
    const csp = studioCsp(undefined, true)
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(name + ' '))
        ?.split(' ') ?? []
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:*', 'http://*.localhost:*', 'ws://*.localhost:*']),
    )
    expect(directive('img-src')).toEqual(expect.arrayContaining(['http://localhost:*', 'http://*.localhost:*']))
    expect(directive('script-src')).not.toContain('http://localhost:*')
  })
  it('sends the baseline headers', () => {
    const keys = baseHeaders('x').map((h) => h.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
  })
})

describe('siteUrl', () => {
  it('defaults to localhost and normalises to an origin', () => {
    expect(siteUrl({})).toBe('http://localhost:3000')
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://health.example.org/some/path' })).toBe('https://health.example.org')
    expect(absoluteUrl('/diseases/diabetes', { NEXT_PUBLIC_SITE_URL: 'https://health.example.org' })).toBe(
      'https://health.example.org/diseases/diabetes',
    )
  })
  it('explains a bad value', () => {
    expect(() => siteUrl({ NEXT_PUBLIC_SITE_URL: 'health.example.org' })).toThrow(/NEXT_PUBLIC_SITE_URL/)
  })
})
