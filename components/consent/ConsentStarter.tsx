'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import type { ConsentText } from '@/lib/consent/banner'
import type { TrackingConfig } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'

/** The consent runtime, fetched only when this instance has tracking to ask about or an ad slot to fill. */
const loadRuntime = () => import('./consent-runtime')

/**
 * Starts consent handling once per page load, and fills the ad slots of each page a reader navigates to. `lang`: the
 * site's (each language's layout renders its own starter, so moving between them starts it again in the other);
 * `text`: the banner's words in it, from the server. With no analytics or ads configured (the default) there is
 * nothing to ask and nothing to load, so the runtime is not part of any page's first load.
 */
export function ConsentStarter({ config, lang, text }: { config: TrackingConfig; lang: Lang; text: ConsentText }) {
  const pathname = usePathname()
  const tracking = Boolean(config.analyticsId || config.adsClientId)
  useEffect(() => {
    if (tracking) void loadRuntime().then((runtime) => runtime.startConsent(config, lang, text))
    // The configuration and the words are the server's for the whole visit: once per page load (and per language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (config.adsClientId) void loadRuntime().then((runtime) => runtime.fillAdSlots())
  }, [pathname, config.adsClientId])
  return null
}
