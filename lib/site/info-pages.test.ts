import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cookieCatalogue } from '@/lib/consent/catalogue'
import { seedText } from '@/tests/support/interface-text'
import { frameLinks } from './chrome'
import { isLegalPage, isPrivacyPage, servesInfoPage } from './info-pages'
import { localLink } from './local-links'
import { SPANISH_PAGE_SLUGS, SPANISH_RESERVED_SLUGS, spanishRoutes } from './localized-routes'
import { routes } from './routes'

describe('information pages in both languages', () => {
  it('serves no Spanish page under a route in code, in either language', () => {
    expect(servesInfoPage('acerca-de', 'es')).toBe(true)
    for (const slug of SPANISH_RESERVED_SLUGS) expect(servesInfoPage(slug, 'es'), slug).toBe(false)
    expect(servesInfoPage('resources', 'es')).toBe(false)
    expect(servesInfoPage('recursos', 'en')).toBe(true)
  })

  it('knows the legal pages and the privacy policy by their slug in each language', () => {
    expect(isPrivacyPage('privacy', 'en')).toBe(true)
    expect(isPrivacyPage(SPANISH_PAGE_SLUGS.privacy, 'es')).toBe(true)
    expect(isPrivacyPage('privacy', 'es')).toBe(false)
    for (const slug of Object.values(SPANISH_PAGE_SLUGS))
      expect(isLegalPage(slug, 'es'), slug).toBe(slug !== SPANISH_PAGE_SLUGS.about)
    expect(isLegalPage('terms-of-use', 'en')).toBe(true)
    expect(isLegalPage('about', 'en')).toBe(false)
  })

  it('links code to the slugs the Spanish seed pages carry', () => {
    // The Spanish seed file of each page has the English file's name (content/seed/es/README.md).
    const files = {
      about: 'about',
      privacy: 'privacy',
      termsOfUse: 'terms-of-use',
      disclaimer: 'disclaimer',
      accessibility: 'accessibility',
    }
    for (const [key, slug] of Object.entries(SPANISH_PAGE_SLUGS)) {
      const text = readFileSync(`content/seed/es/pages/${files[key as keyof typeof files]}.md`, 'utf8')
      expect(text.match(/^slug: (.+)$/m)?.[1], key).toBe(slug)
    }
  })
})

describe('links from a Spanish page', () => {
  it('go to the Spanish page once it is built, keeping the section', () => {
    expect(localLink(routes.cookieSettings(), 'es')).toEqual({ href: spanishRoutes.cookieSettings(), inEnglish: false })
    expect(localLink(routes.resources(), 'es').href).toBe(spanishRoutes.resources())
    expect(localLink(routes.cookieSettings(), 'en').href).toBe(routes.cookieSettings())
    expect(localLink('https://example.org/', 'es')).toEqual({ href: 'https://example.org/', inEnglish: false })
  })

  it('put the footer legal links on the Spanish policies', () => {
    const links = frameLinks('es', seedText('frame', 'es'))
    expect(links.footerLegal.map((link) => link.href)).toEqual([
      spanishRoutes.privacy(),
      spanishRoutes.termsOfUse(),
      spanishRoutes.disclaimer(),
      spanishRoutes.accessibility(),
    ])
    expect(links.footerLegal.every((link) => !link.label.includes('inglés'))).toBe(true)
  })
})

describe('the cookie table in Spanish', () => {
  it('lists the same categories and cookies as the English one, in Spanish words', () => {
    const config = { analyticsId: 'G-TEST123', adsClientId: 'ca-pub-1' }
    const en = cookieCatalogue(config, seedText('consent', 'en'))
    const es = cookieCatalogue(config, seedText('consent', 'es'), 'es')
    expect(es.map((c) => [c.id, c.optional, c.cookies.length])).toEqual(
      en.map((c) => [c.id, c.optional, c.cookies.length]),
    )
    expect(es[0]?.title).toBe('Esenciales')
    expect(es[0]?.cookies[0]).toMatchObject({
      name: en[0]?.cookies[0]?.name,
      provider: 'Este sitio',
      duration: '6 meses',
    })
    expect(cookieCatalogue({}, seedText('consent', 'es'), 'es')[1]?.noneInUse).toMatch(/^Ninguna en uso/)
  })
})
