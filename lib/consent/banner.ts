/**
 * The options vanilla-cookieconsent runs with, built from the one cookie catalogue in lib/consent/catalogue.ts, so the
 * banner, the preferences dialog and the privacy page always list the same categories and cookies. The banner speaks
 * the page's language; it carries both languages because one page load can show both (a link between /es and the
 * English site can be a client-side navigation), and it is only downloaded when it opens (consent-ui.ts).
 */
import type CookieConsent from 'vanilla-cookieconsent'
import { LANGUAGES, type Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  optionalCategoriesInUse,
  type ConsentCategory,
  type TrackingConfig,
} from './consent'
import { cookieCatalogue } from './catalogue'

type Callbacks = Pick<CookieConsent.CookieConsentConfig, 'onConsent' | 'onChange'>

/** The banner's and the dialog's own words; the categories and cookies come from the catalogue in each language. */
type BannerWords = {
  title: string
  /** `optional`: the optional categories in use, named in a sentence. */
  description: (optional: string, months: number) => string
  noneDescription: string
  acceptAll: string
  rejectAll: string
  manage: string
  privacyPolicy: string
  settingsTitle: string
  close: string
  save: string
  choose: (months: number, policyLink: string) => string
  noneInUse: (policyLink: string) => string
  alwaysOn: string
  notInUse: string
  tableCaption: string
  headers: { name: string; provider: string; purpose: string; duration: string }
  /** The optional categories joined into a sentence, e.g. "analytics and advertising". */
  categoryList: (categories: readonly ConsentCategory[]) => string
}

const SPANISH_CATEGORY_NAMES: Readonly<Record<ConsentCategory, string>> = {
  essential: 'esenciales',
  analytics: 'análisis',
  advertising: 'publicidad',
  preference: 'preferencias',
}

const WORDS: Readonly<Record<Lang, BannerWords>> = {
  en: {
    title: 'Your cookie choices',
    description: (optional, months) =>
      `We would like to use optional cookies for ${optional}. Nothing optional runs unless you accept it. Your choice is kept for ${months} months, and you can change it any time with Cookie settings at the foot of every page.`,
    noneDescription: 'No optional cookies are in use on this site.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    manage: 'Manage choices',
    privacyPolicy: 'Privacy Policy',
    settingsTitle: 'Cookie settings',
    close: 'Close cookie settings',
    save: 'Save my choices',
    choose: (months, policyLink) =>
      `Choose which optional cookies we may use. Your choice is kept for ${months} months. Details are in our ${policyLink}.`,
    noneInUse: (policyLink) =>
      `No optional cookies are in use on this site: no analytics, no advertising, no preference cookies. Only the essential cookies below may be set. Details are in our ${policyLink}.`,
    alwaysOn: ' (always on)',
    notInUse: 'Not in use',
    tableCaption: 'Cookies in this category',
    headers: { name: 'Cookie', provider: 'Set by', purpose: 'Purpose', duration: 'Lasts' },
    // The category ids are the English words.
    categoryList: (categories) => categories.join(' and '),
  },
  es: {
    title: 'Sus opciones sobre las cookies',
    description: (optional, months) =>
      `Nos gustaría usar cookies opcionales de ${optional}. No se activa nada opcional a menos que usted lo acepte. Guardamos su decisión por ${months} meses, y puede cambiarla en cualquier momento con Ajustes de cookies, al pie de cada página.`,
    noneDescription: 'Este sitio no usa cookies opcionales.',
    acceptAll: 'Aceptar todas',
    rejectAll: 'Rechazar todas',
    manage: 'Elegir cuáles',
    privacyPolicy: 'Política de privacidad',
    settingsTitle: 'Ajustes de cookies',
    close: 'Cerrar los ajustes de cookies',
    save: 'Guardar mis opciones',
    choose: (months, policyLink) =>
      `Elija qué cookies opcionales podemos usar. Guardamos su decisión por ${months} meses. Encontrará los detalles en nuestra ${policyLink}.`,
    noneInUse: (policyLink) =>
      `Este sitio no usa cookies opcionales: ni de análisis, ni de publicidad, ni de preferencias. Solo se pueden poner las cookies esenciales que aparecen abajo. Encontrará los detalles en nuestra ${policyLink}.`,
    alwaysOn: ' (siempre activas)',
    notInUse: 'No se usan',
    tableCaption: 'Cookies de este tipo',
    headers: { name: 'Cookie', provider: 'Quién la pone', purpose: 'Para qué sirve', duration: 'Cuánto dura' },
    categoryList: (categories) => categories.map((id) => SPANISH_CATEGORY_NAMES[id]).join(' y '),
  },
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The banner and dialog texts in one language, with that language's catalogue and privacy policy. */
function translation(config: TrackingConfig, lang: Lang): CookieConsent.Translation {
  const words = WORDS[lang]
  const catalogue = cookieCatalogue(config, lang)
  const optional = optionalCategoriesInUse(config)
  const asked = catalogue.filter((c) => !c.optional || optional.includes(c.id as (typeof optional)[number]))
  const notInUse = catalogue.filter((c) => c.optional && !optional.includes(c.id as (typeof optional)[number]))
  const months = Math.round(CONSENT_DAYS / 30.4)
  const policyLink = `<a href="${escapeHtml(routesFor(lang).privacy())}">${words.privacyPolicy}</a>`
  const table = (cookies: (typeof catalogue)[number]['cookies']) =>
    cookies.length
      ? {
          cookieTable: {
            caption: words.tableCaption,
            headers: words.headers,
            body: cookies.map((c) => ({
              name: escapeHtml(c.name),
              provider: escapeHtml(c.provider),
              purpose: escapeHtml(c.purpose),
              duration: escapeHtml(c.duration),
            })),
          },
        }
      : {}
  const { headers } = words
  const htmlTable = (cookies: (typeof catalogue)[number]['cookies']) =>
    `<table><caption>${words.tableCaption}</caption><thead><tr><th scope="col">${headers.name}</th><th scope="col">${headers.provider}</th><th scope="col">${headers.purpose}</th><th scope="col">${headers.duration}</th></tr></thead><tbody>${cookies
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.name)}</td><td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.purpose)}</td><td>${escapeHtml(c.duration)}</td></tr>`,
      )
      .join('')}</tbody></table>`
  const anyOptional = optional.length > 0
  return {
    consentModal: {
      title: words.title,
      description: anyOptional ? words.description(words.categoryList(optional), months) : words.noneDescription,
      acceptAllBtn: words.acceptAll,
      acceptNecessaryBtn: words.rejectAll,
      showPreferencesBtn: words.manage,
      footer: policyLink,
    },
    preferencesModal: {
      title: words.settingsTitle,
      closeIconLabel: words.close,
      ...(anyOptional
        ? { acceptAllBtn: words.acceptAll, acceptNecessaryBtn: words.rejectAll, savePreferencesBtn: words.save }
        : {}),
      sections: [
        { description: anyOptional ? words.choose(months, policyLink) : words.noneInUse(policyLink) },
        ...asked.map((category) =>
          anyOptional
            ? {
                title: category.title + (category.optional ? '' : words.alwaysOn),
                description: escapeHtml(category.description),
                linkedCategory: category.id,
                ...table(category.cookies),
              }
            : // Nothing to switch: a plain section with its table, no (disabled) toggle to tab past.
              {
                title: `${category.title}${words.alwaysOn}`,
                description: `${escapeHtml(category.description)}${htmlTable(category.cookies)}`,
              },
        ),
        ...(anyOptional && notInUse.length
          ? [
              {
                title: words.notInUse,
                description: notInUse.map((c) => escapeHtml(`${c.title}: ${c.noneInUse}`)).join('<br>'),
              },
            ]
          : []),
      ],
    },
  }
}

/** `lang`: the language the banner opens in (the page's); the other is there for setLanguage to switch to. */
export function consentBannerOptions(
  config: TrackingConfig,
  secure: boolean,
  callbacks: Callbacks = {},
  lang: Lang = 'en',
): CookieConsent.CookieConsentConfig {
  const catalogue = cookieCatalogue(config)
  const optional = optionalCategoriesInUse(config)
  const asked = catalogue.filter((c) => !c.optional || optional.includes(c.id as (typeof optional)[number]))
  const categories: CookieConsent.CookieConsentConfig['categories'] = {}
  for (const category of asked) {
    categories[category.id] = category.optional
      ? {
          enabled: false,
          autoClear: {
            // First-party cookies of the category are erased when consent is withdrawn; the page reloads so that
            // scripts already running stop.
            // An entry such as "__gads, __gpi" names several cookies; one on another site's domain cannot be erased.
            cookies: category.cookies
              .flatMap((c) => c.name.split(', '))
              .filter((name) => /^\w+$/.test(name))
              .map((name) => ({ name: new RegExp(`^${name}`) })),
            reloadPage: true,
          },
        }
      : { enabled: true, readOnly: true }
  }
  const anyOptional = optional.length > 0
  return {
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure },
    revision: CONSENT_REVISION,
    mode: 'opt-in',
    // With nothing optional in use there is nothing to ask: the dialog opens only from the footer link.
    autoShow: anyOptional,
    // The banner is not in the server HTML, so crawlers never index it; browsers driven by tests must see it.
    hideFromBots: false,
    manageScriptTags: false,
    disablePageInteraction: false,
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories,
    ...callbacks,
    language: {
      default: lang,
      // Built when the library asks for a language, so the one not shown costs nothing but its words.
      translations: Object.fromEntries(LANGUAGES.map((l) => [l, () => translation(config, l)])),
    },
  }
}
