import type { Metadata } from 'next'
import { laterPages, listingMetadata, renderListing } from '@/app/(site)/blog/listing'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'

type Props = { params: Promise<{ page: string }> }

export async function generateStaticParams() {
  return laterPages((await getBlogIndex('es')).posts.length, BLOG_PAGE_SIZE).map((page) => ({ page }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ page: (await params).page }, 'es')
}

export default async function SpanishBlogListPage({ params }: Props) {
  return renderListing({ page: (await params).page }, 'es')
}
