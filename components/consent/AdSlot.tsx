import { trackingConfig } from '@/lib/config'
import type { AdPlacement } from '@/lib/consent/consent'
import { getInterfaceText } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'

/**
 * A space for one ad, only when an ad network is configured. Its size is fixed in the server HTML, so an ad
 * arriving later never moves the page (CLS 0). It stays empty until the reader has made a cookie choice; the
 * consent runtime asks the network to fill it (non-personalised unless advertising consent was given).
 * Placed only on information pages, resources and screening: never in condition guides, the BMI tool or booking.
 */
export function AdSlot({ placement, lang = 'en' }: { placement: AdPlacement; lang?: Lang }) {
  const { adsClientId, adsSlotId } = trackingConfig()
  if (!adsClientId) return null
  return <AdSpace placement={placement} lang={lang} adsClientId={adsClientId} adsSlotId={adsSlotId} />
}

/**
 * The space itself, named (aloud and on screen) with the cookie banner's words, so it is never mistaken for the
 * page's own content. Reads them only where there is an ad network, so a page without ads reads nothing.
 */
async function AdSpace({
  placement,
  lang,
  adsClientId,
  adsSlotId,
}: {
  placement: AdPlacement
  lang: Lang
  adsClientId: string
  adsSlotId?: string
}) {
  const { adLabel } = await getInterfaceText('consent', lang)
  return (
    <aside
      aria-label={adLabel}
      data-ad-placement={placement}
      className="mx-auto my-10 flex w-[300px] max-w-full flex-col items-center"
    >
      <p className="text-xs tracking-wide text-gray-700 uppercase">{adLabel}</p>
      <ins
        className="adsbygoogle mt-1 block h-[250px] w-[300px] max-w-full bg-gray-50"
        data-ad-client={adsClientId}
        {...(adsSlotId ? { 'data-ad-slot': adsSlotId } : {})}
      />
    </aside>
  )
}
