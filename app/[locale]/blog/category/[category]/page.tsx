import type { Metadata } from 'next'
import { getBlogIndex } from '@/lib/content'
import { pageLang } from '@/lib/site/request-locale'
import { listingMetadata, renderListing } from '../../listing'

type Props = { params: Promise<{ locale: string; category: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const lang = await pageLang(Promise.resolve(params))
  return (await getBlogIndex(lang)).categories.filter((c) => c.count > 0).map((c) => ({ category: c.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ category: (await params).category }, await pageLang(params))
}

export default async function BlogCategoryPage({ params }: Props) {
  return renderListing({ category: (await params).category }, await pageLang(params))
}
