import type { Metadata } from 'next'
import { listingMetadata, renderListing } from '@/app/(site)/blog/listing'
import { getBlogIndex } from '@/lib/content'

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  return (await getBlogIndex('es')).categories.filter((c) => c.count > 0).map((c) => ({ category: c.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ category: (await params).category }, 'es')
}

export default async function SpanishBlogCategoryPage({ params }: Props) {
  return renderListing({ category: (await params).category }, 'es')
}
