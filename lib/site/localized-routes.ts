/**
 * The localized route table: every reader route once, with its address in each language of the locale list
 * (lib/site/languages.ts). The route tree (app/[locale]/…) is the table's internal paths, in the default language's
 * words; a language's addresses are its prefix and its own words for the segments (`SEGMENTS`). From this table come
 * `routesFor(lang)` (every link a page builds, `routes` of lib/site/routes.ts being the default language's), the proxy's
 * mapping of an address to the tree (`internalPath`), the pairs between languages (the language menu, hreflang, the
 * sitemap), the search pages the edge and the proxy keep canonical (`searchPaths`), and the first segments no
 * information page may take. The table follows next-intl's `defineRouting({ locales, defaultLocale, localePrefix:
 * 'as-needed', pathnames })` shape (`ROUTING`), without its middleware: the site's own proxy.ts maps addresses.
 */
import { browserRoutes, PRIVACY_SLUGS, segment } from './browser-routes'
import { DEFAULT_LANG, isLang, type Lang, LANGUAGES, PREFIX, PSEUDO_LANG, ROUTED_LANGUAGES } from './languages'
import { type PathPairs, pairedPathIn, readRouteIn } from './path-pairs'

/** The route tree's internal paths, each with its reader route's key; its order is the order addresses are read in. */
const TREE = [
  { key: 'home', path: '/' },
  { key: 'consultation', path: '/homepage' },
  { key: 'resources', path: '/resources' },
  { key: 'help', path: '/help' },
  { key: 'screening', path: '/screening' },
  { key: 'bmiCalculator', path: '/bmi-calculator' },
  { key: 'bmiResult', path: '/bmi-calculator/result' },
  { key: 'team', path: '/doctor-discovery' },
  { key: 'contact', path: '/contact' },
  { key: 'search', path: '/search' },
  { key: 'blog', path: '/blog' },
  { key: 'blogFeed', path: '/blog/feed.xml' },
  { key: 'blogPage', path: '/blog/page/[page]' },
  { key: 'blogCategory', path: '/blog/category/[category]' },
  // A category's later page pairs with the category's first page, not with page N: each language lists its own
  // posts, so page N there holds other posts or does not exist.
  { key: 'blogCategory', path: '/blog/category/[category]/page/[page]' },
  { key: 'condition', path: '/diseases/[slug]' },
  { key: 'booking', path: '/booking/[doctorId]' },
  { key: 'blogPost', path: '/blog/[slug]' },
  // Where the language menu lands from a page that has no translation yet; in the other languages only.
  { key: 'noTranslation', path: '/no-translation' },
  // Last: any other one-segment path is an information page (about, the policies, any page an editor adds).
  { key: 'page', path: '/[slug]' },
] as const

/**
 * Each language's words for the tree's segments (a segment it does not name keeps the default language's word), and
 * the slugs of the information pages that code links to (footer, cookie settings), which the seed's pages of that
 * language carry (a content check keeps them in step).
 */
const SEGMENTS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {},
  es: {
    homepage: 'consulta',
    resources: 'recursos',
    help: 'ayuda',
    screening: 'pruebas-de-deteccion',
    'bmi-calculator': 'calculadora-imc',
    result: 'resultado',
    'doctor-discovery': 'medicos',
    contact: 'contacto',
    search: 'buscar',
    page: 'pagina',
    category: 'categoria',
    diseases: 'enfermedades',
    booking: 'cita',
    'no-translation': 'sin-traduccion',
  },
  // The pseudo-locale keeps the default language's words in its addresses.
  [PSEUDO_LANG]: {},
}

const ENGLISH_PAGE_SLUGS = {
  about: 'about',
  privacy: PRIVACY_SLUGS.en,
  termsOfUse: 'terms-of-use',
  disclaimer: 'disclaimer',
  accessibility: 'accessibility',
} as const

const PAGE_SLUGS = {
  en: ENGLISH_PAGE_SLUGS,
  es: {
    about: 'acerca-de',
    privacy: PRIVACY_SLUGS.es,
    termsOfUse: 'condiciones-de-uso',
    disclaimer: 'aviso-medico',
    accessibility: 'accesibilidad',
  },
  [PSEUDO_LANG]: ENGLISH_PAGE_SLUGS,
} as const satisfies Record<Lang, Record<string, string>>

/** The Spanish slugs of the information pages that code links to. */
export const SPANISH_PAGE_SLUGS = PAGE_SLUGS.es

/** The id of the privacy policy's cookie section (its "Cookies" heading). */
export const COOKIE_SECTION_ID = 'cookies'

/** First segments of routes outside the reader tree (APIs, the Studio, pictures, share images). */
export const SYSTEM_SEGMENTS: readonly string[] = ['api', 'healthz', 'images', 'share', 'studio']

/** An internal path of the tree in a language: its prefix, and its words for each segment (params kept). */
export function localize(path: string, lang: Lang): string {
  const words = path
    .split('/')
    .map((part) => (part.startsWith('[') ? part : (SEGMENTS[lang][part] ?? part)))
    .join('/')
  return path === '/' ? PREFIX[lang] || '/' : `${PREFIX[lang]}${words}`
}

/** A localized path with its `[param]`s filled in. */
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/\[(\w+)\]/g, (_, name: string) => segment(params[name] ?? ''))

/** The routes a reader opens, in every language: every one has its pair (a test walks them). */
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

function buildRoutes(lang: Lang): ReaderRoutes {
  const at = (path: string, params: Record<string, string | number> = {}) => fill(localize(path, lang), params)
  const slugs = PAGE_SLUGS[lang]
  const page = (slug: string) => at('/[slug]', { slug })
  return {
    home: () => at('/'),
    /** The landing page's disease-preview section ("Health Topics" in breadcrumbs). */
    topics: () => `${at('/')}#topics`,
    consultation: () => at('/homepage'),
    condition: (slug) => at('/diseases/[slug]', { slug }),
    page,
    about: () => page(slugs.about),
    privacy: () => page(slugs.privacy),
    cookieSettings: () => `${page(slugs.privacy)}#${COOKIE_SECTION_ID}`,
    termsOfUse: () => page(slugs.termsOfUse),
    disclaimer: () => page(slugs.disclaimer),
    accessibility: () => page(slugs.accessibility),
    resources: () => at('/resources'),
    help: () => at('/help'),
    screening: () => at('/screening'),
    bmiCalculator: () => at('/bmi-calculator'),
    bmiResult: () => at('/bmi-calculator/result'),
    team: () => at('/doctor-discovery'),
    doctor: (doctorId) => `${at('/doctor-discovery')}#doctor-${segment(doctorId)}`,
    booking: (doctorId) => at('/booking/[doctorId]', { doctorId }),
    contact: () => at('/contact'),
    blog: () => at('/blog'),
    blogPage: (n) => (n <= 1 ? at('/blog') : at('/blog/page/[page]', { page: n })),
    blogCategory: (category, n = 1) =>
      n <= 1
        ? at('/blog/category/[category]', { category })
        : at('/blog/category/[category]/page/[page]', { category, page: n }),
    blogPost: (slug) => at('/blog/[slug]', { slug }),
    blogFeed: () => at('/blog/feed.xml'),
    search: (query, n = 1, options = {}) => browserRoutes.search(at('/search'), query, n, options),
  }
}

const ROUTES = Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, buildRoutes(lang)])) as Record<
  Lang,
  ReaderRoutes
>

export const routesFor = (lang: Lang): ReaderRoutes => ROUTES[lang]
export const englishRoutes: ReaderRoutes = ROUTES.en
export const spanishRoutes: ReaderRoutes = ROUTES.es

/** Where the language menu lands when a page has no translation in `lang` yet (never the default language). */
export const noTranslation = (lang: Lang) => localize('/no-translation', lang)

/**
 * The localized route table in next-intl's `defineRouting` shape: each internal path with its address per language.
 */
export const ROUTING = {
  locales: LANGUAGES,
  defaultLocale: DEFAULT_LANG,
  localePrefix: 'as-needed',
  pathnames: Object.fromEntries(
    TREE.map(({ path }) => [path, Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, localize(path, lang)]))]),
  ) as Record<string, Record<Lang, string>>,
} as const

/**
 * Every language's search page, without a query: the addresses the edge keeps and bounds as searches
 * (deploy/nginx/search-*.conf, written from this list) and the proxy redirects to their canonical spelling.
 */
export const searchPaths = (): Array<{ lang: Lang; path: string }> =>
  LANGUAGES.map((lang) => ({ lang, path: routesFor(lang).search() }))

/** The reader routes whose page reads its query; every other page is the same whatever query it is asked with. */
export const QUERY_ROUTES: ReadonlySet<keyof ReaderRoutes> = new Set<keyof ReaderRoutes>(['search', 'bmiResult'])

/**
 * Every address of a page that reads its query, in every routed language, and its internal path in the route tree:
 * the pages the request guard leaves their query to (scripts/request-guard.mjs, written from this list).
 */
export const queryPagePaths = (): string[] =>
  [
    ...new Set(
      ROUTED_LANGUAGES.flatMap((lang) =>
        [...QUERY_ROUTES].flatMap((key) => {
          const address = (routesFor(lang)[key] as () => string)()
          return [address, internalPath(address)?.rewrite ?? address]
        }),
      ),
    ),
  ].sort()

/** The first segments of a language's routes in code (and, for the default language, the other languages' prefixes). */
export const reservedSlugs = (lang: Lang): string[] => {
  const own = TREE.filter(
    ({ path, key }) => path !== '/' && key !== 'page' && (lang !== DEFAULT_LANG || key !== 'noTranslation'),
  ).map(({ path }) => localize(path, lang).slice(PREFIX[lang].length).split('/')[1]!)
  // The default language's addresses also name the tree's internal paths, which every language's prefix holds.
  const extra =
    lang === DEFAULT_LANG
      ? [...SYSTEM_SEGMENTS, ...ROUTED_LANGUAGES.filter((l) => l !== DEFAULT_LANG)]
      : reservedSlugs(DEFAULT_LANG)
          .filter((slug) => !SYSTEM_SEGMENTS.includes(slug) && !isLang(slug))
          .concat('no-translation')
  return [...new Set([...own, ...extra])].sort()
}

/**
 * First segments under each language's prefix that belong to routes in code; a page's slug in that language cannot be
 * one of them.
 */
export const RESERVED_SLUGS: Readonly<Record<Lang, ReadonlySet<string>>> = Object.fromEntries(
  ROUTED_LANGUAGES.map((lang) => [lang, new Set(reservedSlugs(lang)) as ReadonlySet<string>]),
) as Record<Lang, ReadonlySet<string>>

/** First segments under /es that belong to routes in code. */
export const SPANISH_RESERVED_SLUGS: ReadonlySet<string> = RESERVED_SLUGS.es

const isPattern = (path: string) => path.includes(':')

/** Patterns of the pairs: the first `[param]` as `:p`, a second one (a page number) as `:n`. */
const pattern = (path: string) => {
  let seen = 0
  return path.replace(/\[\w+\]/g, () => (seen++ === 0 ? ':p' : ':n'))
}

/**
 * The pairs as plain data: the server pairs with it here, and the header's language link gets it as a prop
 * (lib/site/path-pairs.ts says why).
 */
export const PATH_PAIRS: PathPairs = {
  pairs: [
    // The information pages that code links to pair by their slug in each language, before any other page.
    ...(Object.keys(PAGE_SLUGS[DEFAULT_LANG]) as (keyof (typeof PAGE_SLUGS)['en'])[]).map((key) => ({
      key,
      ...(Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, routesFor(lang)[key]()])) as Record<Lang, string>),
    })),
    ...TREE.filter(({ key }) => key !== 'noTranslation').map(({ key, path }) => ({
      key,
      ...(Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, pattern(localize(path, lang))])) as Record<
        Lang,
        string
      >),
    })),
  ].sort(
    (a, b) => Number(a.key === 'page') - Number(b.key === 'page') || Number(isPattern(a.en)) - Number(isPattern(b.en)),
  ),
  reserved: Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, reservedSlugs(lang)])) as Record<Lang, string[]>,
  home: Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, routesFor(lang).home()])) as Record<Lang, string>,
}

/** The route a reader path is, in a language: its key and variable part; null when it is no reader page. */
export const readRoute = (path: string, lang: Lang) =>
  readRouteIn(PATH_PAIRS, path, lang) as { key: keyof ReaderRoutes; param: string | null } | null

/** The same page's address in another language (lib/site/path-pairs.ts, `pairedPathIn`). */
export const pairedPath = (path: string, from: Lang, to: Lang): string => pairedPathIn(PATH_PAIRS, path, from, to)

/**
 * Where the proxy sends a reader's address in the route tree: the internal path of a page in its language
 * (`/es/buscar` → `/es/search`, `/about` → `/en/about`), or null when Next is to render the path as it is: an address
 * outside the reader tree (APIs, the Studio, files), or one that already is an internal path (`/en/about`,
 * `/es/search`). Next's production server runs the proxy again over the path it rewrote to, so an internal path must
 * pass unchanged (a redirect there would send the reader round in a loop).
 */
export function internalPath(pathname: string): { rewrite: string } | null {
  const first = pathname.split('/')[1] ?? ''
  if (SYSTEM_SEGMENTS.includes(first) || first.startsWith('_') || (first.includes('.') && !pathname.includes('/', 1)))
    return null
  if (first === DEFAULT_LANG) return null
  const lang = langOf(pathname)
  const unprefixed = pathname.slice(PREFIX[lang].length) || '/'
  for (const { key, path } of TREE) {
    if (key === 'noTranslation' && lang === DEFAULT_LANG) continue
    const localized = pattern(localize(path, lang)).replace(PREFIX[lang], '') || '/'
    const param = matchTemplate(path === '/' ? '/' : localized, unprefixed)
    if (param === undefined) continue
    if (key === 'page' && reservedSlugs(lang).includes(param[0] ?? '')) continue
    let i = 0
    const rewrite = `/${lang}${path === '/' ? '' : path.replace(/\[\w+\]/g, () => param[i++] ?? '')}`
    return rewrite === pathname ? null : { rewrite }
  }
  // No reader page in this language's words: an internal path already (under a language's prefix), or an unknown
  // address, which renders the language's not-found page inside its layout (app/[locale]/[...rest]).
  if (lang !== DEFAULT_LANG) return null
  return { rewrite: `/${lang}${unprefixed === '/' ? '' : unprefixed}` }
}

const langOf = (pathname: string): Lang =>
  ROUTED_LANGUAGES.find(
    (lang) => PREFIX[lang] && (pathname === PREFIX[lang] || pathname.startsWith(`${PREFIX[lang]}/`)),
  ) ?? DEFAULT_LANG

/** The values of a pattern's `:p` and `:n` in a path (trailing slash ignored), or undefined when it does not match. */
function matchTemplate(template: string, path: string): string[] | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const want = template.split('/')
  const have = trimmed.split('/')
  if (want.length !== have.length) return undefined
  const values: string[] = []
  for (const [i, part] of want.entries()) {
    const value = have[i]!
    if (part === ':p' || part === ':n') {
      if (!value || (part === ':n' && !/^[1-9]\d*$/.test(value))) return undefined
      values.push(value)
    } else if (part !== value) return undefined
  }
  return values
}
