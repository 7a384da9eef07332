import { trackingConfig } from '@/lib/config'
import type { AdPlacement } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'

/** What the ad's space is called, aloud and on screen, so it is never mistaken for the page's own content. */
const AD_LABEL: Readonly<Record<Lang, string>> = { en: 'Advertisement', es: 'Publicidad' }

/**
 * A space for one ad, only when an ad network is configured. Its size is fixed in the server HTML, so an ad
 * arriving later never moves the page (CLS 0). It stays empty until the reader has made a cookie choice; the
 * consent runtime asks the network to fill it (non-personalised unless advertising consent was given).
 * Placed only on information pages, resources and screening: never in condition guides, the BMI tool or booking.
 */
export function AdSlot({ placement, lang = 'en' }: { placement: AdPlacement; lang?: Lang }) {
  const { adsClientId, adsSlotId } = trackingConfig()
  if (!adsClientId) return null
  return (
    <aside
      aria-label={AD_LABEL[lang]}
      data-ad-placement={placement}
      className="mx-auto my-10 flex w-[300px] max-w-full flex-col items-center"
    >
      <p className="text-xs tracking-wide text-gray-700 uppercase">{AD_LABEL[lang]}</p>
      <ins
        className="adsbygoogle mt-1 block h-[250px] w-[300px] max-w-full bg-gray-50"
        data-ad-client={adsClientId}
        {...(adsSlotId ? { 'data-ad-slot': adsSlotId } : {})}
      />
    </aside>
  )
}
