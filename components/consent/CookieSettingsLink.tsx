import { trackingConfig } from '@/lib/config'
import type { ConsentText } from '@/lib/consent/banner'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { OpenCookieSettings } from './OpenCookieSettings'

/**
 * The footer's Cookie settings link, for the analytics and ad ids this server runs with (read at request time).
 * Without JavaScript it leads to the privacy policy's cookie section in the page's language. `text`: the cookie
 * banner's words in `lang` (getInterfaceText('consent', lang)): the link's own, and the dialog's it opens.
 */
export function CookieSettingsLink({
  className,
  lang = 'en',
  text,
}: {
  className?: string
  lang?: Lang
  text: ConsentText
}) {
  return (
    <OpenCookieSettings
      config={trackingConfig()}
      className={className}
      href={routesFor(lang).cookieSettings()}
      label={text.cookieSettingsLink}
      lang={lang}
      text={text}
    />
  )
}
