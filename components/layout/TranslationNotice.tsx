import { Languages } from '@/components/ui/icons'
import { getInterfaceText } from '@/lib/content'
import { requestLang } from '@/lib/site/request-locale'
import type { TranslationState } from '@/lib/site/translation-notice'

/**
 * The line at the top of a translated page about its translation: no clinician has reviewed it yet, or its English
 * source changed after the review. A reviewed, current translation shows nothing. `englishHref`: the source page.
 * Its words are the page's language's frame words ("Interface words: Header, footer and language link"). A legal page (privacy,
 * terms, disclaimer, accessibility) is no clinician's to review: it says instead which version governs, always.
 */
export async function TranslationNotice({
  state,
  behind = false,
  englishHref,
  legal = false,
}: {
  state: TranslationState
  /** Not reviewed and also behind its source (lib/site/translation-notice.ts): the line says both. */
  behind?: boolean
  englishHref?: string | null
  legal?: boolean
}) {
  if (state === 'reviewed' && !legal) return null
  const words = await getInterfaceText('frame', requestLang())
  return (
    <div data-translation-notice={legal ? 'legal' : state} className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 text-sm text-amber-950 sm:px-6">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {legal ? words.legalTranslation : state === 'behind' ? words.translationBehind : words.unreviewedTranslation}{' '}
          {!legal && state === 'unreviewed' && behind ? <>{words.translationBehind} </> : null}
          {englishHref ? (
            <a href={englishHref} hrefLang="en" className="font-semibold underline underline-offset-4">
              {words.readInEnglish}
            </a>
          ) : null}
        </span>
      </p>
    </div>
  )
}
