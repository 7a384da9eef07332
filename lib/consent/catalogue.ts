// The texts of the cookie banner and the privacy policy's cookie table: every category and the cookies the site
// really sets in it. Only the lazily loaded banner and the server-rendered policy import this.
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
  /** Said when `cookies` is empty. */
  noneInUse: string
}

const durationWords = (days: number) => `${Math.round(days / 30.4)} months`

/** Every category with the cookies the site sets in it under `config`: the banner and the policy both show this. */
export function cookieCatalogue(config: TrackingConfig): CategoryInfo[] {
  const essential: CookieEntry[] = [
    {
      name: CONSENT_COOKIE,
      provider: 'This site',
      purpose: 'Remembers your cookie choices, so we do not ask on every page.',
      duration: durationWords(CONSENT_DAYS),
    },
    {
      name: '__prerender_bypass',
      provider: 'This site',
      purpose: 'Only for our editors: shows unpublished drafts while they preview a change. Never set for readers.',
      duration: 'Until the browser is closed',
    },
  ]
  const inUse = categoriesInUse(config)
  const analytics: CookieEntry[] =
    inUse.analytics && config.analyticsId
      ? [
          {
            name: '_ga',
            provider: 'Google Analytics',
            purpose: 'Tells visits apart, so we can count how many people read a page.',
            duration: '2 years',
          },
          {
            name: `_ga_${config.analyticsId.slice(2)}`,
            provider: 'Google Analytics',
            purpose: 'Keeps the state of a visit (session) for the same counts.',
            duration: '2 years',
          },
        ]
      : []
  const advertising: CookieEntry[] = inUse.advertising
    ? [
        {
          name: '__gads, __gpi',
          provider: 'Google AdSense',
          purpose: 'Measure ads and limit how often you see the same one; with your consent, personalise ads.',
          duration: '13 months',
        },
        {
          name: 'IDE (on doubleclick.net)',
          provider: 'Google',
          purpose: 'With your consent only: shows ads based on your visits to other sites.',
          duration: '13 months',
        },
      ]
    : []
  return [
    {
      id: 'essential',
      title: 'Essential',
      description: 'Keep the site working and secure, for example by remembering your cookie choices. Always on.',
      optional: false,
      cookies: essential,
      noneInUse: '',
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description: 'Count visits and show which pages are read, so we can improve them. Only with your consent.',
      optional: true,
      cookies: analytics,
      noneInUse: 'None in use: this site runs no analytics service.',
    },
    {
      id: 'advertising',
      title: 'Advertising',
      description:
        'Set by our ad network to show and measure ads. Without your consent, any ads shown are not based on a profile of you.',
      optional: true,
      cookies: advertising,
      noneInUse: 'None in use: this site shows no ads.',
    },
    {
      id: 'preference',
      title: 'Preference',
      description: 'Remember choices you make on the site, such as settings of a tool.',
      optional: true,
      cookies: [],
      noneInUse: 'None in use: the site remembers no other choices in cookies.',
    },
  ]
}
