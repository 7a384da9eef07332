/**
 * The words of the site's frame (header, footer, search box, language link, translation notice) in each language,
 * and the frame's links in that language's addresses. English keeps the labels it had (lib/site/routes.ts). These are
 * the code's fallback: the Studio's "Page text" documents carry the page words per language.
 */
import { type Lang, LANGUAGE_NAMES, otherLang } from './languages'
import { localLink } from './local-links'
import { routesFor } from './localized-routes'
import { consultDoctorLink, footerLegalLinks, footerQuickLinks, homeLink, mainNavLinks, type NavLink } from './routes'

export type Chrome = {
  skipLink: string
  menu: string
  topics: string
  mainNav: string
  searchName: string
  searchLabel: string
  searchPlaceholder: string
  searchButton: string
  quickLinks: string
  legal: string
  rightsReserved: string
  /** The language link's visible text (the other language's name, in that language) and its accessible name. */
  languageLink: string
  languageLinkName: string
  /** A Spanish page whose translation no clinician has reviewed yet. */
  unreviewedTranslation: string
  /** A reviewed translation whose English source changed after the review. */
  translationBehind: string
  /** Shown on the home or section page a language link led to when the page has no translation yet. */
  noTranslation: string
  readInEnglish: string
}

export const CHROME: Readonly<Record<Lang, Chrome>> = {
  en: {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    topics: 'Topics',
    mainNav: 'Main',
    searchName: 'Site',
    searchLabel: 'Search guides, articles and pages',
    searchPlaceholder: 'Search the site',
    searchButton: 'Search',
    quickLinks: 'Quick links',
    legal: 'Legal',
    rightsReserved: 'All rights reserved.',
    languageLink: LANGUAGE_NAMES.es,
    languageLinkName: 'Español: leer esta página en español',
    unreviewedTranslation: '',
    translationBehind: '',
    noTranslation: 'This page is not available in English yet. Here is the closest English page.',
    readInEnglish: '',
  },
  es: {
    skipLink: 'Ir al contenido principal',
    menu: 'Menú',
    topics: 'Temas de salud',
    mainNav: 'Principal',
    searchName: 'Sitio',
    searchLabel: 'Buscar guías, artículos y páginas',
    searchPlaceholder: 'Buscar en el sitio',
    searchButton: 'Buscar',
    quickLinks: 'Enlaces rápidos',
    legal: 'Aviso legal',
    rightsReserved: 'Todos los derechos reservados.',
    languageLink: LANGUAGE_NAMES.en,
    languageLinkName: 'English: read this page in English',
    unreviewedTranslation:
      'Esta página es una traducción del inglés. Un profesional clínico todavía no ha revisado la traducción.',
    translationBehind:
      'La versión en inglés de esta página cambió después de que se revisó esta traducción. Puede estar atrasada.',
    noTranslation: 'Esta página todavía no está en español. Aquí tiene la página más cercana en español.',
    readInEnglish: 'Leer la versión en inglés',
  },
}

export type FrameLinks = {
  home: NavLink
  main: readonly NavLink[]
  consult: NavLink
  footerQuick: readonly NavLink[]
  footerLegal: readonly NavLink[]
}

const en = routesFor('en')
/**
 * A frame link in Spanish: the Spanish page once it is built (SPANISH_PAGES_BUILT), until then its English page,
 * said to be in English, so that no link of the frame leads to a 404.
 */
const spanishLink = (englishHref: string, label: string): NavLink => {
  const link = localLink(englishHref, 'es')
  return { href: link.href, label: link.inEnglish ? `${label} (en inglés)` : label }
}
const SPANISH_LINKS: FrameLinks = {
  home: spanishLink(en.home(), 'Inicio'),
  main: [
    spanishLink(en.blog(), 'Blog'),
    spanishLink(en.about(), 'Quiénes somos'),
    spanishLink(en.contact(), 'Contacto'),
  ],
  consult: spanishLink(en.consultation(), 'Consultar a un médico'),
  footerQuick: [
    spanishLink(en.about(), 'Quiénes somos'),
    spanishLink(en.blog(), 'Blog'),
    spanishLink(en.contact(), 'Contacto'),
    spanishLink(en.resources(), 'Recursos de salud'),
    spanishLink(en.screening(), 'Pruebas de detección'),
    spanishLink(en.consultation(), 'Pedir una consulta'),
  ],
  footerLegal: [
    spanishLink(en.privacy(), 'Política de privacidad'),
    spanishLink(en.termsOfUse(), 'Condiciones de uso'),
    spanishLink(en.disclaimer(), 'Aviso médico'),
    spanishLink(en.accessibility(), 'Declaración de accesibilidad'),
  ],
}

const ENGLISH_LINKS: FrameLinks = {
  home: homeLink,
  main: mainNavLinks,
  consult: consultDoctorLink,
  footerQuick: footerQuickLinks,
  footerLegal: footerLegalLinks,
}

export const frameLinks = (lang: Lang): FrameLinks => (lang === 'es' ? SPANISH_LINKS : ENGLISH_LINKS)

/** The language link's target language. */
export const languageLinkTarget = otherLang
