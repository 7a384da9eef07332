import { trackingConfig } from '@/lib/config'
import { OpenCookieSettings } from './OpenCookieSettings'

/** The footer's Cookie settings link, for the analytics and ad ids this server runs with (read at request time). */
export function CookieSettingsLink({ className }: { className?: string }) {
  return <OpenCookieSettings config={trackingConfig()} className={className} />
}
