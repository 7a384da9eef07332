import { describe, expect, it } from 'vitest'
import { langOfPath } from './languages'
import {
  englishRoutes,
  internalPath,
  pairedPath,
  readRoute,
  type ReaderRoutes,
  spanishRoutes,
} from './localized-routes'
import { routes } from './routes'

/** One call of every reader route, with the arguments a page would give it. */
const calls: Record<keyof ReaderRoutes, (r: ReaderRoutes) => string> = {
  home: (r) => r.home(),
  topics: (r) => r.topics(),
  consultation: (r) => r.consultation(),
  condition: (r) => r.condition('diabetes'),
  page: (r) => r.page('a-page-an-editor-added'),
  about: (r) => r.about(),
  privacy: (r) => r.privacy(),
  cookieSettings: (r) => r.cookieSettings(),
  termsOfUse: (r) => r.termsOfUse(),
  disclaimer: (r) => r.disclaimer(),
  accessibility: (r) => r.accessibility(),
  resources: (r) => r.resources(),
  help: (r) => r.help(),
  screening: (r) => r.screening(),
  bmiCalculator: (r) => r.bmiCalculator(),
  bmiResult: (r) => r.bmiResult(),
  team: (r) => r.team(),
  doctor: (r) => r.doctor(3),
  booking: (r) => r.booking(3),
  contact: (r) => r.contact(),
  blog: (r) => r.blog(),
  blogPage: (r) => r.blogPage(2),
  blogCategory: (r) => r.blogCategory('nutrition'),
  blogPost: (r) => r.blogPost('a-post'),
  blogFeed: (r) => r.blogFeed(),
  search: (r) => r.search(),
}

describe('reader routes in both languages', () => {
  it('keeps every English address as it was', () => {
    for (const [key, call] of Object.entries(calls)) expect(call(englishRoutes), key).toBe(call(routes))
    expect(englishRoutes.condition('diabetes')).toBe('/diseases/diabetes')
  })

  it('puts every Spanish address under /es, with Spanish words', () => {
    for (const [key, call] of Object.entries(calls)) {
      const path = call(spanishRoutes)
      expect(langOfPath(path), `${key}: ${path}`).toBe('es')
      expect(langOfPath(call(englishRoutes)), key).toBe('en')
    }
    expect(spanishRoutes.condition('diabetes')).toBe('/es/enfermedades/diabetes')
    expect(spanishRoutes.bmiCalculator()).toBe('/es/calculadora-imc')
    expect(spanishRoutes.search('corazón')).toBe('/es/buscar?q=coraz%C3%B3n')
  })

  it('pairs every English reader page with its Spanish page and back', () => {
    for (const [key, call] of Object.entries(calls)) {
      const en = call(englishRoutes).split('#')[0]!
      const es = call(spanishRoutes).split('#')[0]!
      expect(pairedPath(es, 'es', 'en'), key).toBe(en)
      expect(pairedPath(en, 'en', 'es'), key).toBe(es)
    }
  })

  it('pairs a page from its internal path too, which a page rendered on the server knows as its own', () => {
    for (const [key, call] of Object.entries(calls)) {
      const en = call(englishRoutes).split(/[#?]/)[0]!
      const es = call(spanishRoutes).split(/[#?]/)[0]!
      for (const [address, from, to] of [
        [en, 'en', 'es'],
        [es, 'es', 'en'],
      ] as const) {
        const inTree = internalPath(address)
        if (!inTree) continue
        expect(pairedPath(inTree.rewrite, from, to), `${key}: ${inTree.rewrite}`).toBe(pairedPath(address, from, to))
      }
    }
    expect(pairedPath('/en/blog/heart-attack-signs', 'en', 'es')).toBe('/es/blog/heart-attack-signs')
    expect(pairedPath('/es/search', 'es', 'en')).toBe('/search')
  })

  it('reads a route in code as itself, never as an information page', () => {
    expect(readRoute('/es/buscar', 'es')?.key).toBe('search')
    expect(readRoute('/es/enfermedades', 'es')).toBeNull()
    expect(readRoute('/studio', 'en')).toBeNull()
    expect(readRoute('/es', 'en')).toBeNull()
    expect(readRoute('/diseases/diabetes/', 'en')).toEqual({ key: 'condition', param: 'diabetes' })
  })

  it("pairs a blog category's later page with the category's first page in the other language", () => {
    expect(pairedPath(englishRoutes.blogCategory('nutrition', 3), 'en', 'es')).toBe(
      spanishRoutes.blogCategory('nutrition'),
    )
    expect(pairedPath(spanishRoutes.blogCategory('nutrition', 2), 'es', 'en')).toBe(
      englishRoutes.blogCategory('nutrition'),
    )
    expect(readRoute('/blog/category/nutrition/page/12/', 'en')).toEqual({ key: 'blogCategory', param: 'nutrition' })
    // Not a page number: no reader page.
    expect(readRoute('/blog/category/nutrition/page/0', 'en')).toBeNull()
    expect(readRoute('/es/blog/categoria/nutrition/pagina/dos', 'es')).toBeNull()
    expect(readRoute('/blog/category/nutrition/extra/page/2', 'en')).toBeNull()
  })

  it('sends a path that is no reader page to the other language home', () => {
    expect(pairedPath('/studio/structure', 'en', 'es')).toBe('/es')
    expect(pairedPath('/es/nada/de/nada', 'es', 'en')).toBe('/')
  })
})

describe('the proxy’s mapping of addresses onto the one route tree', () => {
  it('rewrites every reader address of every language to its internal path', () => {
    for (const [key, call] of Object.entries(calls)) {
      const es = call(spanishRoutes).split(/[?#]/)[0]!
      const en = call(englishRoutes).split(/[?#]/)[0]!
      for (const [address, prefix] of [
        [es, '/es'],
        [en, '/en'],
      ] as const) {
        const target = internalPath(address)?.rewrite ?? address
        expect(target.startsWith(prefix), `${key}: ${address}`).toBe(true)
        // Next's server runs the proxy again over the path it rewrote to: that pass changes nothing.
        expect(internalPath(target), `${key}: ${target}`).toBeNull()
      }
    }
    expect(internalPath('/es/buscar')).toEqual({ rewrite: '/es/search' })
    expect(internalPath('/es')).toBeNull()
    expect(internalPath('/')).toEqual({ rewrite: '/en' })
    expect(internalPath('/es/enfermedades/diabetes')).toEqual({ rewrite: '/es/diseases/diabetes' })
    expect(internalPath('/blog/category/nutrition/page/2')).toEqual({ rewrite: '/en/blog/category/nutrition/page/2' })
    expect(internalPath('/es/blog/categoria/nutricion/pagina/2')).toEqual({
      rewrite: '/es/blog/category/nutricion/page/2',
    })
    expect(internalPath('/about')).toEqual({ rewrite: '/en/about' })
  })

  it('leaves what is no reader page alone, and sends an unknown address to its language’s not-found page', () => {
    for (const path of ['/api/revalidate', '/studio', '/studio/structure', '/_next/image', '/sitemap.xml', '/healthz'])
      expect(internalPath(path), path).toBeNull()
    expect(internalPath('/nothing/here')).toEqual({ rewrite: '/en/nothing/here' })
    expect(internalPath('/en/nothing/here')).toBeNull()
    expect(internalPath('/es/nada/de/nada')).toBeNull()
    expect(internalPath('/no-translation')).toEqual({ rewrite: '/en/no-translation' })
  })
})
