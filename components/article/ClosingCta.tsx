import { Link } from '@/components/ui/Link'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'
import { isSafeHref } from '@/lib/site/links'
import { localLink } from '@/lib/site/local-links'
import type { CallToAction } from '@/sanity.types'

/**
 * `edit` is scoped to the call-to-action field. `lang`: the page's language; a site path the editor typed leads to
 * that page in this language.
 */
export function ClosingCta({
  cta,
  edit = noEdit,
  lang = 'en',
}: {
  cta: CallToAction | null
  edit?: Edit
  lang?: Lang
}) {
  // A call to action is its link: without a safe one (javascript:, data:, //host) there is nothing to show.
  if (!cta?.label || !isSafeHref(cta.href)) return null
  const link = localLink(cta.href, lang)
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
        hrefLang={link.inEnglish ? 'en' : undefined}
        className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-blue-50"
        {...edit('label')}
      >
        {cta.label}
      </Link>
    </section>
  )
}
