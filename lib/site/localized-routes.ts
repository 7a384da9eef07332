/**
 * The reader routes in each language, and the pairs between them. `routes` (lib/site/routes.ts) builds the English
 * addresses, unchanged; `spanishRoutes` builds the same pages' Spanish addresses under `/es`, and `routesFor(lang)`
 * picks one, so that a component shared by both sites links inside its own language. `pairedPath` turns an address in
 * one language into the same page's address in the other (the header's language link, hreflang): pages built in code
 * pair by this table; a document's page pairs by its slug here, and the page itself then follows the document's
 * translation metadata to the translated slug (lib/content, `getTranslatedSlug`).
 */
import { type Lang, SPANISH_PREFIX } from './languages'
import { COOKIE_SECTION_ID, RESERVED_SLUGS, routes } from './routes'

const segment = (value: string | number) => encodeURIComponent(String(value))
const es = (path = '') => `${SPANISH_PREFIX}${path}`

/**
 * The Spanish slugs of the information pages that code links to (footer, cookie settings). The seed's Spanish pages
 * (content/seed/es/pages) carry these slugs; a content check keeps them in step.
 */
export const SPANISH_PAGE_SLUGS = {
  about: 'acerca-de',
  privacy: 'privacidad',
  termsOfUse: 'condiciones-de-uso',
  disclaimer: 'aviso-medico',
  accessibility: 'accesibilidad',
} as const

/** The routes a reader opens, in both languages: every one has its pair (a test walks them). */
export type ReaderRoutes = {
  home: () => string
  topics: () => string
  consultation: () => string
  condition: (slug: string) => string
  page: (slug: string) => string
  about: () => string
  privacy: () => string
  cookieSettings: () => string
  termsOfUse: () => string
  disclaimer: () => string
  accessibility: () => string
  resources: () => string
  screening: () => string
  bmiCalculator: () => string
  bmiResult: () => string
  team: () => string
  doctor: (doctorId: number | string) => string
  booking: (doctorId: number | string) => string
  contact: () => string
  blog: () => string
  blogPage: (page: number) => string
  blogCategory: (slug: string, page?: number) => string
  blogPost: (slug: string) => string
  blogFeed: () => string
  search: (query?: string, page?: number, options?: { exact?: boolean }) => string
}

export const englishRoutes: ReaderRoutes = routes

export const spanishRoutes: ReaderRoutes = {
  home: () => SPANISH_PREFIX,
  topics: () => es('#topics'),
  consultation: () => es('/consulta'),
  condition: (slug) => es(`/enfermedades/${segment(slug)}`),
  page: (slug) => es(`/${segment(slug)}`),
  about: () => es(`/${SPANISH_PAGE_SLUGS.about}`),
  privacy: () => es(`/${SPANISH_PAGE_SLUGS.privacy}`),
  cookieSettings: () => es(`/${SPANISH_PAGE_SLUGS.privacy}#${COOKIE_SECTION_ID}`),
  termsOfUse: () => es(`/${SPANISH_PAGE_SLUGS.termsOfUse}`),
  disclaimer: () => es(`/${SPANISH_PAGE_SLUGS.disclaimer}`),
  accessibility: () => es(`/${SPANISH_PAGE_SLUGS.accessibility}`),
  resources: () => es('/recursos'),
  screening: () => es('/pruebas-de-deteccion'),
  bmiCalculator: () => es('/calculadora-imc'),
  bmiResult: () => es('/calculadora-imc/resultado'),
  team: () => es('/medicos'),
  doctor: (doctorId) => es(`/medicos#doctor-${segment(doctorId)}`),
  booking: (doctorId) => es(`/cita/${segment(doctorId)}`),
  contact: () => es('/contacto'),
  blog: () => es('/blog'),
  blogPage: (page) => (page <= 1 ? es('/blog') : es(`/blog/pagina/${segment(page)}`)),
  blogCategory: (slug, page = 1) =>
    page <= 1 ? es(`/blog/categoria/${segment(slug)}`) : es(`/blog/categoria/${segment(slug)}/pagina/${segment(page)}`),
  blogPost: (slug) => es(`/blog/${segment(slug)}`),
  blogFeed: () => es('/blog/feed.xml'),
  search: (query, page = 1, { exact = false } = {}) => {
    if (query === undefined) return es('/buscar')
    const params = new URLSearchParams({ q: query })
    if (page > 1) params.set('page', String(page))
    if (exact) params.set('exact', '1')
    return es(`/buscar?${params.toString()}`)
  },
}

/** Spanish only: where the language link lands when an English page has no Spanish translation yet. */
export const noTranslation = () => es('/sin-traduccion')

export const routesFor = (lang: Lang): ReaderRoutes => (lang === 'es' ? spanishRoutes : englishRoutes)

/**
 * The reader routes whose Spanish pages exist so far (app/es). The language link from an English page of another
 * route goes to /es/sin-traduccion, and the Spanish frame links that route's English page, so no link leads to a 404.
 */
export const SPANISH_PAGES_BUILT: ReadonlySet<keyof ReaderRoutes> = new Set<keyof ReaderRoutes>([
  'home',
  'bmiCalculator',
  'bmiResult',
  'contact',
  'team',
  'doctor',
  'booking',
  'consultation',
  'topics',
  'condition',
  'search',
  'page',
  'about',
  'privacy',
  'cookieSettings',
  'termsOfUse',
  'disclaimer',
  'accessibility',
  'resources',
  'screening',
  'blog',
  'blogPage',
  'blogCategory',
  'blogPost',
  'blogFeed',
])

/** First segments under /es that belong to routes in code; a Spanish page's slug cannot be one of them. */
export const SPANISH_RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'blog',
  'buscar',
  'calculadora-imc',
  'cita',
  'consulta',
  'contacto',
  'enfermedades',
  'medicos',
  'pruebas-de-deteccion',
  'recursos',
  'sin-traduccion',
])

/**
 * One page in both languages: how to read it out of a path, and how to build it. `param` is the one variable part
 * (a slug, a number); pages without one pair exactly.
 */
type Pair = {
  key: keyof ReaderRoutes
  /** The path's pattern in each language, `:p` for the variable part (matched as one path segment). */
  en: string
  es: string
}

const PAIRS: readonly Pair[] = (
  [
    { key: 'home', en: routes.home(), es: spanishRoutes.home() },
    { key: 'consultation', en: routes.consultation(), es: spanishRoutes.consultation() },
    { key: 'resources', en: routes.resources(), es: spanishRoutes.resources() },
    { key: 'screening', en: routes.screening(), es: spanishRoutes.screening() },
    { key: 'bmiCalculator', en: routes.bmiCalculator(), es: spanishRoutes.bmiCalculator() },
    { key: 'bmiResult', en: routes.bmiResult(), es: spanishRoutes.bmiResult() },
    { key: 'team', en: routes.team(), es: spanishRoutes.team() },
    { key: 'contact', en: routes.contact(), es: spanishRoutes.contact() },
    { key: 'search', en: routes.search(), es: spanishRoutes.search() },
    { key: 'blog', en: routes.blog(), es: spanishRoutes.blog() },
    { key: 'blogFeed', en: routes.blogFeed(), es: spanishRoutes.blogFeed() },
    { key: 'about', en: routes.about(), es: spanishRoutes.about() },
    { key: 'privacy', en: routes.privacy(), es: spanishRoutes.privacy() },
    { key: 'termsOfUse', en: routes.termsOfUse(), es: spanishRoutes.termsOfUse() },
    { key: 'disclaimer', en: routes.disclaimer(), es: spanishRoutes.disclaimer() },
    { key: 'accessibility', en: routes.accessibility(), es: spanishRoutes.accessibility() },
    {
      key: 'blogPage',
      en: routes.blogPage(9999).replace('9999', ':p'),
      es: spanishRoutes.blogPage(9999).replace('9999', ':p'),
    },
    { key: 'blogCategory', en: routes.blogCategory(':p'), es: spanishRoutes.blogCategory(':p') },
    // A category's later page pairs with the category's first page, not with page N: each language lists its own
    // posts, so page N there holds other posts or does not exist. After the first page's pair, which builds the target.
    {
      key: 'blogCategory',
      en: routes.blogCategory(':p', 9999).replace('9999', ':n'),
      es: spanishRoutes.blogCategory(':p', 9999).replace('9999', ':n'),
    },
    { key: 'condition', en: routes.condition(':p'), es: spanishRoutes.condition(':p') },
    { key: 'booking', en: routes.booking(':p'), es: spanishRoutes.booking(':p') },
    { key: 'blogPost', en: routes.blogPost(':p'), es: spanishRoutes.blogPost(':p') },
    // Last: any other one-segment page is an information page (about, the policies, any page an editor adds).
    { key: 'page', en: routes.page(':p'), es: spanishRoutes.page(':p') },
  ] satisfies Pair[]
).map((pair) => ({ ...pair, en: pair.en.replace('%3Ap', ':p'), es: pair.es.replace('%3Ap', ':p') }))

/** Whether a one-segment path is an information page's: not a route in code, nor the Spanish prefix. */
const isPagePath = (slug: string, lang: Lang) =>
  lang === 'es' ? !SPANISH_RESERVED_SLUGS.has(slug) : !RESERVED_SLUGS.has(slug) && `/${slug}` !== SPANISH_PREFIX

/**
 * The value of `:p` when `path` has the pattern's shape, else undefined (null when the pattern has no `:p`). A pattern
 * may end in `:n`, a page number that is matched and dropped.
 */
function match(pattern: string, fullPath: string): string | null | undefined {
  const at = pattern.indexOf(':p')
  if (at < 0) return pattern === fullPath ? null : undefined
  const before = pattern.slice(0, at)
  let after = pattern.slice(at + 2)
  let path = fullPath
  if (after.endsWith(':n')) {
    const page = /\/([1-9]\d*)$/.exec(path)
    if (!page) return undefined
    path = path.slice(0, -page[1]!.length)
    after = after.slice(0, -2)
  }
  if (!path.startsWith(before) || !path.endsWith(after)) return undefined
  const value = path.slice(before.length, path.length - after.length)
  return value && !value.includes('/') ? value : undefined
}

/** The route a reader path is, in a language: its key and variable part; null when it is no reader page. */
export function readRoute(path: string, lang: Lang): { key: keyof ReaderRoutes; param: string | null } | null {
  const clean = path.split(/[?#]/)[0] || '/'
  const trimmed = clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean
  for (const pair of PAIRS) {
    const param = match(pair[lang], trimmed)
    if (param === undefined) continue
    // A one-segment path under /es that is a route in code is not an information page.
    if (pair.key === 'page' && !isPagePath(param ?? '', lang)) continue
    return { key: pair.key, param }
  }
  return null
}

/**
 * The same page's address in the other language, from a path of `from`. Pages built in code map exactly; a document's
 * page keeps its slug, and that page redirects to its translation's slug (or to its section with a note when it has
 * none). A path that is no reader page leads to the other language's home.
 */
export function pairedPath(path: string, from: Lang, to: Lang): string {
  if (from === to) return path
  const route = readRoute(path, from)
  const target = PAIRS.find((pair) => pair.key === route?.key)
  if (!route || !target) return routesFor(to).home()
  if (to === 'es' && !SPANISH_PAGES_BUILT.has(route.key)) return noTranslation()
  return route.param === null ? target[to] : target[to].replace(':p', route.param)
}
