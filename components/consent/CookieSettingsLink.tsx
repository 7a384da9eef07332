import { trackingConfig } from '@/lib/config'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { OpenCookieSettings } from './OpenCookieSettings'

const LABEL: Readonly<Record<Lang, string>> = { en: 'Cookie settings', es: 'Ajustes de cookies' }

/**
 * The footer's Cookie settings link, for the analytics and ad ids this server runs with (read at request time).
 * Without JavaScript it leads to the privacy policy's cookie section in the page's language.
 */
export function CookieSettingsLink({ className, lang = 'en' }: { className?: string; lang?: Lang }) {
  return (
    <OpenCookieSettings
      config={trackingConfig()}
      className={className}
      href={routesFor(lang).cookieSettings()}
      label={LABEL[lang]}
      lang={lang}
    />
  )
}
