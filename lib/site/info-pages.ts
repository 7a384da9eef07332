/**
 * The information pages (About, the policies, any page an editor adds) in each language: which slugs the one-segment
 * route serves, and which of them are the legal pages and the privacy policy. The sitemap and both routes ask here, so
 * they never disagree on whether a page exists.
 */
import { DEFAULT_LANG, type Lang } from './languages'
import { RESERVED_SLUGS, routesFor } from './localized-routes'
import { isStandalonePageSlug } from './routes'

/**
 * Whether the information-page route of `lang` serves this slug. Another language's slug must also clear the default
 * language's routes in code and its own, so that the language link's slug-keeping pair never lands inside one of them.
 */
export const servesInfoPage = (slug: string, lang: Lang): boolean =>
  isStandalonePageSlug(slug) && (lang === DEFAULT_LANG || !RESERVED_SLUGS[lang].has(slug))

/** The legal pages (the footer's Legal column): no ads on them. */
const LEGAL_PAGES = ['privacy', 'termsOfUse', 'disclaimer', 'accessibility'] as const

export const isLegalPage = (slug: string, lang: Lang): boolean => {
  const routes = routesFor(lang)
  return LEGAL_PAGES.some((key) => routes[key]() === routes.page(slug))
}

/** The privacy policy, whose cookie section ends with the generated list of the cookies the site sets. */
export const isPrivacyPage = (slug: string, lang: Lang): boolean => {
  const routes = routesFor(lang)
  return routes.privacy() === routes.page(slug)
}
