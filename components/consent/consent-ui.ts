/**
 * The banner itself: vanilla-cookieconsent and its styles. Loaded on demand only (a first visit with optional
 * cookies configured, or the Cookie settings link), so ordinary page views never download it.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent-theme.css'
import type { TrackingConfig } from '@/lib/consent/consent'
import { consentBannerOptions } from '@/lib/consent/banner'
import { routes } from '@/lib/site/routes'

let running: Promise<void> | undefined

export function runConsent(config: TrackingConfig, onDecision: () => void): Promise<void> {
  running ??= CookieConsent.run(
    consentBannerOptions(config, routes.privacy(), location.protocol === 'https:', {
      onConsent: onDecision,
      onChange: onDecision,
    }),
  )
  return running
}

export function showPreferences() {
  CookieConsent.showPreferences()
}
