import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InfoPageView } from '@/components/info/InfoPageView'
import { getInfoPage, getInfoPageSlugs } from '@/lib/content'
import { isStandalonePageSlug, routes } from '@/lib/routes'

type Props = { params: Promise<{ slug: string }> }

// Pages an editor creates after the build are generated on their first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return (await getInfoPageSlugs()).filter(isStandalonePageSlug).map((slug) => ({ slug }))
}

async function pageFor(slug: string) {
  return isStandalonePageSlug(slug) ? getInfoPage(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await pageFor(slug)
  if (!page) return {}
  const path = routes.page(slug)
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: page.title ?? undefined,
      description: page.description ?? undefined,
    },
  }
}

export default async function InfoPageRoute({ params }: Props) {
  const { slug } = await params
  const page = await pageFor(slug)
  if (!page) notFound()
  return <InfoPageView page={page} />
}
