/**
 * The interface-word keys of the header, footer and language link and their placeholders (lib/interface/areas.ts
 * says why apart).
 */
import type { TextKeys } from '@/lib/site/interface-text'

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
  /** The header's link to the urgent-help page, on every page and every width, outside the menu. */
  urgentHelp: [],
  searchName: [],
  searchLabel: [],
  searchPlaceholder: [],
  searchButton: [],
  /** The language link's visible text and its accessible name, both in the language it leads to. */
  languageLink: [],
  languageLinkName: [],
  /** The language menu's name, shown in place of the single link when a reader can switch to two languages or more. */
  languageMenu: [],
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
  /** A translated legal page: which version governs (no clinician reviews a legal page). */
  legalTranslation: [],
  readInEnglish: [],
  /** The home or section page a language link led to when the page has no translation yet. */
  noTranslationTitle: [],
  noTranslation: [],
  /**
   * The plain home (components/home/PlainHome.tsx): where the language link lands when a page has no translation,
   * and the home of a language whose landing page is not written yet.
   */
  plainHomeTitle: [],
  plainHomeIntro: [],
  plainHomeEmergency: [],
  plainHomeSearchName: [],
  plainHomeTopics: [],
} as const satisfies TextKeys
