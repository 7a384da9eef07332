import type { ArticleWords } from '@/lib/site/article-words'

/**
 * The on-page contents: one link per section anchor. `id`: the anchor a "back to the contents" link lands on.
 * `words`: its heading (lib/site/article-words.ts).
 */
export function QuickNav({
  id,
  sections,
  words,
}: {
  id?: string
  sections: Array<{ anchor: string; title: string }>
  words: Pick<ArticleWords, 'onThisPage'>
}) {
  return (
    <nav
      id={id}
      aria-labelledby="quick-nav-heading"
      data-print-hidden
      className="scroll-mt-24 rounded-lg border border-gray-200 bg-gray-50 p-4 lg:sticky lg:top-24"
    >
      <h2 id="quick-nav-heading" className="text-sm font-bold tracking-wide text-gray-900 uppercase">
        {words.onThisPage}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              href={`#${section.anchor}`}
              className="block rounded px-2 py-1 text-brand-700 hover:bg-white hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
