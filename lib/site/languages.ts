/**
 * The site's languages. English is the default: a document without a `language` field is English, and English
 * addresses carry no prefix. Spanish pages live under one prefix with Spanish addresses (lib/site/localized-routes.ts).
 */
export const LANGUAGES = ['en', 'es'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = 'en'

/** The path prefix of the Spanish site; English has none. */
export const SPANISH_PREFIX = '/es'

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang)

/** The other language: the header's language link and the hreflang pair go there. */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en')

/** Each language's name in itself, as the language link shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', es: 'Español' }

/** BCP 47 tags: `<html lang>` and hreflang use the short ones; structured data says the region (US readers). */
export const HREFLANG: Readonly<Record<Lang, string>> = { en: 'en', es: 'es' }
export const IN_LANGUAGE: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-US' }

/** The language of a site path: `/es` and everything under it is Spanish, the rest English. */
export const langOfPath = (path: string): Lang =>
  path === SPANISH_PREFIX ||
  path.startsWith(`${SPANISH_PREFIX}/`) ||
  path.startsWith(`${SPANISH_PREFIX}#`) ||
  path.startsWith(`${SPANISH_PREFIX}?`)
    ? 'es'
    : 'en'
