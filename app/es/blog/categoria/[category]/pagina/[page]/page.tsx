import type { Metadata } from 'next'
import { laterPages, listingMetadata, renderListing } from '@/app/(site)/blog/listing'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'

type Props = { params: Promise<{ category: string; page: string }> }

export async function generateStaticParams() {
  return (await getBlogIndex('es')).categories.flatMap((c) =>
    laterPages(c.count, BLOG_PAGE_SIZE).map((page) => ({ category: c.slug, page })),
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params, 'es')
}

export default async function SpanishBlogCategoryListPage({ params }: Props) {
  return renderListing(await params, 'es')
}
