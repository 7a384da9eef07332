import { describe, expect, it } from 'vitest'
import { homeOfPath } from './home-path'
import {
  DEFAULT_LANG,
  LANGUAGES,
  languageEntries,
  LOCALES,
  openGraphLocale,
  PSEUDO_LANG,
  servedLanguages,
} from './languages'
import { routesFor } from './localized-routes'

describe('the language menu’s entries, from the locale list', () => {
  it('is every reader language but the page’s own, when the pseudo-locale is not served', () => {
    const served = servedLanguages({})
    expect(served).toEqual(LANGUAGES)
    expect(languageEntries('en', served)).toEqual([{ to: 'es', hrefLang: 'es', name: 'Español' }])
    expect(languageEntries('es', served)).toEqual([{ to: 'en', hrefLang: 'en', name: 'English' }])
  })

  it('adds the pseudo-locale, by its name, only when the environment asks for it', () => {
    const served = servedLanguages({ PSEUDO_LOCALE: '1' })
    expect(served).toEqual(LOCALES.map((locale) => locale.code))
    expect(languageEntries('en', served).map((entry) => entry.name)).toEqual(['Español', 'Ƥšéûđö'])
    expect(languageEntries(PSEUDO_LANG, served)).toEqual([
      { to: 'en', hrefLang: 'en', name: 'English' },
      { to: 'es', hrefLang: 'es', name: 'Español' },
    ])
    expect(servedLanguages({ PSEUDO_LOCALE: '0' })).not.toContain(PSEUDO_LANG)
  })
})

describe('Open Graph’s locale, from the locale list', () => {
  it('is the language’s regional tag for every language but the default, which states none', () => {
    expect(openGraphLocale('en')).toBeUndefined()
    expect(openGraphLocale('es')).toBe('es_US')
    expect(openGraphLocale(PSEUDO_LANG)).toBe('en_XA')
  })
})

describe('the error page’s way home, read from the address alone', () => {
  it('is each language’s home from any of its pages: every prefix is the language’s code, the default has none', () => {
    for (const { code, prefix } of LOCALES) {
      expect(prefix, code).toBe(code === DEFAULT_LANG ? '' : `/${code}`)
      const routes = routesFor(code)
      for (const path of [routes.home(), routes.about(), routes.contact(), routes.search()]) {
        expect(homeOfPath(path, code), `${code} ${path}`).toBe(routes.home())
      }
    }
  })

  it('is the root for an address outside the language’s prefix (a mistyped or foreign one)', () => {
    expect(homeOfPath('/esperanza', 'es')).toBe('/')
    expect(homeOfPath('/about', 'es')).toBe('/')
  })
})
