import type { NavCondition, SiteSettings } from '@/lib/content'
import { ConsentManager } from '@/components/consent/ConsentManager'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

type Props = {
  settings: SiteSettings
  conditions: NavCondition[]
  /** Shown above the header, after the skip link (the draft-preview banner). */
  banner?: React.ReactNode
  children: React.ReactNode
}

/** The public layout: skip link, header with navigation, the page, footer. */
export function SiteShell({ settings, conditions, banner, children }: Props) {
  return (
    <>
      <a
        href="#main"
        className="skip-link sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {banner}
      <SiteHeader organizationName={settings.organizationName ?? ''} conditions={conditions} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
      <ConsentManager />
    </>
  )
}
