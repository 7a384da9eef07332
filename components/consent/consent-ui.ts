/**
 * The banner itself: vanilla-cookieconsent and its styles. Loaded on demand only (a first visit with optional
 * cookies configured, or the Cookie settings link), so ordinary page views never download it.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent-theme.css'
import type { TrackingConfig } from '@/lib/consent/consent'
import { consentBannerOptions, type ConsentText } from '@/lib/consent/banner'
import type { Lang } from '@/lib/site/languages'

let running: Promise<void> | undefined

/**
 * The banner's words in each language a page of this visit has handed over. The library asks for a language's words
 * when it first shows that language, which is after the page in that language has put them here.
 */
const texts: Partial<Record<Lang, ConsentText>> = {}

/**
 * `lang`: the page's, and `text` the banner's words in it (from the server: the cookie banner's "Interface words").
 * The library runs once per page load, and a client-side link can change the language since.
 */
export async function runConsent(
  config: TrackingConfig,
  lang: Lang,
  text: ConsentText,
  onDecision: () => void,
): Promise<void> {
  texts[lang] = text
  running ??= CookieConsent.run(
    consentBannerOptions(
      config,
      location.protocol === 'https:',
      (language) => texts[language] ?? text,
      { onConsent: onDecision, onChange: onDecision },
      lang,
    ),
  )
  await running
  await CookieConsent.setLanguage(lang)
}

export function showPreferences() {
  CookieConsent.showPreferences()
}
