import type { NavCondition, SiteSettings } from '@/lib/content'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import { CHROME } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
import { ConsentManager } from '@/components/consent/ConsentManager'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

type Props = {
  settings: SiteSettings
  conditions: NavCondition[]
  /** Shown above the header, after the skip link (the draft-preview banner). */
  banner?: React.ReactNode
  children: React.ReactNode
  /** Click-to-edit attributes for the site settings in the Preview tool (none for readers). */
  editor?: Editor
  /** The site's language: its frame's words and links (English unless under /es). */
  lang?: Lang
}

/** The id of every page's main content: the skip link's target, and where the root layout lets the first paint happen. */
export const MAIN_ID = 'main'

/** The public layout: skip link, header with navigation, the page, footer. */
export function SiteShell({ settings, conditions, banner, children, editor = noEditor, lang = 'en' }: Props) {
  const edit = editor(settings)
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="skip-link sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {CHROME[lang].skipLink}
      </a>
      {banner}
      <SiteHeader organizationName={settings.organizationName ?? ''} conditions={conditions} edit={edit} lang={lang} />
      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} edit={edit} lang={lang} />
      <ConsentManager lang={lang} />
    </>
  )
}
