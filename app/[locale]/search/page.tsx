import { SearchPage, searchMetadata, type SearchParams } from '@/components/search/SearchPage'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export const generateMetadata = async ({ params, searchParams }: Props) =>
  searchMetadata(searchParams, await pageLang(params))

/**
 * The site's search over the pages of its language, in their own index (that language's stop words and word forms,
 * accents optional, the synonyms and help cards editors keep in that language's search settings).
 */
export default async function SiteSearchPage({ params, searchParams }: Props) {
  return <SearchPage searchParams={searchParams} lang={await pageLang(params)} />
}
