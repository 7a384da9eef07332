import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'
import { pageLang } from '@/lib/site/request-locale'
import { laterPages, listingMetadata, renderListing } from '../../../../listing'

type Props = { params: Promise<{ locale: string; category: string; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const lang = await pageLang(Promise.resolve(params))
  return (await getBlogIndex(lang)).categories.flatMap((c) =>
    laterPages(c.count, BLOG_PAGE_SIZE).map((page) => ({ category: c.slug, page })),
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params
  return listingMetadata({ category, page }, await pageLang(params))
}

export default async function BlogCategoryListPage({ params }: Props) {
  const { category, page } = await params
  return renderListing({ category, page }, await pageLang(params))
}
