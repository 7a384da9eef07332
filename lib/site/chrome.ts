/**
 * The words of the site's frame (header, footer, search box, language link, translation notice) in each language,
 * and the frame's links in that language's addresses. English keeps the labels it had (lib/site/routes.ts). These are
 * the code's fallback: the Studio's "Page text" documents carry the page words per language.
 */
import { type Lang, LANGUAGE_NAMES, otherLang } from './languages'
import { spanishRoutes } from './localized-routes'
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

const es = spanishRoutes
/** Every Spanish page exists now (SPANISH_PAGES_BUILT), so the Spanish frame links only Spanish pages. */
const SPANISH_LINKS: FrameLinks = {
  home: { href: es.home(), label: 'Inicio' },
  main: [
    { href: es.blog(), label: 'Blog' },
    { href: es.about(), label: 'Quiénes somos' },
    { href: es.contact(), label: 'Contacto' },
  ],
  consult: { href: es.consultation(), label: 'Consultar a un médico' },
  footerQuick: [
    { href: es.about(), label: 'Quiénes somos' },
    { href: es.blog(), label: 'Blog' },
    { href: es.contact(), label: 'Contacto' },
    { href: es.resources(), label: 'Recursos de salud' },
    { href: es.screening(), label: 'Pruebas de detección' },
    { href: es.consultation(), label: 'Pedir una consulta' },
  ],
  footerLegal: [
    { href: es.privacy(), label: 'Política de privacidad' },
    { href: es.termsOfUse(), label: 'Condiciones de uso' },
    { href: es.disclaimer(), label: 'Aviso médico' },
    { href: es.accessibility(), label: 'Declaración de accesibilidad' },
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
