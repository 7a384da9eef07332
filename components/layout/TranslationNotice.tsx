import { Languages } from '@/components/ui/icons'
import { getInterfaceText } from '@/lib/content'
import type { TranslationState } from '@/lib/site/translation-notice'

/**
 * The line at the top of a Spanish page about its translation: no clinician has reviewed it yet, or its English
 * source changed after the review. A reviewed, current translation shows nothing. `englishHref`: the source page.
 * Its words are the Spanish frame's ("Interface words: Header, footer and language link").
 */
export async function TranslationNotice({
  state,
  englishHref,
}: {
  state: TranslationState
  englishHref?: string | null
}) {
  if (state === 'reviewed') return null
  const words = await getInterfaceText('frame', 'es')
  return (
    <div data-translation-notice={state} className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 text-sm text-amber-950 sm:px-6">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {state === 'behind' ? words.translationBehind : words.unreviewedTranslation}{' '}
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
