import { getInterfaceText, type NavCondition, type SiteSettings } from '@/lib/content'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import { articleWords } from '@/lib/site/article-words'
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

/**
 * The public layout: skip link, header with navigation, the page, footer, and the cookie banner. The frame's and the
 * banner's words are the language's "Interface words" documents (frame, consent), read here and handed down.
 */
export async function SiteShell({ settings, conditions, banner, children, editor = noEditor, lang = 'en' }: Props) {
  const [text, consentText, articleText] = await Promise.all([
    getInterfaceText('frame', lang),
    getInterfaceText('consent', lang),
    getInterfaceText('article', lang),
  ])
  const edit = editor(settings)
  return (
    <>
      {/* Chromium paints what it has parsed while the rest of the page is on its way; a header painted half parsed
          then grew into place and the whole nav jumped (a layout shift). The first paint waits until the header is
          parsed whole, that is until <main> starts. React places this link in the document's head; it is the site's
          frame's, so the Studio (no <main>) does not get it and the browser has nothing to warn about there.
          Browsers that do not know `expect` ignore it. */}
      <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
      <a
        href={`#${MAIN_ID}`}
        className="skip-link sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {text.skipLink}
      </a>
      {banner}
      <SiteHeader
        organizationName={settings.organizationName ?? ''}
        conditions={conditions}
        edit={edit}
        lang={lang}
        text={text}
      />
      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter
        settings={settings}
        edit={edit}
        lang={lang}
        text={text}
        consentText={consentText}
        sampleEmail={articleWords(articleText, lang).sampleNote.email}
      />
      <ConsentManager lang={lang} text={consentText} />
    </>
  )
}
