/**
 * Every path the site links to, built in one place. Pages, components, the sitemap and structured data call
 * these helpers; none of them writes a site path as a string literal. Renaming a route is a change here only.
 */

import { browserRoutes, PRIVACY_SLUGS, segment } from './browser-routes'
import { callRoutes } from './call-routes'
import { COOKIE_SECTION_ID, type ReaderRoutes, reservedSlugs, routesFor } from './localized-routes'

/** The CMS page that is the privacy policy; its cookie section is generated from lib/consent/consent.ts. */
export const PRIVACY_PAGE_SLUG = PRIVACY_SLUGS.en
export { COOKIE_SECTION_ID }

export const routes = {
  // The reader pages, at their default-language addresses: the localized route table builds them
  // (lib/site/localized-routes.ts); the consultation entry is where every Consult Doctor and Contact Expert link
  // points, `bmiResult` the calculator's form action when the browser submits it without script.
  ...routesFor('en'),
  phone: callRoutes.phone,
  sms: callRoutes.sms,
  lifelineText: callRoutes.lifelineText,
  lifelineChat: callRoutes.lifelineChat,
  email: browserRoutes.email,
  /**
   * Where to find real care near you: HRSA's finder of community health centers, which see patients whether or not
   * they can pay. The guides, the landing page and the screening page send readers here instead of into the booking
   * demonstration, which books no real visit.
   */
  findHealthCenter: () => 'https://findahealthcenter.hrsa.gov/',
  contactConfig: browserRoutes.contactConfig,
  newsletter: browserRoutes.newsletter,
  blogSearchApi: browserRoutes.blogSearchApi,
  studio: () => '/studio',
  /** A generated share image (Open Graph, Twitter) for a guide or post without its own picture. */
  shareImage: (kind: 'guide' | 'post', slug: string) => `/share/${kind}/${segment(slug)}`,
  /** The organisation's logo for search engines (`publisher.logo`): the 512 px app icon. */
  logo: () => '/icon-512.png',
  draftModeEnable: () => '/api/draft-mode/enable',
  draftModeDisable: () => '/api/draft-mode/disable',
  revalidate: () => '/api/revalidate',
  /** Where the "Was this page helpful?" block posts its plain forms (app/api/feedback). */
  feedback: () => '/api/feedback',
  /** Local mode only: the local Content Lake asks the site to revalidate after a publish (needs the editor token). */
  /**
   * The Studio link `npm run serve` prints: the token in the fragment never reaches a server log. With `path` (a tool's
   * page, as `structure/blog`) the one load signs in and opens that page.
   */
  studioWithToken: (token: string, path?: string) =>
    `/studio${path ? `/${path}` : ''}#token=${encodeURIComponent(token)}`,
} as const

/**
 * First path segments that belong to routes in code. A CMS page whose slug is one of these is shown inside that
 * route (the BMI explainer inside /bmi-calculator) and is not served, or listed in the sitemap, on its own.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(reservedSlugs('en'))

/**
 * The longest slug a page address can carry. The edge refuses any longer path segment before the site sees it
 * (deploy/nginx/edge.conf, `$edge_invented_path`); the Studio refuses a longer slug (schemas/fields.ts), and the
 * site reads no content for one (lib/content), so an invented address cannot cost a query or a log line.
 */
export const MAX_SLUG_LENGTH = 200

/** Whether a page could exist at this slug: not longer than any the Studio accepts. */
export const isPossibleSlug = (slug: string) => slug.length <= MAX_SLUG_LENGTH

/** Second segments under /blog that belong to the list's own pages, not to posts. */
export const RESERVED_BLOG_SLUGS: ReadonlySet<string> = new Set(['page', 'category', 'feed.xml'])

/** Whether the `[slug]` route serves this CMS page slug. */
export function isStandalonePageSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && !RESERVED_SLUGS.has(slug)
}

export type NavLink = { href: string; label: string }

/**
 * A link of the site's frame (header and footer): where it goes, and the key of its label among the frame's words,
 * which editors keep in the Studio per language (lib/site/chrome.ts `frameLinks` gives the labelled links).
 */
export type FrameLinkSpec<K extends string = string> = { href: string; text: K }

/**
 * The frame's links (header and footer) in one language's addresses: the same list in every language, labelled by
 * the frame's words in that language (lib/site/chrome.ts `frameLinks`).
 */
export const frameLinkSpecs = (r: ReaderRoutes) =>
  ({
    home: { href: r.home(), text: 'navHome' },
    /** The header's plain links after Home and the Topics menu. */
    main: [
      { href: r.blog(), text: 'navBlog' },
      { href: r.about(), text: 'navAbout' },
      { href: r.contact(), text: 'navContact' },
    ],
    consult: { href: r.consultation(), text: 'navConsultDoctor' },
    footerQuick: [
      { href: r.about(), text: 'footerAbout' },
      { href: r.blog(), text: 'footerBlog' },
      { href: r.contact(), text: 'footerContact' },
      { href: r.resources(), text: 'footerResources' },
      { href: r.screening(), text: 'footerScreening' },
      { href: r.consultation(), text: 'footerConsultation' },
    ],
    footerLegal: [
      { href: r.privacy(), text: 'footerPrivacy' },
      { href: r.termsOfUse(), text: 'footerTerms' },
      { href: r.disclaimer(), text: 'footerDisclaimer' },
      { href: r.accessibility(), text: 'footerAccessibility' },
    ],
  }) as const satisfies Record<string, FrameLinkSpec | readonly FrameLinkSpec[]>

const englishFrame = frameLinkSpecs(routesFor('en'))
export const mainNavLinks = englishFrame.main
export const homeLink = englishFrame.home
export const consultDoctorLink = englishFrame.consult
export const footerQuickLinks = englishFrame.footerQuick
export const footerLegalLinks = englishFrame.footerLegal
