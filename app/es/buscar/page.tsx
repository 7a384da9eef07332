import { SearchPage, searchMetadata, type SearchParams } from '@/components/search/SearchPage'

type Props = { searchParams: SearchParams }

export const generateMetadata = ({ searchParams }: Props) => searchMetadata(searchParams, 'es')

/**
 * The Spanish search: the site's search engine over the Spanish pages, in their own index (Spanish stop words and
 * word forms, accents optional, the Spanish synonyms and help cards editors keep in the Spanish search settings).
 */
export default function SpanishSearchPage({ searchParams }: Props) {
  return <SearchPage searchParams={searchParams} lang="es" />
}
