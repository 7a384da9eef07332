import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'
import { laterPages, listingMetadata, renderListing } from '../../../../listing'

type Props = { params: Promise<{ category: string; page: string }> }

export async function generateStaticParams() {
  return (await getBlogIndex()).categories.flatMap((c) =>
    laterPages(c.count, BLOG_PAGE_SIZE).map((page) => ({ category: c.slug, page })),
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params)
}

export default async function BlogCategoryListPage({ params }: Props) {
  return renderListing(await params)
}
