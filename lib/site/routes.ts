/**
 * Every path the site links to, built in one place. Pages, components, the sitemap and structured data call
 * these helpers; none of them writes a site path as a string literal. Renaming a route is a change here only.
 */

import { browserRoutes, PRIVACY_SLUGS, segment } from './browser-routes'

/** The CMS page that is the privacy policy; its cookie section is generated from lib/consent/consent.ts. */
export const PRIVACY_PAGE_SLUG = PRIVACY_SLUGS.en
/** The id of the privacy policy's cookie section (its "Cookies" heading). */
export const COOKIE_SECTION_ID = 'cookies'

export const routes = {
  home: () => browserRoutes.home('en'),
  /** The landing page's disease-preview section ("Health Topics" in breadcrumbs). */
  topics: () => '/#topics',
  /** The consultation entry: every Consult Doctor and Contact Expert link points here. */
  consultation: () => '/homepage',
  condition: (slug: string) => `/diseases/${segment(slug)}`,
  /** A CMS page served by the one `[slug]` route (about, policies, and any page an editor adds). */
  page: (slug: string) => `/${segment(slug)}`,
  about: () => '/about',
  privacy: () => browserRoutes.privacy('en'),
  /** Where the Cookie settings link goes without JavaScript: the privacy policy's cookie section. */
  cookieSettings: () => `/${PRIVACY_PAGE_SLUG}#${COOKIE_SECTION_ID}`,
  termsOfUse: () => '/terms-of-use',
  disclaimer: () => '/disclaimer',
  accessibility: () => '/accessibility',
  resources: () => '/resources',
  /** Urgent help: 911, 988, Poison Control and the maternal hotline, and when to call each (the header links it). */
  help: () => '/help',
  screening: () => '/screening',
  bmiCalculator: () => '/bmi-calculator',
  /** The calculator's form action: the result page the browser opens when it submits the form itself (no script). */
  bmiResult: () => '/bmi-calculator/result',
  team: () => '/doctor-discovery',
  /** A doctor's card on the team page. */
  doctor: (doctorId: number | string) => `/doctor-discovery#doctor-${segment(doctorId)}`,
  booking: (doctorId: number | string) => `/booking/${segment(doctorId)}`,
  contact: () => '/contact',
  phone: browserRoutes.phone,
  sms: browserRoutes.sms,
  lifelineChat: browserRoutes.lifelineChat,
  email: browserRoutes.email,
  /**
   * Where to find real care near you: HRSA's finder of community health centers, which see patients whether or not
   * they can pay. The guides, the landing page and the screening page send readers here instead of into the booking
   * demonstration (clinical read 3, C3 and C4).
   */
  findHealthCenter: () => 'https://findahealthcenter.hrsa.gov/',
  contactConfig: browserRoutes.contactConfig,
  blog: () => '/blog',
  /** Page n of the blog list (page 1 is /blog itself). */
  blogPage: (page: number) => (page <= 1 ? '/blog' : `/blog/page/${segment(page)}`),
  /** Page n of one category's posts (page 1 is the category's own URL). */
  blogCategory: (slug: string, page = 1) =>
    page <= 1 ? browserRoutes.blogCategory(slug, 'en') : `/blog/category/${segment(slug)}/page/${segment(page)}`,
  blogPost: (slug: string) => browserRoutes.blogPost(slug, 'en'),
  blogFeed: () => '/blog/feed.xml',
  blogSearchApi: browserRoutes.blogSearchApi,
  /**
   * Site search's results (a GET form's action is `search()` with the words in `q`); page n of them with `page`.
   * No query: the search page itself. `exact`: the words as typed, without typo correction ("Search instead for").
   */
  search: (query?: string, page = 1, options: { exact?: boolean } = {}) =>
    browserRoutes.search('/search', query, page, options),
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
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'blog',
  'bmi-calculator',
  'booking',
  'contact',
  'diseases',
  'doctor-discovery',
  'help',
  // The Spanish site (lib/site/localized-routes.ts): no English page can be called 'es'.
  'es',
  'homepage',
  'images',
  'resources',
  'screening',
  'search',
  'share',
  'studio',
])

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

/** Pages built in code that the sitemap lists beside the content-driven ones. */
export const staticSitemapPaths = [
  routes.home(),
  routes.resources(),
  routes.help(),
  routes.screening(),
  routes.bmiCalculator(),
  routes.consultation(),
  routes.team(),
  routes.contact(),
]

export type NavLink = { href: string; label: string }

/**
 * A link of the site's frame (header and footer): where it goes, and the key of its label among the frame's words,
 * which editors keep in the Studio per language (lib/site/chrome.ts `frameLinks` gives the labelled links).
 */
export type FrameLinkSpec<K extends string = string> = { href: string; text: K }

/** The header's plain links after Home and the Topics menu. */
export const mainNavLinks = [
  { href: routes.blog(), text: 'navBlog' },
  { href: routes.about(), text: 'navAbout' },
  { href: routes.contact(), text: 'navContact' },
] as const satisfies readonly FrameLinkSpec[]

export const homeLink = { href: routes.home(), text: 'navHome' } as const satisfies FrameLinkSpec
export const consultDoctorLink = {
  href: routes.consultation(),
  text: 'navConsultDoctor',
} as const satisfies FrameLinkSpec

export const footerQuickLinks = [
  { href: routes.about(), text: 'footerAbout' },
  { href: routes.blog(), text: 'footerBlog' },
  { href: routes.contact(), text: 'footerContact' },
  { href: routes.resources(), text: 'footerResources' },
  { href: routes.screening(), text: 'footerScreening' },
  { href: routes.consultation(), text: 'footerConsultation' },
] as const satisfies readonly FrameLinkSpec[]

export const footerLegalLinks = [
  { href: routes.privacy(), text: 'footerPrivacy' },
  { href: routes.termsOfUse(), text: 'footerTerms' },
  { href: routes.disclaimer(), text: 'footerDisclaimer' },
  { href: routes.accessibility(), text: 'footerAccessibility' },
] as const satisfies readonly FrameLinkSpec[]
