// The cookie banner's and the privacy policy's cookie catalogue: every category and the cookies the site really sets
// in it. Which cookies exist, their names, who sets them and how long they last are code; the words describing them
// are the cookie banner's "Interface words" (lib/consent/banner.ts CONSENT_TEXT; the keys below). Only the lazily
// loaded banner and the server-rendered policy import this.
import { fill, formatCount, pluralOf, type InterfaceText, type TextKeys } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import { categoriesInUse, CONSENT_COOKIE, CONSENT_DAYS, type ConsentCategory, type TrackingConfig } from './consent'

export type CookieEntry = {
  name: string
  /** Who sets it: this site, or the named third party. */
  provider: string
  purpose: string
  /** How long it lasts, in words. */
  duration: string
}

export type CategoryInfo = {
  id: ConsentCategory
  title: string
  description: string
  /** Essential cookies cannot be switched off. */
  optional: boolean
  /** The cookies the site really sets in this category with the current configuration; empty when none. */
  cookies: CookieEntry[]
  /** Said when `cookies` is empty (never for the essential category, which always has the consent cookie). */
  noneInUse: string
}

/** The catalogue's keys among the cookie banner's words; cookie names, ids and lifetimes in days are code. */
export const CATALOGUE_TEXT = {
  cookieSetByThisSite: [],
  durationMonthOne: ['count'],
  durationMonthOther: ['count'],
  durationYearOne: ['count'],
  durationYearOther: ['count'],
  durationUntilBrowserCloses: [],
  /** A cookie that lives on another site's domain. */
  cookieOnDomain: ['cookie', 'domain'],
  purposeConsent: [],
  purposePreview: [],
  purposeGaVisitor: [],
  purposeGaSession: [],
  purposeGads: [],
  purposeIde: [],
  essentialTitle: [],
  essentialDescription: [],
  analyticsTitle: [],
  analyticsDescription: [],
  analyticsNoneInUse: [],
  advertisingTitle: [],
  advertisingDescription: [],
  advertisingNoneInUse: [],
  preferenceTitle: [],
  preferenceDescription: [],
  preferenceNoneInUse: [],
} as const satisfies TextKeys

export type CatalogueText = InterfaceText<typeof CATALOGUE_TEXT>

/**
 * Every category with the cookies the site sets in it under `config`, in the words of `text` (the cookie banner's
 * "Interface words" in `lang`): the banner and the policy both show this.
 */
export function cookieCatalogue(config: TrackingConfig, text: CatalogueText, lang: Lang = 'en'): CategoryInfo[] {
  const count = (n: number, one: string, other: string) =>
    fill(pluralOf(lang, n, one, other), { count: formatCount(lang, n) })
  const months = (n: number) => count(n, text.durationMonthOne, text.durationMonthOther)
  const years = (n: number) => count(n, text.durationYearOne, text.durationYearOther)
  const durationWords = (days: number) => months(Math.round(days / 30.4))
  const entry = (name: string, provider: string, duration: string, purpose: string): CookieEntry => ({
    name,
    provider,
    purpose,
    duration,
  })
  const thisSite = text.cookieSetByThisSite
  const essential: CookieEntry[] = [
    entry(CONSENT_COOKIE, thisSite, durationWords(CONSENT_DAYS), text.purposeConsent),
    entry('__prerender_bypass', thisSite, text.durationUntilBrowserCloses, text.purposePreview),
  ]
  const inUse = categoriesInUse(config)
  const analytics: CookieEntry[] =
    inUse.analytics && config.analyticsId
      ? [
          entry('_ga', 'Google Analytics', years(2), text.purposeGaVisitor),
          entry(`_ga_${config.analyticsId.slice(2)}`, 'Google Analytics', years(2), text.purposeGaSession),
        ]
      : []
  const advertising: CookieEntry[] = inUse.advertising
    ? [
        entry('__gads, __gpi', 'Google AdSense', months(13), text.purposeGads),
        // The cookie's name is not translated; only where it lives is.
        entry(
          fill(text.cookieOnDomain, { cookie: 'IDE', domain: 'doubleclick.net' }),
          'Google',
          months(13),
          text.purposeIde,
        ),
      ]
    : []
  const category = (
    id: ConsentCategory,
    optional: boolean,
    cookies: CookieEntry[],
    title: string,
    description: string,
    noneInUse = '',
  ): CategoryInfo => ({ id, title, description, noneInUse, optional, cookies })
  return [
    category('essential', false, essential, text.essentialTitle, text.essentialDescription),
    category('analytics', true, analytics, text.analyticsTitle, text.analyticsDescription, text.analyticsNoneInUse),
    category(
      'advertising',
      true,
      advertising,
      text.advertisingTitle,
      text.advertisingDescription,
      text.advertisingNoneInUse,
    ),
    category('preference', true, [], text.preferenceTitle, text.preferenceDescription, text.preferenceNoneInUse),
  ]
}
