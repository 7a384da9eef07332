import { describe, expect, it } from 'vitest'
import { isSafeHref } from '@/lib/site/links'

describe('isSafeHref', () => {
  it.each([
    'https://www.who.int/health-topics/diabetes',
    'http://example.org/a?b=c',
    'mailto:hello@example.org',
    'tel:911',
    'tel:+18002221222',
    '/bmi-calculator',
    '/diseases/diabetes#diagnosis',
    '#prevention',
  ])('keeps %s as a link', (href) => expect(isSafeHref(href)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/path',
    '/\\evil.example',
    'ftp://example.org',
    'www.example.org',
    'https://',
    'mailto:',
    '#',
    '',
  ])('drops %j', (href) => expect(isSafeHref(href)).toBe(false))

  it('drops values that are not strings', () => {
    expect(isSafeHref(undefined)).toBe(false)
    expect(isSafeHref(42)).toBe(false)
  })
})
