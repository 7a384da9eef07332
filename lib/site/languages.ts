/**
 * The site's languages: one list, from which every other language table is derived (the localized route table in
 * lib/site/localized-routes.ts, hreflang, `<html lang>` and `dir`, the language menu). English is the default: a
 * document without a `language` field is English, and English addresses carry no prefix. Every other language lives
 * under its prefix, with its own words in its addresses. Kept small and free of imports: client components read it.
 */
export const LOCALES = [
  { code: 'en', tag: 'en-US', hreflang: 'en', name: 'English', dir: 'ltr', prefix: '' },
  {
    code: 'es',
    tag: 'es-US',
    hreflang: 'es',
    name: 'Español',
    dir: 'ltr',
    prefix: '/es',
    lowerCaseNamesInTitles: true,
    consultation: 'spanish',
  },
  // The pseudo-locale: English turned into accented, longer text by content/seed/pseudo-locale.ts, with the English
  // words in its addresses. Tests render every page in it to find interface words that bypass the CMS words; readers
  // never see it (`servesLang`).
  {
    code: 'xa',
    tag: 'en-XA',
    hreflang: 'en-XA',
    name: 'Ƥšéûđö',
    dir: 'ltr',
    prefix: '/xa',
    pseudo: true,
  },
] as const satisfies readonly {
  /** The language's code in documents and in the route tree (`app/[locale]`). */
  code: string
  /** BCP 47 tag with the region, for structured data (US readers). */
  tag: string
  /** The short BCP 47 tag, for `<html lang>` and hreflang. */
  hreflang: string
  /** The language's name in itself, as the language menu shows it. */
  name: string
  dir: 'ltr' | 'rtl'
  /** The path prefix of its addresses; the default language has none. */
  prefix: string
  /**
   * Whether the language writes a name (a blog category's) in lower case inside a title, as Spanish does ("Artículos
   * de salud del corazón"); left out, it keeps the name's capitals, as English does ("Heart Health articles").
   */
  lowerCaseNamesInTitles?: boolean
  /**
   * The consultation language a page in this language has already chosen for the reader (the booking form's value,
   * lib/booking/booking.ts); left out, the reader picks (English: many book in another language).
   */
  consultation?: string
  /** A test language: built from the default language's content, served only when the environment asks for it. */
  pseudo?: boolean
}[]

export type Lang = (typeof LOCALES)[number]['code']
type PseudoLocale = Extract<(typeof LOCALES)[number], { pseudo: true }>
const isPseudo = (locale: (typeof LOCALES)[number]): locale is PseudoLocale => 'pseudo' in locale && locale.pseudo
/**
 * A reader's language: the tables written by hand per language (the search's stop words and stemmer, the crisis
 * vocabulary, the reading-level measure) are `Record<ReaderLang, …>`, so a language added to the list fails the type
 * check until each has its entry. The pseudo-locale's text is the default language's, read by its tables.
 */
export type ReaderLang = Exclude<Lang, PseudoLocale['code']>
/**
 * The readers' languages: the language menu, hreflang, the sitemap, the pages built ahead and the edge's searches
 * list these. The pseudo-locale has routes (`ROUTED_LANGUAGES`) but is none of them, so no built page names it.
 */
export const LANGUAGES: readonly ReaderLang[] = LOCALES.filter((locale) => !isPseudo(locale)).map(
  (locale) => locale.code as ReaderLang,
)
/** Every language the route tree maps, the pseudo-locale included. */
export const ROUTED_LANGUAGES: readonly Lang[] = LOCALES.map((locale) => locale.code)
/** The pseudo-locale's code. */
export const PSEUDO_LANG: PseudoLocale['code'] = LOCALES.find(isPseudo)!.code

/**
 * Whether this server serves a language: a reader's language always; the pseudo-locale only when the server's
 * environment sets PSEUDO_LOCALE=1 (the tests do), read at request time, so the one production build serves tests
 * with it and readers without it (its pages are never built ahead: they render on request).
 */
export const servesLang = (lang: Lang, env: Record<string, string | undefined> = process.env): boolean =>
  (LANGUAGES as readonly Lang[]).includes(lang) || env.PSEUDO_LOCALE === '1'
export const DEFAULT_LANG: ReaderLang = 'en'

const byCode = <T>(pick: (locale: (typeof LOCALES)[number]) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale.code, pick(locale)])) as Readonly<Record<Lang, T>>

/** Each language's path prefix ('' for the default language). */
export const PREFIX = byCode((locale) => locale.prefix)

/** The path prefix of the Spanish site. */
export const SPANISH_PREFIX = PREFIX.es

export const isLang = (value: unknown): value is Lang => ROUTED_LANGUAGES.includes(value as Lang)

/** The reader's language whose hand-written tables read a text in `lang`: its own; the default for any other. */
export const readerLang = (lang: string | null | undefined): ReaderLang =>
  isLang(lang) && lang !== PSEUDO_LANG ? lang : DEFAULT_LANG

/** The facts a language may leave out of the list, where it has the default. */
type WritingFacts = { code: string; lowerCaseNamesInTitles?: boolean; consultation?: string }
const factsOf = (lang: Lang): WritingFacts => LOCALES.find((locale) => locale.code === lang)!

/** Whether the language writes a name in lower case inside a title. */
export const lowerCaseNamesInTitles = (lang: Lang): boolean => factsOf(lang).lowerCaseNamesInTitles === true

/** The consultation language a page in the language chooses for the reader, or null. */
export const consultationLanguage = (lang: Lang): string | null => factsOf(lang).consultation ?? null

/** Each language's name in itself, as the language link shows it. */
export const LANGUAGE_NAMES = byCode((locale) => locale.name)

/** BCP 47 tags: `<html lang>` and hreflang use the short ones; structured data says the region (US readers). */
export const HREFLANG = byCode((locale) => locale.hreflang)

/** The languages this server serves, in the list's order: the readers' ones, and the pseudo-locale when asked. */
export const servedLanguages = (env: Record<string, string | undefined> = process.env): Lang[] =>
  ROUTED_LANGUAGES.filter((lang) => servesLang(lang, env))

/** One entry of the language menu: a language a reader can switch to, its hreflang tag and its name in itself. */
export type LanguageEntry = { to: Lang; hrefLang: string; name: string }

/**
 * The language menu on a page in `lang`: every other language served, in the list's order. One entry is the header's
 * single language link; two or more are a menu.
 */
export const languageEntries = (lang: Lang, served: readonly Lang[] = servedLanguages()): LanguageEntry[] =>
  served.filter((to) => to !== lang).map((to) => ({ to, hrefLang: HREFLANG[to], name: LANGUAGE_NAMES[to] }))
export const IN_LANGUAGE = byCode((locale) => locale.tag)
/**
 * Open Graph's locale for a page in `lang` ("es_US"): none for the default language, whose pages state none (Open
 * Graph's own default is en_US).
 */
export const openGraphLocale = (lang: Lang): string | undefined =>
  lang === DEFAULT_LANG ? undefined : IN_LANGUAGE[lang].replace('-', '_')
export const DIRECTION = byCode((locale) => locale.dir)

/** The language of a site path: a language's prefix and everything under it is that language, the rest the default. */
export const langOfPath = (path: string): Lang =>
  LOCALES.find(
    ({ prefix }) =>
      prefix !== '' && (path === prefix || ['/', '#', '?'].some((next) => path.startsWith(`${prefix}${next}`))),
  )?.code ?? DEFAULT_LANG
