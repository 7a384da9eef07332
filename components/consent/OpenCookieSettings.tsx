'use client'
import type { ConsentText } from '@/lib/consent/banner'
import type { TrackingConfig } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'

/**
 * Opens the cookie settings dialog. Without JavaScript it is a plain link to the privacy policy's cookie
 * section, which lists the same categories and cookies.
 */
export function OpenCookieSettings({
  config,
  className,
  href,
  label,
  lang,
  text,
}: {
  config: TrackingConfig
  className?: string
  /** The privacy policy's cookie section, in the page's language. */
  href: string
  label: string
  /** The page's language, and the dialog's words in it (the cookie banner's "Interface words"). */
  lang: Lang
  text: ConsentText
}) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        // The dialog and the runtime behind it are fetched on the first click: most readers never open it.
        void import('./consent-runtime').then((runtime) => runtime.openCookieSettings(config, lang, text))
      }}
    >
      {label}
    </a>
  )
}
