/**
 * The cookie banner's words, and the options vanilla-cookieconsent runs with. The words (the banner, the settings
 * dialog, the Cookie settings link, the ad label, the privacy policy's cookie list and the catalogue's descriptions)
 * are editors' "Interface words: Cookie banner" in the Studio (seeded from content/seed/interface/consent.yaml); this
 * module holds their keys. The options are built from the one cookie catalogue in lib/consent/catalogue.ts, so the
 * banner, the preferences dialog and the privacy page always list the same categories and cookies. The banner speaks
 * the page's language; it can speak both, because one page load can show both (a link between /es and the English
 * site can be a client-side navigation), and it is only downloaded when it opens (components/consent/consent-ui.ts).
 */
import type CookieConsent from 'vanilla-cookieconsent'
import { fill, formatCount, type InterfaceText, type TextKeys } from '@/lib/site/interface-text'
import { LANGUAGES, type Lang } from '@/lib/site/languages'
import { browserRoutes } from '@/lib/site/browser-routes'
import {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  optionalCategoriesInUse,
  type OptionalCategory,
  type TrackingConfig,
} from './consent'
import { CATALOGUE_TEXT, cookieCatalogue } from './catalogue'

type Callbacks = Pick<CookieConsent.CookieConsentConfig, 'onConsent' | 'onChange'>

export const CONSENT_TEXT = {
  bannerTitle: [],
  /** `categories`: the optional categories in use, named in a sentence ("analytics and advertising"). */
  bannerDescription: ['categories', 'months'],
  bannerNoneDescription: [],
  acceptAll: [],
  rejectAll: [],
  manageChoices: [],
  privacyPolicyLink: [],
  settingsTitle: [],
  closeSettings: [],
  saveChoices: [],
  /** `policyLink`: the privacy policy's link (privacyPolicyLink). */
  settingsIntro: ['months', 'policyLink'],
  settingsNoneInUse: ['policyLink'],
  categoryAlwaysOn: ['category'],
  notInUse: [],
  bannerTableCaption: [],
  /** Each optional category as a sentence names it, and how two names join. */
  analyticsInSentence: [],
  advertisingInSentence: [],
  preferenceInSentence: [],
  twoCategories: ['first', 'second'],
  /** The cookie tables' headings, in the dialog and on the privacy policy. */
  tableCookie: [],
  tableSetBy: [],
  tablePurpose: [],
  tableLasts: [],
  /** The privacy policy's cookie list (components/consent/CookieTable.tsx). */
  policyIntro: ['months'],
  policyCaptionEssential: [],
  policyCaptionAnalytics: [],
  policyCaptionAdvertising: [],
  policyCaptionPreference: [],
  /** The footer's link that opens the dialog. */
  cookieSettingsLink: [],
  /** What an ad's space is called, aloud and on screen (components/consent/AdSlot.tsx). */
  adLabel: [],
  ...CATALOGUE_TEXT,
} as const satisfies TextKeys

export type ConsentText = InterfaceText<typeof CONSENT_TEXT>

/** How long a choice is kept, in months, as the banner and the policy say it. */
export const consentMonths = () => Math.round(CONSENT_DAYS / 30.4)

/** The optional categories in use, named in a sentence: "analytics and advertising". */
function categoryList(text: ConsentText, categories: readonly OptionalCategory[]): string {
  const names: Record<OptionalCategory, string> = {
    analytics: text.analyticsInSentence,
    advertising: text.advertisingInSentence,
    preference: text.preferenceInSentence,
  }
  return categories
    .map((id) => names[id])
    .reduce((list, name) => (list ? fill(text.twoCategories, { first: list, second: name }) : name), '')
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The banner and dialog texts in one language, with that language's catalogue and privacy policy. */
function translation(config: TrackingConfig, text: ConsentText, lang: Lang): CookieConsent.Translation {
  const catalogue = cookieCatalogue(config, text, lang)
  const optional = optionalCategoriesInUse(config)
  const asked = catalogue.filter((c) => !c.optional || optional.includes(c.id as (typeof optional)[number]))
  const notInUse = catalogue.filter((c) => c.optional && !optional.includes(c.id as (typeof optional)[number]))
  const months = formatCount(lang, consentMonths())
  // The library puts these texts into the page as HTML (all but the close button's label): editors' words and the
  // catalogue's are escaped where they go in.
  const policyLink = `<a href="${escapeHtml(browserRoutes.privacy(lang))}">${escapeHtml(text.privacyPolicyLink)}</a>`
  const headers = {
    name: escapeHtml(text.tableCookie),
    provider: escapeHtml(text.tableSetBy),
    purpose: escapeHtml(text.tablePurpose),
    duration: escapeHtml(text.tableLasts),
  }
  const caption = escapeHtml(text.bannerTableCaption)
  const alwaysOn = (title: string) => escapeHtml(fill(text.categoryAlwaysOn, { category: title }))
  const table = (cookies: (typeof catalogue)[number]['cookies']) =>
    cookies.length
      ? {
          cookieTable: {
            caption,
            headers,
            body: cookies.map((c) => ({
              name: escapeHtml(c.name),
              provider: escapeHtml(c.provider),
              purpose: escapeHtml(c.purpose),
              duration: escapeHtml(c.duration),
            })),
          },
        }
      : {}
  const htmlTable = (cookies: (typeof catalogue)[number]['cookies']) =>
    `<table><caption>${caption}</caption><thead><tr><th scope="col">${headers.name}</th><th scope="col">${headers.provider}</th><th scope="col">${headers.purpose}</th><th scope="col">${headers.duration}</th></tr></thead><tbody>${cookies
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.name)}</td><td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.purpose)}</td><td>${escapeHtml(c.duration)}</td></tr>`,
      )
      .join('')}</tbody></table>`
  const anyOptional = optional.length > 0
  return {
    consentModal: {
      title: escapeHtml(text.bannerTitle),
      description: escapeHtml(
        anyOptional
          ? fill(text.bannerDescription, { categories: categoryList(text, optional), months })
          : text.bannerNoneDescription,
      ),
      acceptAllBtn: escapeHtml(text.acceptAll),
      acceptNecessaryBtn: escapeHtml(text.rejectAll),
      showPreferencesBtn: escapeHtml(text.manageChoices),
      footer: policyLink,
    },
    preferencesModal: {
      title: escapeHtml(text.settingsTitle),
      // An attribute the library sets itself: the words as they are.
      closeIconLabel: text.closeSettings,
      ...(anyOptional
        ? {
            acceptAllBtn: escapeHtml(text.acceptAll),
            acceptNecessaryBtn: escapeHtml(text.rejectAll),
            savePreferencesBtn: escapeHtml(text.saveChoices),
          }
        : {}),
      sections: [
        {
          description: anyOptional
            ? fill(escapeHtml(text.settingsIntro), { months, policyLink })
            : fill(escapeHtml(text.settingsNoneInUse), { policyLink }),
        },
        ...asked.map((category) =>
          anyOptional
            ? {
                title: category.optional ? escapeHtml(category.title) : alwaysOn(category.title),
                description: escapeHtml(category.description),
                linkedCategory: category.id,
                ...table(category.cookies),
              }
            : // Nothing to switch: a plain section with its table, no (disabled) toggle to tab past.
              {
                title: alwaysOn(category.title),
                description: `${escapeHtml(category.description)}${htmlTable(category.cookies)}`,
              },
        ),
        ...(anyOptional && notInUse.length
          ? [
              {
                title: escapeHtml(text.notInUse),
                description: notInUse.map((c) => escapeHtml(`${c.title}: ${c.noneInUse}`)).join('<br>'),
              },
            ]
          : []),
      ],
    },
  }
}

/**
 * `textFor`: the banner's words in a language, asked for when the banner first shows that language (a page hands its
 * language's words to the browser: components/consent/consent-ui.ts). `lang`: the language the banner opens in (the
 * page's); the other is there for setLanguage to switch to.
 */
export function consentBannerOptions(
  config: TrackingConfig,
  secure: boolean,
  textFor: (lang: Lang) => ConsentText,
  callbacks: Callbacks = {},
  lang: Lang = 'en',
): CookieConsent.CookieConsentConfig {
  // Only the names of the cookies to erase are read here; they are the same in every language.
  const catalogue = cookieCatalogue(config, textFor(lang), lang)
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
      // Built when the library asks for a language, so the one not shown costs nothing; the readers' languages, and
      // the page's own when it is none of them (the pseudo-locale's pages in the tests).
      translations: Object.fromEntries(
        [...new Set([...LANGUAGES, lang])].map((l) => [l, () => translation(config, textFor(l), l)]),
      ),
    },
  }
}
