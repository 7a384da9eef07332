/**
 * The options vanilla-cookieconsent runs with, built from the one cookie catalogue in lib/consent/catalogue.ts, so the
 * banner, the preferences dialog and the privacy page always list the same categories and cookies.
 */
import type CookieConsent from 'vanilla-cookieconsent'
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION, optionalCategoriesInUse, type TrackingConfig } from './consent'
import { cookieCatalogue } from './catalogue'

type Callbacks = Pick<CookieConsent.CookieConsentConfig, 'onConsent' | 'onChange'>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function consentBannerOptions(
  config: TrackingConfig,
  privacyHref: string,
  secure: boolean,
  callbacks: Callbacks = {},
): CookieConsent.CookieConsentConfig {
  const catalogue = cookieCatalogue(config)
  const optional = optionalCategoriesInUse(config)
  const asked = catalogue.filter((c) => !c.optional || optional.includes(c.id as (typeof optional)[number]))
  const notInUse = catalogue.filter((c) => c.optional && !optional.includes(c.id as (typeof optional)[number]))
  const policyLink = `<a href="${escapeHtml(privacyHref)}">Privacy Policy</a>`
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
  const table = (cookies: (typeof catalogue)[number]['cookies']) =>
    cookies.length
      ? {
          cookieTable: {
            caption: 'Cookies in this category',
            headers: { name: 'Cookie', provider: 'Set by', purpose: 'Purpose', duration: 'Lasts' },
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
    `<table><caption>Cookies in this category</caption><thead><tr><th scope="col">Cookie</th><th scope="col">Set by</th><th scope="col">Purpose</th><th scope="col">Lasts</th></tr></thead><tbody>${cookies
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.name)}</td><td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.purpose)}</td><td>${escapeHtml(c.duration)}</td></tr>`,
      )
      .join('')}</tbody></table>`
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
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Your cookie choices',
            description: anyOptional
              ? `We would like to use optional cookies for ${optional.join(' and ')}. Nothing optional runs unless you accept it. Your choice is kept for ${Math.round(CONSENT_DAYS / 30.4)} months, and you can change it any time with Cookie settings at the foot of every page.`
              : 'No optional cookies are in use on this site.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Manage choices',
            footer: policyLink,
          },
          preferencesModal: {
            title: 'Cookie settings',
            closeIconLabel: 'Close cookie settings',
            ...(anyOptional
              ? { acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Reject all', savePreferencesBtn: 'Save my choices' }
              : {}),
            sections: [
              {
                description: anyOptional
                  ? `Choose which optional cookies we may use. Your choice is kept for ${Math.round(CONSENT_DAYS / 30.4)} months. Details are in our ${policyLink}.`
                  : `No optional cookies are in use on this site: no analytics, no advertising, no preference cookies. Only the essential cookies below may be set. Details are in our ${policyLink}.`,
              },
              ...asked.map((category) =>
                anyOptional
                  ? {
                      title: category.title + (category.optional ? '' : ' (always on)'),
                      description: escapeHtml(category.description),
                      linkedCategory: category.id,
                      ...table(category.cookies),
                    }
                  : // Nothing to switch: a plain section with its table, no (disabled) toggle to tab past.
                    {
                      title: `${category.title} (always on)`,
                      description: `${escapeHtml(category.description)}${htmlTable(category.cookies)}`,
                    },
              ),
              ...(anyOptional && notInUse.length
                ? [
                    {
                      title: 'Not in use',
                      description: notInUse.map((c) => escapeHtml(`${c.title}: ${c.noneInUse}`)).join('<br>'),
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  }
}
