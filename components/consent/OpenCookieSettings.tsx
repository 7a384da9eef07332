'use client'
import type { TrackingConfig } from '@/lib/consent/consent'
import { routes } from '@/lib/site/routes'
import { openCookieSettings } from './consent-runtime'

/**
 * Opens the cookie settings dialog. Without JavaScript it is a plain link to the privacy policy's cookie
 * section, which lists the same categories and cookies.
 */
export function OpenCookieSettings({ config, className }: { config: TrackingConfig; className?: string }) {
  return (
    <a
      href={routes.cookieSettings()}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        void openCookieSettings(config)
      }}
    >
      Cookie settings
    </a>
  )
}
