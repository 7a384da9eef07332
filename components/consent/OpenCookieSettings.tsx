'use client'
import type { TrackingConfig } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'
import { openCookieSettings } from './consent-runtime'

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
}: {
  config: TrackingConfig
  className?: string
  /** The privacy policy's cookie section, in the page's language. */
  href: string
  label: string
  /** The page's language, for the dialog's words. */
  lang: Lang
}) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        void openCookieSettings(config, lang)
      }}
    >
      {label}
    </a>
  )
}
