import { Link } from '@/components/ui/Link'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'
import { documentLink, type LinkTarget } from '@/lib/site/document-routes'
import { isSafeHref } from '@/lib/site/links'

type Cta = { title: string | null; text: string | null; label: string | null; href: string | null }

/**
 * `edit` is scoped to the call-to-action field. `lang`: the page's language. The button leads to the page the editor
 * picked (`target`, in its own language, said when it is not the page's) or to another site (`href`).
 */
export function ClosingCta({
  cta,
  edit = noEdit,
  lang = 'en',
}: {
  cta: (Cta & { target: LinkTarget | null }) | null
  edit?: Edit
  lang?: Lang
}) {
  const link = cta?.target
    ? documentLink(cta.target, lang)
    : isSafeHref(cta?.href)
      ? { href: cta.href, otherLang: undefined }
      : null
  // A call to action is its link: without one (a page that is gone, javascript:, data:, //host) there is nothing to show.
  if (!cta?.label || !link) return null
  return (
    <section
      aria-labelledby="cta-heading"
      data-print-hidden
      className="mt-12 rounded-xl bg-brand-800 p-8 text-center text-white"
    >
      <h2 id="cta-heading" className="text-2xl font-bold" {...edit('title')}>
        {cta.title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-blue-50" {...edit('text')}>
        {cta.text}
      </p>
      <Link
        href={link.href}
        hrefLang={link.otherLang}
        className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-blue-50"
        {...edit('label')}
      >
        {cta.label}
      </Link>
    </section>
  )
}
