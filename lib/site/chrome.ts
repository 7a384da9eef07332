/**
 * The words of the site's frame (header, footer, search box, language link, newsletter form, translation notice, the
 * not-found page's link home) and the frame's links in each language's addresses. Editors keep the words in the
 * Studio ("Interface words: Header, footer and language link", seeded from content/seed/interface/frame.yaml); this
 * module holds their keys and builds the links: their addresses are code (lib/site/routes.ts for English), their
 * labels are frame texts. A plain module: client components use its types.
 */
import type { InterfaceText, TextKeys } from './interface-text'
import type { Lang } from './languages'
import { spanishRoutes } from './localized-routes'
import {
  consultDoctorLink,
  footerLegalLinks,
  footerQuickLinks,
  homeLink,
  mainNavLinks,
  type FrameLinkSpec,
  type NavLink,
} from './routes'

export const FRAME_TEXT = {
  skipLink: [],
  menu: [],
  topics: [],
  mainNav: [],
  navHome: [],
  navBlog: [],
  navAbout: [],
  navContact: [],
  navConsultDoctor: [],
  searchName: [],
  searchLabel: [],
  searchPlaceholder: [],
  searchButton: [],
  /** The language link's visible text and its accessible name, both in the language it leads to. */
  languageLink: [],
  languageLinkName: [],
  quickLinks: [],
  footerAbout: [],
  footerBlog: [],
  footerContact: [],
  footerResources: [],
  footerScreening: [],
  footerConsultation: [],
  legal: [],
  footerPrivacy: [],
  footerTerms: [],
  footerDisclaimer: [],
  footerAccessibility: [],
  footerSocial: [],
  copyright: ['year', 'organization'],
  newsletterFormName: [],
  newsletterSubscribe: [],
  newsletterEmailLabel: [],
  newsletterPlaceholder: [],
  newsletterNoJs: [],
  newsletterEmpty: [],
  newsletterInvalid: [],
  returnHome: [],
  /** A translated page whose translation no clinician has reviewed yet. */
  unreviewedTranslation: [],
  /** A reviewed translation whose source changed after the review. */
  translationBehind: [],
  readInEnglish: [],
  /** The home or section page a language link led to when the page has no translation yet. */
  noTranslationTitle: [],
  noTranslation: [],
  /**
   * The plain home (components/home/SpanishHome.tsx): where the language link lands when a page has no translation,
   * and the home of a language whose landing page is not written yet.
   */
  plainHomeTitle: [],
  plainHomeIntro: [],
  plainHomeEmergency: [],
  plainHomeSearchName: [],
  plainHomeTopics: [],
} as const satisfies TextKeys

export type FrameText = InterfaceText<typeof FRAME_TEXT>

/** The frame key of a link's label. */
type LabelKey = keyof FrameText

/** The search box's words (components/search/SiteSearchForm.tsx): a page passes its whole FrameText or these. */
export type SearchBoxText = Pick<FrameText, 'searchLabel' | 'searchPlaceholder' | 'searchButton'>

/** The newsletter form's words, picked for the client component so that a page ships no more than these. */
export type NewsletterText = Pick<
  FrameText,
  | 'newsletterFormName'
  | 'newsletterEmailLabel'
  | 'newsletterPlaceholder'
  | 'newsletterNoJs'
  | 'newsletterEmpty'
  | 'newsletterInvalid'
>

export const newsletterText = (text: NewsletterText): NewsletterText => ({
  newsletterFormName: text.newsletterFormName,
  newsletterEmailLabel: text.newsletterEmailLabel,
  newsletterPlaceholder: text.newsletterPlaceholder,
  newsletterNoJs: text.newsletterNoJs,
  newsletterEmpty: text.newsletterEmpty,
  newsletterInvalid: text.newsletterInvalid,
})

export type FrameLinks = {
  home: NavLink
  main: readonly NavLink[]
  consult: NavLink
  footerQuick: readonly NavLink[]
  footerLegal: readonly NavLink[]
}

type FrameLinkSpecs = {
  home: FrameLinkSpec<LabelKey>
  main: readonly FrameLinkSpec<LabelKey>[]
  consult: FrameLinkSpec<LabelKey>
  footerQuick: readonly FrameLinkSpec<LabelKey>[]
  footerLegal: readonly FrameLinkSpec<LabelKey>[]
}

const ENGLISH_LINKS: FrameLinkSpecs = {
  home: homeLink,
  main: mainNavLinks,
  consult: consultDoctorLink,
  footerQuick: footerQuickLinks,
  footerLegal: footerLegalLinks,
}

const es = spanishRoutes
/** Every Spanish page exists now (SPANISH_PAGES_BUILT), so the Spanish frame links only Spanish pages. */
const SPANISH_LINKS: FrameLinkSpecs = {
  home: { href: es.home(), text: 'navHome' },
  main: [
    { href: es.blog(), text: 'navBlog' },
    { href: es.about(), text: 'navAbout' },
    { href: es.contact(), text: 'navContact' },
  ],
  consult: { href: es.consultation(), text: 'navConsultDoctor' },
  footerQuick: [
    { href: es.about(), text: 'footerAbout' },
    { href: es.blog(), text: 'footerBlog' },
    { href: es.contact(), text: 'footerContact' },
    { href: es.resources(), text: 'footerResources' },
    { href: es.screening(), text: 'footerScreening' },
    { href: es.consultation(), text: 'footerConsultation' },
  ],
  footerLegal: [
    { href: es.privacy(), text: 'footerPrivacy' },
    { href: es.termsOfUse(), text: 'footerTerms' },
    { href: es.disclaimer(), text: 'footerDisclaimer' },
    { href: es.accessibility(), text: 'footerAccessibility' },
  ],
}

/** The frame's links in a language's addresses, labelled with that language's frame texts. */
export function frameLinks(lang: Lang, text: FrameText): FrameLinks {
  const specs = lang === 'es' ? SPANISH_LINKS : ENGLISH_LINKS
  const link = ({ href, text: key }: FrameLinkSpec<LabelKey>): NavLink => ({ href, label: text[key] })
  return {
    home: link(specs.home),
    main: specs.main.map(link),
    consult: link(specs.consult),
    footerQuick: specs.footerQuick.map(link),
    footerLegal: specs.footerLegal.map(link),
  }
}
