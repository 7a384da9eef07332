/**
 * The addresses client components build in the browser from what the reader types or does, apart from the route
 * tables (lib/site/routes.ts and lib/site/localized-routes.ts build these entries from here): a client component that
 * imported the tables would put every route of both languages in the JavaScript of each page it is on. A client
 * component gets every other link as a prop, built on the server (tests/lint/client-imports.test.ts holds it).
 */
import { type Lang, PREFIX, PSEUDO_LANG } from './languages'

/** A segment as it may appear in a URL path; slugs from the CMS are kebab-case, but nothing is trusted. */
export const segment = (value: string | number) => encodeURIComponent(String(value))
const inLang = (lang: Lang, path: string) => `${PREFIX[lang]}${path}`

/** The privacy policy's slug in each language: CMS pages (the seed's carry them; a content check keeps them in step). */
export const PRIVACY_SLUGS = { en: 'privacy', es: 'privacidad', [PSEUDO_LANG]: 'privacy' } as const
/** The blog category segment in each language, as the route table has it (its test keeps the two in step). */
const CATEGORY_SEGMENT: Readonly<Record<Lang, string>> = { en: 'category', es: 'categoria', [PSEUDO_LANG]: 'category' }

export const browserRoutes = {
  /** Each language's home page: its prefix, or the root for the default language. */
  home: (lang: Lang = 'en') => PREFIX[lang] || '/',
  /**
   * Site search's results at `base` (each language's search page: `routesFor(lang).search()`), with the words in `q`,
   * page n with `page`; no query: the search page itself. `exact`: the words as typed, without typo correction.
   */
  search: (base: string, query?: string, page = 1, { exact = false }: { exact?: boolean } = {}) => {
    if (query === undefined) return base
    const params = new URLSearchParams({ q: query })
    if (page > 1) params.set('page', String(page))
    if (exact) params.set('exact', '1')
    return `${base}?${params.toString()}`
  },
  /** The blog's search endpoint (JSON), for the live search once posts no longer fit on one page; one language's posts. */
  blogSearchApi: (query: string, lang: Lang = 'en') =>
    `/api/blog/search?q=${encodeURIComponent(query)}${lang === 'en' ? '' : `&lang=${lang}`}`,
  /** The contact form's e-mail configuration, read from the server's environment at request time. */
  contactConfig: () => '/api/contact-config',
  /** Where the newsletter forms post when the browser sends them itself, without script (app/api/newsletter). */
  newsletter: () => '/api/newsletter',
  /** The privacy policy, which the cookie banner links to in its language. */
  privacy: (lang: Lang = 'en') => inLang(lang, `/${PRIVACY_SLUGS[lang]}`),
  /** An e-mail address to write to. */
  email: (address: string) => `mailto:${address.trim()}`,
  /** A blog post, and the first page of a category's posts: the blog's live search shows them as cards. */
  blogPost: (slug: string, lang: Lang = 'en') => inLang(lang, `/blog/${segment(slug)}`),
  blogCategory: (slug: string, lang: Lang = 'en') => inLang(lang, `/blog/${CATEGORY_SEGMENT[lang]}/${segment(slug)}`),
} as const
