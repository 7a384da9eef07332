/**
 * The banner itself: vanilla-cookieconsent and its styles. Loaded on demand only (a first visit with optional
 * cookies configured, or the Cookie settings link), so ordinary page views never download it.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent-theme.css'
import type { TrackingConfig } from '@/lib/consent/consent'
import { consentBannerOptions } from '@/lib/consent/banner'
import type { Lang } from '@/lib/site/languages'

let running: Promise<void> | undefined

/** `lang`: the page's. The library runs once per page load, and a client-side link can change the language since. */
export async function runConsent(config: TrackingConfig, lang: Lang, onDecision: () => void): Promise<void> {
  running ??= CookieConsent.run(
    consentBannerOptions(config, location.protocol === 'https:', { onConsent: onDecision, onChange: onDecision }, lang),
  )
  await running
  await CookieConsent.setLanguage(lang)
}

export function showPreferences() {
  CookieConsent.showPreferences()
}
