'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import type { ConsentText } from '@/lib/consent/banner'
import type { TrackingConfig } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'
import { fillAdSlots, startConsent } from './consent-runtime'

/**
 * Starts consent handling once per page load, and fills the ad slots of each page a reader navigates to. `lang`: the
 * site's (each language's layout renders its own starter, so moving between them starts it again in the other);
 * `text`: the banner's words in it, from the server.
 */
export function ConsentStarter({ config, lang, text }: { config: TrackingConfig; lang: Lang; text: ConsentText }) {
  const pathname = usePathname()
  useEffect(() => {
    void startConsent(config, lang, text)
    // The configuration and the words are the server's for the whole visit: once per page load (and per language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    fillAdSlots()
  }, [pathname])
  return null
}
