import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE } from '@/lib/blog/pagination'
import { getBlogIndex } from '@/lib/content'
import { pageLang } from '@/lib/site/request-locale'
import { laterPages, listingMetadata, renderListing } from '../../listing'

type Props = { params: Promise<{ locale: string; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const lang = await pageLang(Promise.resolve(params))
  return laterPages((await getBlogIndex(lang)).posts.length, BLOG_PAGE_SIZE).map((page) => ({ page }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ page: (await params).page }, await pageLang(params))
}

export default async function BlogListPage({ params }: Props) {
  return renderListing({ page: (await params).page }, await pageLang(params))
}
