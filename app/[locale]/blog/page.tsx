import type { Metadata } from 'next'
import { pageLang } from '@/lib/site/request-locale'
import { listingMetadata, renderListing } from './listing'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({}, await pageLang(params))
}

export default async function BlogPage({ params }: Props) {
  return renderListing({}, await pageLang(params))
}
