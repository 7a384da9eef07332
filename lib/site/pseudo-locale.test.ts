import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pseudoDocuments, pseudoId, pseudoText } from '@/content/seed/pseudo-locale'
import { proxy } from '@/proxy'
import { HREFLANG, isLang, LANGUAGES, langOfPath, PSEUDO_LANG, ROUTED_LANGUAGES, servesLang } from './languages'
import { targetLang } from './document-routes'
import { internalPath, routesFor, searchPaths } from './localized-routes'

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'))
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname : null
}

afterEach(() => vi.unstubAllEnvs())

describe('the pseudo-locale', () => {
  it('has routes under its prefix with the English words, and is no reader language', () => {
    expect(isLang(PSEUDO_LANG)).toBe(true)
    expect(ROUTED_LANGUAGES).toContain(PSEUDO_LANG)
    expect(LANGUAGES).not.toContain(PSEUDO_LANG)
    const xa = routesFor(PSEUDO_LANG)
    expect([xa.home(), xa.search('a b'), xa.condition('diabetes'), xa.about()]).toEqual([
      '/xa',
      '/xa/search?q=a+b',
      '/xa/diseases/diabetes',
      '/xa/about',
    ])
    expect(langOfPath('/xa/about')).toBe(PSEUDO_LANG)
    expect(internalPath('/xa/about')).toBeNull()
    // Not in the edge's search locations: readers never reach it.
    expect(searchPaths().map(({ path }) => path)).not.toContain(xa.search())
    expect(HREFLANG[PSEUDO_LANG]).toBe('en-XA')
    // A link inside its documents leads to its own pages.
    expect(targetLang({ language: PSEUDO_LANG })).toBe(PSEUDO_LANG)
    expect(targetLang({ language: null })).toBe('en')
  })

  it('is served only when the environment asks for it, read at request time', () => {
    expect(servesLang(PSEUDO_LANG, {})).toBe(false)
    expect(servesLang(PSEUDO_LANG, { PSEUDO_LOCALE: '1' })).toBe(true)
    expect(servesLang('es', {})).toBe(true)
    vi.stubEnv('PSEUDO_LOCALE', '')
    expect(rewrittenTo(proxy(request('/xa/about')))).toBe('/en/xa/about')
    expect(rewrittenTo(proxy(request('/xa')))).toBe('/en/xa')
    vi.stubEnv('PSEUDO_LOCALE', '1')
    const served = proxy(request('/xa/about'))
    expect(rewrittenTo(served)).toBeNull()
    expect(served.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('the pseudo-locale content', () => {
  it('turns words into accented, longer ones and keeps numbers, placeholders and addresses', () => {
    expect(pseudoText('Search')).toBe('Šéåŕçĥ~~')
    const text = 'Call 988 or 1-800-222-1222, {count} results: https://988lifeline.org/ and hello@site.example'
    const pseudo = pseudoText(text)
    for (const kept of ['988', '1-800-222-1222', '{count}', 'https://988lifeline.org/', 'hello@site.example'])
      expect(pseudo).toContain(kept)
    expect(pseudo.replace(/https?:\/\/\S+|\S+@\S+|\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{3}/)
    expect(pseudo.length).toBeGreaterThan(text.length)
  })

  it('copies each English document with its own id, language and references, keeping slugs and structure', () => {
    const docs = [
      {
        _id: 'guide',
        _type: 'conditionArticle',
        language: 'en',
        slug: { _type: 'slug', current: 'diabetes' },
        title: 'Diabetes',
        icon: 'droplet',
        related: { _type: 'reference', _ref: 'post' },
        picture: { _type: 'reference', _ref: 'image-abc' },
      },
      { _id: 'post', _type: 'blogPost', language: 'en', title: 'Sleep' },
      { _id: 'post-es', _type: 'blogPost', language: 'es', title: 'Sueño' },
      { _id: 'image-abc', _type: 'sanity.imageAsset' },
    ]
    const [guide, post, ...rest] = pseudoDocuments(docs)
    expect(rest).toEqual([])
    expect(post).toMatchObject({ _id: pseudoId('post'), language: PSEUDO_LANG, title: 'Šļééþ~~' })
    expect(guide).toMatchObject({
      _id: 'guide-xa',
      slug: { current: 'diabetes' },
      icon: 'droplet',
      title: pseudoText('Diabetes'),
      related: { _ref: 'post-xa' },
      picture: { _ref: 'image-abc' },
    })
  })
})
