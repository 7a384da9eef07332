// The texts of the cookie banner and the privacy policy's cookie table: every category and the cookies the site
// really sets in it. Only the lazily loaded banner and the server-rendered policy import this.
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
  /** Said when `cookies` is empty. */
  noneInUse: string
}

type CategoryWords = { title: string; description: string; noneInUse: string }
type CookieWords = { provider?: string; purpose: string; duration?: string }

/** The catalogue's words in one language; cookie names, ids and lifetimes in days are the same in both. */
type CatalogueWords = {
  thisSite: string
  months: (count: number) => string
  years: (count: number) => string
  untilBrowserCloses: string
  consent: CookieWords
  preview: CookieWords
  gaVisitor: CookieWords
  gaSession: CookieWords
  gads: CookieWords
  ide: CookieWords
  essential: CategoryWords
  analytics: CategoryWords
  advertising: CategoryWords
  preference: CategoryWords
}

const WORDS: Readonly<Record<Lang, CatalogueWords>> = {
  en: {
    thisSite: 'This site',
    months: (count) => `${count} months`,
    years: (count) => `${count} years`,
    untilBrowserCloses: 'Until the browser is closed',
    consent: { purpose: 'Remembers your cookie choices, so we do not ask on every page.' },
    preview: {
      purpose: 'Only for our editors: shows unpublished drafts while they preview a change. Never set for readers.',
    },
    gaVisitor: { purpose: 'Tells visits apart, so we can count how many people read a page.' },
    gaSession: { purpose: 'Keeps the state of a visit (session) for the same counts.' },
    gads: { purpose: 'Measure ads and limit how often you see the same one; with your consent, personalise ads.' },
    ide: { purpose: 'With your consent only: shows ads based on your visits to other sites.' },
    essential: {
      title: 'Essential',
      description: 'Keep the site working and secure, for example by remembering your cookie choices. Always on.',
      noneInUse: '',
    },
    analytics: {
      title: 'Analytics',
      description: 'Count visits and show which pages are read, so we can improve them. Only with your consent.',
      noneInUse: 'None in use: this site runs no analytics service.',
    },
    advertising: {
      title: 'Advertising',
      description:
        'Set by our ad network to show and measure ads. Without your consent, any ads shown are not based on a profile of you.',
      noneInUse: 'None in use: this site shows no ads.',
    },
    preference: {
      title: 'Preference',
      description: 'Remember choices you make on the site, such as settings of a tool.',
      noneInUse: 'None in use: the site remembers no other choices in cookies.',
    },
  },
  es: {
    thisSite: 'Este sitio',
    months: (count) => `${count} meses`,
    years: (count) => `${count} años`,
    untilBrowserCloses: 'Hasta que se cierra el navegador',
    consent: { purpose: 'Recuerda lo que usted eligió sobre las cookies, para no preguntarle en cada página.' },
    preview: {
      purpose:
        'Solo para nuestros editores: muestra borradores sin publicar mientras revisan un cambio. Nunca se pone a los lectores.',
    },
    gaVisitor: { purpose: 'Distingue una visita de otra, para contar cuántas personas leen una página.' },
    gaSession: { purpose: 'Guarda el estado de una visita (sesión) para esas mismas cuentas.' },
    gads: {
      purpose:
        'Miden los anuncios y limitan cuántas veces ve el mismo; con su permiso, muestran anuncios según sus intereses.',
    },
    ide: { purpose: 'Solo con su permiso: muestra anuncios según sus visitas a otros sitios.' },
    essential: {
      title: 'Esenciales',
      description:
        'Hacen que el sitio funcione y sea seguro, por ejemplo recordando lo que usted eligió sobre las cookies. Siempre activas.',
      noneInUse: '',
    },
    analytics: {
      title: 'De análisis',
      description: 'Cuentan las visitas y muestran qué páginas se leen, para mejorarlas. Solo con su permiso.',
      noneInUse: 'Ninguna en uso: este sitio no usa ningún servicio de análisis.',
    },
    advertising: {
      title: 'De publicidad',
      description:
        'Las pone nuestra red de anuncios para mostrar y medir anuncios. Sin su permiso, los anuncios que vea no se basan en un perfil suyo.',
      noneInUse: 'Ninguna en uso: este sitio no muestra anuncios.',
    },
    preference: {
      title: 'De preferencias',
      description: 'Recuerdan lo que usted elige en el sitio, como los ajustes de una herramienta.',
      noneInUse: 'Ninguna en uso: el sitio no guarda otras decisiones suyas en cookies.',
    },
  },
}

/** Every category with the cookies the site sets in it under `config`: the banner and the policy both show this. */
export function cookieCatalogue(config: TrackingConfig, lang: Lang = 'en'): CategoryInfo[] {
  const words = WORDS[lang]
  const durationWords = (days: number) => words.months(Math.round(days / 30.4))
  const entry = (name: string, provider: string, duration: string, cookie: CookieWords): CookieEntry => ({
    name,
    provider,
    purpose: cookie.purpose,
    duration,
  })
  const essential: CookieEntry[] = [
    entry(CONSENT_COOKIE, words.thisSite, durationWords(CONSENT_DAYS), words.consent),
    entry('__prerender_bypass', words.thisSite, words.untilBrowserCloses, words.preview),
  ]
  const inUse = categoriesInUse(config)
  const analytics: CookieEntry[] =
    inUse.analytics && config.analyticsId
      ? [
          entry('_ga', 'Google Analytics', words.years(2), words.gaVisitor),
          entry(`_ga_${config.analyticsId.slice(2)}`, 'Google Analytics', words.years(2), words.gaSession),
        ]
      : []
  const advertising: CookieEntry[] = inUse.advertising
    ? [
        entry('__gads, __gpi', 'Google AdSense', words.months(13), words.gads),
        // The cookie's name is not translated; only where it lives is.
        entry(
          lang === 'es' ? 'IDE (en doubleclick.net)' : 'IDE (on doubleclick.net)',
          'Google',
          words.months(13),
          words.ide,
        ),
      ]
    : []
  const category = (id: ConsentCategory, optional: boolean, cookies: CookieEntry[]): CategoryInfo => ({
    id,
    ...words[id],
    optional,
    cookies,
  })
  return [
    category('essential', false, essential),
    category('analytics', true, analytics),
    category('advertising', true, advertising),
    category('preference', true, []),
  ]
}
