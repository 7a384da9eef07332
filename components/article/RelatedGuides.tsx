import { Link } from '@/components/ui/Link'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routeForDocument, type LinkTarget } from '@/lib/site/routes'

const HEADING: Readonly<Record<Lang, string>> = { en: 'Related guides', es: 'Guías relacionadas' }

/**
 * A Spanish document's related guides are Spanish guides: their Spanish addresses. Only guides have one here; any
 * other kind of target has no Spanish page to link yet and is left out.
 */
const spanishHref = (guide: LinkTarget | null) =>
  guide?._type === 'conditionArticle' && guide.slug ? spanishRoutes.condition(guide.slug) : null

/** The id of the list's heading (kept out of the heading registries of the guide and post pages). */
export const RELATED_GUIDES_ID = 'related-guides-heading'

export type RelatedGuide = LinkTarget & { _id: string; title?: string | null; cardDescription?: string | null }

type Props = {
  /** A reference to a guide that is gone reads as null (the query keeps the editors' order): it is left out. */
  guides: readonly (RelatedGuide | null)[] | null | undefined
  /** Scoped to the related guides field: each entry is edited by its key. */
  edit?: Edit
  /** The language of the page and of the guides it links. */
  lang?: Lang
}

/**
 * The guides an editor picked for a reader to go on to, as a short list of links built by the routes module. A guide
 * without a page (no slug) is left out; with none left, nothing is shown (no heading over an empty list).
 */
export function RelatedGuides({ guides, edit = noEdit, lang = 'en' }: Props) {
  const items = (guides ?? []).flatMap((guide) => {
    const href = lang === 'es' ? spanishHref(guide) : routeForDocument(guide)
    return guide && href && guide.title ? [{ ...guide, href, title: guide.title }] : []
  })
  if (!items.length) return null
  return (
    <section aria-labelledby={RELATED_GUIDES_ID} className="mt-10" data-print-hidden {...edit()}>
      <h2 id={RELATED_GUIDES_ID} className="text-xl font-bold text-gray-900">
        {HEADING[lang]}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((guide) => (
          <li key={guide._id}>
            <Link
              href={guide.href}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {guide.title}
            </Link>
            {guide.cardDescription && <p className="text-sm text-gray-700">{guide.cardDescription}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
