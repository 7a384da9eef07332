import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentPath, pathFromReferer, previewEnableUrl, safeRedirectPath } from '@/lib/site/preview'
import { routes } from '@/lib/site/routes'

describe('safeRedirectPath: preview only ever redirects to a path on this site', () => {
  it('keeps plain paths with their query and fragment', () => {
    expect(safeRedirectPath('/diseases/diabetes')).toBe('/diseases/diabetes')
    expect(safeRedirectPath('/blog/sleep?x=1#top')).toBe('/blog/sleep?x=1#top')
    expect(safeRedirectPath('/')).toBe('/')
  })

  it('refuses absolute, protocol-relative and backslash URLs, and falls back to the home page', () => {
    for (const evil of [
      'https://evil.example/x',
      'http:/evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /x',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(evil), String(evil)).toBe(routes.home())
    }
    expect(safeRedirectPath('//evil.example', '/blog')).toBe('/blog')
  })

  it('never returns anything a browser would read as another origin (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        for (const input of [tail, `/${tail}`, `//${tail}`, `/\\${tail}`]) {
          const out = safeRedirectPath(input)
          expect(new URL(out, 'https://site.example').origin).toBe('https://site.example')
          expect(out.startsWith('/')).toBe(true)
          expect(out.startsWith('//')).toBe(false)
          expect(out.includes('\\')).toBe(false)
        }
      }),
    )
  })
})

describe('pathFromReferer', () => {
  it('returns to the page the reader was on, on this site only', () => {
    expect(pathFromReferer('http://localhost:3000/diseases/obesity#faq', 'localhost:3000')).toBe(
      '/diseases/obesity#faq',
    )
    expect(pathFromReferer('https://site.example/blog?q=x', 'site.example')).toBe('/blog?q=x')
    expect(pathFromReferer('https://evil.example/diseases', 'localhost:3000')).toBe('/')
    expect(pathFromReferer('https://site.example.evil.example/x', 'site.example')).toBe('/')
    expect(pathFromReferer('ftp://localhost:3000/x', 'localhost:3000')).toBe('/')
    expect(pathFromReferer('not a url', 'localhost:3000')).toBe('/')
    expect(pathFromReferer(null, 'localhost:3000')).toBe('/')
    expect(pathFromReferer('http://localhost:3000/x', null)).toBe('/')
  })
})

describe('previewEnableUrl', () => {
  it('builds the enable link with the secret and a safe path', () => {
    const url = new URL(previewEnableUrl('https://site.example', '/diseases/diabetes', 's3cr3t'))
    expect(url.origin + url.pathname).toBe(`https://site.example${routes.draftModeEnable()}`)
    expect(url.searchParams.get('sanity-preview-secret')).toBe('s3cr3t')
    expect(url.searchParams.get('sanity-preview-pathname')).toBe('/diseases/diabetes')
    expect(
      new URL(previewEnableUrl('https://a.example', '//evil.example', 's')).searchParams.get('sanity-preview-pathname'),
    ).toBe('/')
  })
})

describe('documentPath', () => {
  it('finds the page of each document type that has one', () => {
    expect(documentPath({ _type: 'conditionArticle', slug: { current: 'diabetes' } })).toBe(
      routes.condition('diabetes'),
    )
    expect(documentPath({ _type: 'blogPost', slug: { current: 'sleep' } })).toBe(routes.blogPost('sleep'))
    expect(documentPath({ _type: 'infoPage', slug: { current: 'privacy' } })).toBe(routes.page('privacy'))
    expect(documentPath({ _type: 'infoPage', slug: { current: 'bmi-calculator' } })).toBeNull()
    expect(documentPath({ _type: 'doctor', doctorId: 2 })).toBe(routes.doctor(2))
    expect(documentPath({ _type: 'heroSlide' })).toBe(routes.home())
    expect(documentPath({ _type: 'conditionArticle' })).toBeNull()
    expect(documentPath({ _type: 'sanity.imageAsset' })).toBeNull()
  })
})
