import { Link } from '@/components/ui/Link'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { documentLink, type LinkTarget } from '@/lib/site/document-routes'
import type { ArticleWords } from '@/lib/site/article-words'

/** The id of the list's heading (kept out of the heading registries of the guide and post pages). */
export const RELATED_GUIDES_ID = 'related-guides-heading'

export type RelatedGuide = LinkTarget & { _id: string; title?: string | null; cardDescription?: string | null }

type Props = {
  /** A reference to a guide that is gone reads as null (the query keeps the editors' order): it is left out. */
  guides: readonly (RelatedGuide | null)[] | null | undefined
  /** Scoped to the related guides field: each entry is edited by its key. */
  edit?: Edit
  /**
   * The page's interface words, in its language: the heading, and the note on a guide in the other language (each
   * guide is linked in its own language). lib/site/article-words.ts.
   */
  words: ArticleWords
}

/**
 * The guides an editor picked for a reader to go on to, as a short list of links built by the routes module, each at
 * its own language's address (a guide not yet translated says it is in the other language). A guide without a page
 * (no slug) is left out; with none left, nothing is shown (no heading over an empty list).
 */
export function RelatedGuides({ guides, edit = noEdit, words }: Props) {
  const { lang } = words
  const [beforeLink, afterLink] = words.inOtherLanguage
  const items = (guides ?? []).flatMap((guide) => {
    const link = documentLink(guide, lang)
    return guide && link && guide.title ? [{ ...guide, ...link, title: guide.title }] : []
  })
  if (!items.length) return null
  return (
    <section aria-labelledby={RELATED_GUIDES_ID} className="mt-10" data-print-hidden {...edit()}>
      <h2 id={RELATED_GUIDES_ID} className="text-xl font-bold text-gray-900">
        {words.relatedGuides}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((guide) => (
          <li key={guide._id}>
            <Link
              href={guide.href}
              hrefLang={guide.otherLang}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {guide.otherLang === undefined ? (
                guide.title
              ) : (
                <>
                  {beforeLink}
                  {guide.title}
                  {afterLink}
                </>
              )}
            </Link>
            {guide.cardDescription && <p className="text-sm text-gray-700">{guide.cardDescription}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
