/**
 * Cookie consent: the one source for the cookie banner, the privacy page's cookie table, which third-party
 * scripts may run, and which origins the Content-Security-Policy opens. Plain functions, no browser APIs.
 *
 * Analytics (Google Analytics 4) and ads (Google AdSense) are off unless their ids are configured, and even then
 * nothing from them loads before the reader has made a choice on the banner.
 */
import type { CspSources } from '@/lib/site/security-headers'

export type ConsentCategory = 'essential' | 'analytics' | 'advertising' | 'preference'
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>

/**
 * What the server's environment turns on. Both ids are public (they appear in the page), hence NEXT_PUBLIC_, but they
 * are read on the server at request time (lib/config.ts `trackingConfig`) and handed to the browser's consent code
 * as props, never inlined into a bundle: one build serves with or without them.
 */
export type TrackingConfig = { analyticsId?: string; adsClientId?: string; adsSlotId?: string }

/** The cookie that remembers the reader's choice (written by vanilla-cookieconsent). */
export const CONSENT_COOKIE = 'hwh_consent'
/** How long a choice is remembered before the banner asks again. */
export const CONSENT_DAYS = 182
/** Raise when the categories or the cookies in them change, so every reader is asked again. */
export const CONSENT_REVISION = 1

export class TrackingConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Tracking configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'TrackingConfigError'
  }
}

type Env = Readonly<Record<string, string | undefined>>

/**
 * The variables `parseTrackingConfig` reads. Pages differ with them, so the page cache keeps them apart
 * (lib/cache/cache-handler.mjs PAGE_SETTINGS, the same list: a unit test holds the two together).
 */
export const TRACKING_VARIABLES = [
  'NEXT_PUBLIC_ANALYTICS_ID',
  'NEXT_PUBLIC_ADS_CLIENT_ID',
  'NEXT_PUBLIC_ADS_SLOT_ID',
] as const

/** Reads NEXT_PUBLIC_ANALYTICS_ID (a GA4 measurement id) and NEXT_PUBLIC_ADS_CLIENT_ID (an AdSense client id). */
export function parseTrackingConfig(env: Env): TrackingConfig {
  const problems: string[] = []
  const analyticsId = env.NEXT_PUBLIC_ANALYTICS_ID?.trim() || undefined
  const adsClientId = env.NEXT_PUBLIC_ADS_CLIENT_ID?.trim() || undefined
  const adsSlotId = env.NEXT_PUBLIC_ADS_SLOT_ID?.trim() || undefined
  if (analyticsId && !/^G-[A-Z0-9]{4,16}$/.test(analyticsId))
    problems.push(
      `NEXT_PUBLIC_ANALYTICS_ID must be a Google Analytics 4 measurement id such as G-AB12CD34EF, got "${analyticsId}"`,
    )
  if (adsClientId && !/^ca-pub-\d{10,20}$/.test(adsClientId))
    problems.push(
      `NEXT_PUBLIC_ADS_CLIENT_ID must be an AdSense client id such as ca-pub-1234567890123456, got "${adsClientId}"`,
    )
  if (adsSlotId && !/^\d{6,20}$/.test(adsSlotId))
    problems.push(`NEXT_PUBLIC_ADS_SLOT_ID must be the digits of an AdSense ad unit id, got "${adsSlotId}"`)
  if (adsSlotId && !adsClientId) problems.push('NEXT_PUBLIC_ADS_SLOT_ID needs NEXT_PUBLIC_ADS_CLIENT_ID as well')
  if (problems.length) throw new TrackingConfigError(problems)
  return {
    ...(analyticsId && { analyticsId }),
    ...(adsClientId && { adsClientId }),
    ...(adsSlotId && { adsSlotId }),
  }
}

/**
 * Which optional categories have cookies under `config`: analytics only with an analytics id, advertising only with
 * an ad client id; the site sets no preference cookies. The catalogue (lib/consent/catalogue.ts) lists cookies by
 * the same rule, and a unit test holds the two together. Kept apart from the catalogue's texts so that the code
 * every page loads to decide whether to ask does not carry them.
 */
export function categoriesInUse(config: TrackingConfig): Record<OptionalCategory, boolean> {
  return { analytics: Boolean(config.analyticsId), advertising: Boolean(config.adsClientId), preference: false }
}

/** The optional categories a reader can be asked about: those with at least one cookie under `config`. */
export function optionalCategoriesInUse(config: TrackingConfig): OptionalCategory[] {
  const inUse = categoriesInUse(config)
  return (['analytics', 'advertising', 'preference'] as const).filter((c) => inUse[c])
}

export type StoredConsent = { categories: ConsentCategory[]; revision: number; expiresAt: number }

/**
 * The choice stored in the consent cookie, from a `Cookie` header or `document.cookie`, or null when there is
 * none, it cannot be read, it is from an older revision, or it has expired.
 */
export function readStoredConsent(cookieString: string, now: number): StoredConsent | null {
  const pair = cookieString
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  if (!pair) return null
  let value: unknown
  try {
    value = JSON.parse(decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)))
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { categories, revision, expirationTime } = value as Record<string, unknown>
  if (!Array.isArray(categories) || typeof revision !== 'number' || typeof expirationTime !== 'number') return null
  if (revision !== CONSENT_REVISION || !(expirationTime > now)) return null
  const known: ConsentCategory[] = ['essential', 'analytics', 'advertising', 'preference']
  return {
    categories: known.filter((c) => categories.includes(c) || (c === 'essential' && categories.includes('necessary'))),
    revision,
    expiresAt: expirationTime,
  }
}

export type ScriptPlan = {
  analytics: boolean
  /** off: no ad script; non-personalised: ads without a profile; personalised: full advertising consent. */
  ads: 'off' | 'non-personalised' | 'personalised'
}

/**
 * What may load now. Nothing loads before a choice. Analytics needs analytics consent; ads load after any
 * choice, personalised only with advertising consent and never when the browser sends Global Privacy Control.
 */
export function scriptPlan(
  config: TrackingConfig,
  consent: StoredConsent | null,
  globalPrivacyControl = false,
): ScriptPlan {
  if (!consent) return { analytics: false, ads: 'off' }
  const granted = new Set(consent.categories)
  return {
    analytics: Boolean(config.analyticsId) && granted.has('analytics'),
    ads: !config.adsClientId
      ? 'off'
      : granted.has('advertising') && !globalPrivacyControl
        ? 'personalised'
        : 'non-personalised',
  }
}

/** Whether the banner should open by itself: only when there is an optional category to ask about and no choice. */
export function needsBanner(config: TrackingConfig, consent: StoredConsent | null): boolean {
  return optionalCategoriesInUse(config).length > 0 && consent === null
}

/** Origins the Content-Security-Policy adds for the configured services; none at all by default. */
export function trackingCspSources(config: TrackingConfig): CspSources {
  const sources: CspSources = { script: [], connect: [], img: [], frame: [] }
  if (config.analyticsId) {
    // Google's documented GA4 policy (developers.google.com/tag-platform/security/guides/csp).
    sources.script.push('https://www.googletagmanager.com')
    sources.connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    )
    sources.img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com')
  }
  if (config.adsClientId) {
    // AdSense serves its script, its ad frames and their images from these hosts.
    sources.script.push('https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com')
    sources.connect.push('https://pagead2.googlesyndication.com')
    sources.img.push('https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com')
    sources.frame.push('https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com')
  }
  return sources
}

/** The analytics script's URL for `id`. */
export const analyticsScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
/** The ad network's script URL for `client`. */
export const adsScriptUrl = (client: string) =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`

/** Where ads may appear. Never inside a condition guide, the BMI calculator or booking: only these page kinds. */
export type AdPlacement = 'info-page' | 'resources' | 'screening'
