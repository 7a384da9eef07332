import type { Metadata } from 'next'
import { getBlogIndex } from '@/lib/content'
import { listingMetadata, renderListing } from '../../listing'

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  return (await getBlogIndex()).categories.filter((c) => c.count > 0).map((c) => ({ category: c.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ category: (await params).category })
}

export default async function BlogCategoryPage({ params }: Props) {
  return renderListing({ category: (await params).category })
}
