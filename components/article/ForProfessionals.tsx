import { ChevronDown, Stethoscope } from '@/components/ui/icons'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { ArticleWords } from '@/lib/site/article-words'
import { RichText } from './RichText'

type Blocks = Parameters<typeof RichText>[0]['value']

/** The anchor of the professional part, the same as the guide's Markdown section it is built from. */
export const PROFESSIONALS_ID = 'for-health-professionals'

/**
 * Clinician-level detail (guideline comparisons, mmol values, drug classes) in a native <details>: closed by
 * default so readers are not met with it, opened by click or keyboard without any script, and printed open
 * (app/globals.css). Nothing at all when the guide has none. `edit` is scoped to the field: in the Preview tool
 * each block of it opens that block (once the part is open; the heading is the site's, not the editor's).
 */
export function ForProfessionals({
  value,
  headingId,
  edit = noEdit,
  words,
}: {
  value: Blocks
  headingId: (text: string) => string
  edit?: Edit
  /** The page's interface words: the part's heading, and the labels code adds to its text (RichText). */
  words: ArticleWords
}) {
  if (!value?.length) return null
  return (
    <section aria-labelledby={PROFESSIONALS_ID} className="mt-10" data-professional>
      <details className="group rounded-lg border border-gray-300 bg-gray-50">
        <summary className="cursor-pointer list-none rounded-lg p-4 marker:hidden hover:bg-gray-100 [&::-webkit-details-marker]:hidden">
          {/* A heading inside summary is allowed (HTML: phrasing or one heading) and keeps the part in the outline. */}
          <h2
            id={PROFESSIONALS_ID}
            className="inline-flex scroll-mt-24 items-center gap-2 text-xl font-bold text-gray-900"
          >
            <Stethoscope aria-hidden="true" className="size-5" />
            {words.forProfessionals}
          </h2>
          <ChevronDown
            aria-hidden="true"
            data-print-hidden
            className="ml-2 inline size-5 align-[-0.2em] text-gray-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="border-t border-gray-300 px-4 pb-4">
          <RichText value={value} headingId={headingId} edit={edit} words={words} />
        </div>
      </details>
    </section>
  )
}
