import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'
import { laterPages, listingMetadata, renderListing } from '../../listing'

type Props = { params: Promise<{ page: string }> }

export async function generateStaticParams() {
  return laterPages((await getBlogIndex()).posts.length, BLOG_PAGE_SIZE).map((page) => ({ page }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ page: (await params).page })
}

export default async function BlogListPage({ params }: Props) {
  return renderListing({ page: (await params).page })
}
