/**
 * The reader routes in each language, and the pairs between them. `routes` (lib/site/routes.ts) builds the English
 * addresses, unchanged; `spanishRoutes` builds the same pages' Spanish addresses under `/es`, and `routesFor(lang)`
 * picks one, so that a component shared by both sites links inside its own language. `pairedPath` turns an address in
 * one language into the same page's address in the other (the header's language link, hreflang): pages built in code
 * pair by this table; a document's page pairs by its slug here, and the page itself then follows the document's
 * translation metadata to the translated slug (lib/content, `getTranslatedSlug`).
 */
import { browserRoutes, PRIVACY_SLUGS, segment } from './browser-routes'
import { type Lang, LANGUAGES, SPANISH_PREFIX } from './languages'
import { type PathPairs, pairedPathIn, readRouteIn } from './path-pairs'
import { COOKIE_SECTION_ID, RESERVED_SLUGS, routes } from './routes'

const es = (path = '') => `${SPANISH_PREFIX}${path}`

/**
 * The Spanish slugs of the information pages that code links to (footer, cookie settings). The seed's Spanish pages
 * (content/seed/es/pages) carry these slugs; a content check keeps them in step.
 */
export const SPANISH_PAGE_SLUGS = {
  about: 'acerca-de',
  privacy: PRIVACY_SLUGS.es,
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
  help: () => string
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
  home: () => browserRoutes.home('es'),
  topics: () => es('#topics'),
  consultation: () => es('/consulta'),
  condition: (slug) => es(`/enfermedades/${segment(slug)}`),
  page: (slug) => es(`/${segment(slug)}`),
  about: () => es(`/${SPANISH_PAGE_SLUGS.about}`),
  privacy: () => browserRoutes.privacy('es'),
  cookieSettings: () => es(`/${SPANISH_PAGE_SLUGS.privacy}#${COOKIE_SECTION_ID}`),
  termsOfUse: () => es(`/${SPANISH_PAGE_SLUGS.termsOfUse}`),
  disclaimer: () => es(`/${SPANISH_PAGE_SLUGS.disclaimer}`),
  accessibility: () => es(`/${SPANISH_PAGE_SLUGS.accessibility}`),
  resources: () => es('/recursos'),
  help: () => es('/ayuda'),
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
    page <= 1 ? browserRoutes.blogCategory(slug, 'es') : es(`/blog/categoria/${segment(slug)}/pagina/${segment(page)}`),
  blogPost: (slug) => browserRoutes.blogPost(slug, 'es'),
  blogFeed: () => es('/blog/feed.xml'),
  search: (query, page = 1, options = {}) => browserRoutes.search(es('/buscar'), query, page, options),
}

/** Spanish only: where the language link lands when an English page has no Spanish translation yet. */
export const noTranslation = () => es('/sin-traduccion')

export const routesFor = (lang: Lang): ReaderRoutes => (lang === 'es' ? spanishRoutes : englishRoutes)

/**
 * Every language's search page, without a query: the addresses the edge keeps and bounds as searches
 * (deploy/nginx/search-*.conf, written from this list) and the proxy redirects to their canonical spelling.
 */
export const searchPaths = (): Array<{ lang: Lang; path: string }> =>
  LANGUAGES.map((lang) => ({ lang, path: routesFor(lang).search() }))

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
  'help',
  'screening',
  'blog',
  'blogPage',
  'blogCategory',
  'blogPost',
  'blogFeed',
])

/** First segments under /es that belong to routes in code; a Spanish page's slug cannot be one of them. */
export const SPANISH_RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'ayuda',
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
type Pair = { key: keyof ReaderRoutes } & PathPairs['pairs'][number]

const PAIRS: readonly Pair[] = (
  [
    { key: 'home', en: routes.home(), es: spanishRoutes.home() },
    { key: 'consultation', en: routes.consultation(), es: spanishRoutes.consultation() },
    { key: 'resources', en: routes.resources(), es: spanishRoutes.resources() },
    { key: 'help', en: routes.help(), es: spanishRoutes.help() },
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

/**
 * The pairs as plain data: the server pairs with it here, and the header's language link gets it as a prop
 * (lib/site/path-pairs.ts says why).
 */
export const PATH_PAIRS: PathPairs = {
  pairs: PAIRS,
  reserved: { en: [...new Set([...RESERVED_SLUGS, SPANISH_PREFIX.slice(1)])], es: [...SPANISH_RESERVED_SLUGS] },
  spanishBuilt: [...SPANISH_PAGES_BUILT],
  home: { en: englishRoutes.home(), es: spanishRoutes.home() },
  noTranslation: noTranslation(),
}

/** The route a reader path is, in a language: its key and variable part; null when it is no reader page. */
export const readRoute = (path: string, lang: Lang) =>
  readRouteIn(PATH_PAIRS, path, lang) as { key: keyof ReaderRoutes; param: string | null } | null

/** The same page's address in the other language (lib/site/path-pairs.ts, `pairedPathIn`). */
export const pairedPath = (path: string, from: Lang, to: Lang): string => pairedPathIn(PATH_PAIRS, path, from, to)
