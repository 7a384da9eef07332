import { readVariable } from '@/lib/config'
import { HREFLANG, LANGUAGES, type Lang } from './languages'

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
    ...(pair ? { languages: { ...languages, 'x-default': paths.en ?? own ?? '' } } : {}),
  }
}
