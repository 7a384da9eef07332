import { readVariable } from '@/lib/config'
import { DEFAULT_LANG, HREFLANG, LANGUAGES, type Lang, type ReaderLang } from './languages'
import { routesFor, type ReaderRoutes } from './localized-routes'

/**
 * What the site says of itself where a page has no description of its own (the root layout, the web app manifest,
 * the feed). It claims only what is true today: no clinician has reviewed the texts yet (README, deviations).
 */
export const SITE_DESCRIPTION =
  'Plain-language health information on common conditions, with its sources named. Not a substitute for your own doctor.'

/** The canonical origin of the public site, used for canonical URLs, the sitemap and structured data. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const reading = readVariable(env, 'NEXT_PUBLIC_SITE_URL')
  if (reading.problem !== undefined) throw new Error(reading.problem)
  return reading.value
}

export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return new URL(path, siteUrl(env)).toString()
}

/**
 * A page's canonical address and its language alternates (hreflang both ways, and x-default: the English page, the
 * one a reader with no language match gets). `paths` holds the page's address in each language it exists in.
 */
export function languageAlternates(lang: Lang, paths: Partial<Record<Lang, string | null | undefined>>) {
  const own = paths[lang]
  const languages: Record<string, string> = {}
  for (const other of LANGUAGES) {
    const path = paths[other]
    if (path) languages[HREFLANG[other]] = path
  }
  const pair = Object.keys(languages).length > 1
  return {
    ...(own ? { canonical: own } : {}),
    ...(pair ? { languages: { ...languages, 'x-default': paths[DEFAULT_LANG] ?? own ?? '' } } : {}),
  }
}

/**
 * The alternates of a page every reader language has at its own address in the route table (`address` picks it from
 * a language's routes: the home, contact, search, …).
 */
export const routeAlternates = (lang: Lang, address: (routes: ReaderRoutes) => string) =>
  languageAlternates(lang, Object.fromEntries(LANGUAGES.map((other) => [other, address(routesFor(other))])))

/**
 * What `find` answers for each reader language but the page's own, kept where it answers (a page's translations, its
 * addresses in the other languages), asked of every language at once. The pseudo-locale is never one of them.
 */
export async function inOtherLanguages<T>(
  lang: Lang,
  find: (other: ReaderLang) => Promise<T | null | undefined>,
): Promise<Partial<Record<ReaderLang, T>>> {
  const others = LANGUAGES.filter((other) => other !== lang)
  const found = await Promise.all(others.map(async (other) => [other, await find(other)] as const))
  return Object.fromEntries(found.filter(([, value]) => value != null)) as Partial<Record<ReaderLang, T>>
}

/** The addresses of a page's translations (each with its `path`), by language, for languageAlternates. */
export const pathsOf = (translations: Partial<Record<Lang, { path: string }>>): Partial<Record<Lang, string>> =>
  Object.fromEntries(Object.entries(translations).map(([lang, found]) => [lang, found?.path]))
