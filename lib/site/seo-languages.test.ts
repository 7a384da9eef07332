import { describe, expect, it } from 'vitest'
import { languageAlternates } from './seo'
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
