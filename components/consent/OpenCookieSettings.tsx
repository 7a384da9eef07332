'use client'
import type { TrackingConfig } from '@/lib/consent/consent'
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
}: {
  config: TrackingConfig
  className?: string
  /** The privacy policy's cookie section, in the page's language. */
  href: string
  label: string
}) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        void openCookieSettings(config)
      }}
    >
      {label}
    </a>
  )
}
