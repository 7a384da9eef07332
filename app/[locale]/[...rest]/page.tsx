import type { Metadata } from 'next'
import { pageLang } from '@/lib/site/request-locale'
import { missingMetadataFor, missingPage } from '../missing'

// Any other address: the not-found page (status 404) in its language, inside its layout. No page is prerendered,
// each address is rendered whole on first request, so the 404 status is decided before the answer starts.
export const dynamicParams = true

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export async function generateStaticParams(): Promise<Array<{ rest: string[] }>> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return missingMetadataFor(await pageLang(params))
}

export default async function Missing({ params }: Props) {
  return missingPage(await pageLang(params))
}
