/**
 * Runs in the browser: reads the stored choice, loads exactly the scripts it allows (nothing before a choice),
 * and opens the banner or the settings dialog on demand. The banner library itself is imported lazily.
 */
import {
  adsScriptUrl,
  analyticsScriptUrl,
  needsBanner,
  readStoredConsent,
  scriptPlan,
  type ScriptPlan,
  type TrackingConfig,
} from '@/lib/consent/consent'
import type { ConsentText } from '@/lib/consent/banner'
import type { Lang } from '@/lib/site/languages'

type AdsQueue = Array<Record<string, never>> & { requestNonPersonalizedAds?: number }
type TrackingWindow = Window & { dataLayer?: unknown[]; adsbygoogle?: AdsQueue }

const storedConsent = () => readStoredConsent(document.cookie, Date.now())
const globalPrivacyControl = () => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true

export function currentPlan(config: TrackingConfig): ScriptPlan {
  return scriptPlan(config, storedConsent(), globalPrivacyControl())
}

const added = new Set<string>()
function addScript(src: string, attributes: Record<string, string> = {}) {
  if (added.has(src)) return
  added.add(src)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.append(script)
}

let configured = false
/** Loads what the current choice allows; safe to call again after every change. */
export function applyConsent(config: TrackingConfig) {
  const plan = currentPlan(config)
  if (!plan.analytics && plan.ads === 'off') return
  const w = window as TrackingWindow
  w.dataLayer ??= []
  // gtag() queues its arguments object, as Google's snippet does.
  const gtag: (...args: unknown[]) => void = function () {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  const state = (granted: boolean) => (granted ? 'granted' : 'denied')
  const consent = {
    analytics_storage: state(plan.analytics),
    ad_storage: state(plan.ads === 'personalised'),
    ad_user_data: state(plan.ads === 'personalised'),
    ad_personalization: state(plan.ads === 'personalised'),
  }
  gtag('consent', configured ? 'update' : 'default', consent)
  if (plan.analytics && config.analyticsId && !configured) {
    gtag('js', new Date())
    gtag('config', config.analyticsId)
    addScript(analyticsScriptUrl(config.analyticsId))
  }
  configured = true
  if (plan.ads !== 'off' && config.adsClientId) {
    const ads = (w.adsbygoogle ??= [] as AdsQueue)
    if (plan.ads === 'non-personalised') ads.requestNonPersonalizedAds = 1
    addScript(adsScriptUrl(config.adsClientId), { crossorigin: 'anonymous' })
    fillAdSlots()
  }
}

/** Asks the ad network to fill every ad slot on the page that it has not been asked about yet. */
export function fillAdSlots() {
  const w = window as TrackingWindow
  if (!w.adsbygoogle) return
  for (const slot of document.querySelectorAll<HTMLElement>('ins.adsbygoogle:not([data-requested])')) {
    slot.dataset.requested = 'true'
    w.adsbygoogle.push({})
  }
}

const loadUi = () => import('./consent-ui')

/**
 * On page load: apply a stored choice, or open the banner when there is something to ask and no choice yet. `lang`:
 * the page's; `text`: the banner's words in it.
 */
export async function startConsent(config: TrackingConfig, lang: Lang, text: ConsentText) {
  applyConsent(config)
  if (needsBanner(config, storedConsent())) {
    const ui = await loadUi()
    await ui.runConsent(config, lang, text, () => applyConsent(config))
  }
}

/** The footer's Cookie settings link. */
export async function openCookieSettings(config: TrackingConfig, lang: Lang, text: ConsentText) {
  const ui = await loadUi()
  await ui.runConsent(config, lang, text, () => applyConsent(config))
  ui.showPreferences()
}
