import { describe, expect, it } from 'vitest'
import { PSEUDO_LANG } from './languages'
import { inOtherLanguages, languageAlternates, pathsOf } from './seo'
import { medicalWebPageJsonLd } from './structured-data'

describe('hreflang alternates', () => {
  it('names both pages and x-default (the English page) from either side', () => {
    const paths = { en: '/diseases/hypertension', es: '/es/enfermedades/presion-arterial-alta' }
    const languages = { en: paths.en, es: paths.es, 'x-default': paths.en }
    expect(languageAlternates('en', paths)).toEqual({ canonical: paths.en, languages })
    expect(languageAlternates('es', paths)).toEqual({ canonical: paths.es, languages })
  })
  it('claims no alternate for a page without a translation', () => {
    expect(languageAlternates('en', { en: '/diseases/cancer', es: null })).toEqual({ canonical: '/diseases/cancer' })
  })
})

describe('a page in the other languages', () => {
  it('asks every reader language but the page’s own, never the pseudo-locale, and keeps what answers', async () => {
    const asked: string[] = []
    const found = await inOtherLanguages(PSEUDO_LANG, async (other) => {
      asked.push(other)
      return other === 'es' ? { path: '/es/enfermedades/asma' } : null
    })
    expect(asked).toEqual(['en', 'es'])
    expect(found).toEqual({ es: { path: '/es/enfermedades/asma' } })
    expect(pathsOf(found)).toEqual({ es: '/es/enfermedades/asma' })
    const fromSpanish: string[] = []
    await inOtherLanguages('es', async (other) => void fromSpanish.push(other))
    expect(fromSpanish).toEqual(['en'])
  })
})

describe('structured data language', () => {
  const page = {
    title: 't',
    description: 'd',
    path: '/x',
    conditionName: 'c',
    lastUpdated: null,
    lastReviewed: null,
    reviewer: null,
    organizationName: 'o',
  }
  it('says inLanguage per page', () => {
    expect(medicalWebPageJsonLd('https://example.org', page).inLanguage).toBe('en-US')
    expect(medicalWebPageJsonLd('https://example.org', { ...page, lang: 'es' }).inLanguage).toBe('es-US')
  })
})
