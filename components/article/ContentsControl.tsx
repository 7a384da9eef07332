import type { ArticleWords } from '@/lib/site/article-words'

/** The contents list's id: the control below returns to it. */
export const CONTENTS_ID = 'contents'

/**
 * The way back to the contents from anywhere in a long guide on a phone: a plain link to the list, so it works
 * without JavaScript. Placed last in the part of the page that holds the sections and sticky to the bottom of the
 * screen, it shows once the reader has scrolled into the sections and stays in reach down to the end. On wide
 * screens the contents list itself stays in view beside the text, so the control is not drawn there.
 */
export function ContentsControl({ words }: { words: Pick<ArticleWords, 'onThisPage'> }) {
  return (
    <div data-print-hidden className="pointer-events-none sticky bottom-4 z-10 mt-10 flex justify-end lg:hidden">
      <a
        href={`#${CONTENTS_ID}`}
        data-contents-control
        className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
      >
        <span aria-hidden="true">↑</span>
        {words.onThisPage}
      </a>
    </div>
  )
}
