import { Link } from '@/components/ui/Link'
import { isSafeHref } from '@/lib/site/links'

import type { CallToAction } from '@/sanity.types'

export function ClosingCta({ cta }: { cta: CallToAction | null }) {
  // A call to action is its link: without a safe one (javascript:, data:, //host) there is nothing to show.
  if (!cta?.label || !isSafeHref(cta.href)) return null
  return (
    <section
      aria-labelledby="cta-heading"
      data-print-hidden
      className="mt-12 rounded-xl bg-brand-800 p-8 text-center text-white"
    >
      <h2 id="cta-heading" className="text-2xl font-bold">
        {cta.title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-blue-50">{cta.text}</p>
      <Link
        href={cta.href}
        className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-blue-50"
      >
        {cta.label}
      </Link>
    </section>
  )
}
