import { describe, expect, it } from 'vitest'
import { frameLinks } from './chrome'
import { pairedPath, readRoute, SPANISH_PAGES_BUILT } from './localized-routes'

describe('the Spanish frame', () => {
  it('links the Spanish pair of every English frame link, and no English page', () => {
    const en = frameLinks('en')
    const es = frameLinks('es')
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
      expect(route && SPANISH_PAGES_BUILT.has(route.key), link.href).toBe(true)
      expect(link.label, link.href).not.toMatch(/inglés/)
    }
    expect(es.main.find((link) => link.label === 'Blog')?.href).toBe('/es/blog')
  })
})
