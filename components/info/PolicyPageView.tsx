import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/article/RichText'
import { getPolicyPage } from '@/lib/content'
import { formatLongDate, isoDate } from '@/lib/format'
import { createIdRegistry } from '@/lib/slug'

export async function policyPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPolicyPage(slug)
  if (!page) return {}
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: `/${slug}` },
    openGraph: {
      type: 'website',
      url: `/${slug}`,
      title: page.title ?? undefined,
      description: page.description ?? undefined,
    },
  }
}

/** A policy or information page from a `policyPage` document: title, optional 'Last updated' date, body. */
export async function PolicyPageView({ slug }: { slug: string }) {
  const page = await getPolicyPage(slug)
  if (!page) notFound()
  const headingId = createIdRegistry(['main'])
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-gray-800 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{page.title}</h1>
      {page.lastUpdated && (
        <p className="mt-3 text-sm text-gray-700">
          Last updated <time dateTime={isoDate(page.lastUpdated)}>{formatLongDate(page.lastUpdated)}</time>
        </p>
      )}
      <div className="mt-6">
        <RichText value={page.body as never} headingId={headingId} />
      </div>
    </article>
  )
}
