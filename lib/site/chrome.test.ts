import { describe, expect, it } from 'vitest'
import { seedText } from '@/tests/support/interface-text'
import { frameLinks } from './chrome'
import { pairedPath, readRoute } from './localized-routes'

describe('the frame links', () => {
  it("label the spec's links with the frame's English words", () => {
    const en = frameLinks('en', seedText('frame', 'en'))
    expect(en.home).toEqual({ href: '/', label: 'Home' })
    expect(en.main.map((link) => link.label)).toEqual(['Blog', 'About', 'Contact'])
    expect(en.consult).toEqual({ href: '/homepage', label: 'Consult Doctor' })
    expect(en.footerQuick.map((link) => link.label)).toEqual([
      'About Us',
      'Blog',
      'Contact',
      'Health Resources',
      'Health Screening',
      'Book a Consultation',
    ])
    expect(en.footerLegal.map((link) => link.label)).toEqual([
      'Privacy Policy',
      'Terms of Use',
      'Medical Disclaimer',
      'Accessibility Statement',
    ])
  })

  it('link the Spanish pair of every English frame link, and no English page', () => {
    const en = frameLinks('en', seedText('frame', 'en'))
    const es = frameLinks('es', seedText('frame', 'es'))
    const all = (links: typeof en) => [
      links.home,
      ...links.main,
      links.consult,
      ...links.footerQuick,
      ...links.footerLegal,
    ]
    const spanish = all(es)
    expect(spanish.map((link) => pairedPath(link.href, 'es', 'en'))).toEqual(all(en).map((link) => link.href))
    for (const link of spanish) {
      const route = readRoute(link.href, 'es')
      expect(route, link.href).toBeTruthy()
      expect(link.label, link.href).not.toMatch(/inglés/)
    }
    expect(es.main.find((link) => link.label === 'Blog')?.href).toBe('/es/blog')
    expect(es.consult.label).toBe('Pedir una cita')
  })
})
