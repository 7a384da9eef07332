import { SearchPage, searchMetadata, type SearchParams } from '@/components/search/SearchPage'

type Props = { searchParams: SearchParams }

export const generateMetadata = ({ searchParams }: Props) => searchMetadata(searchParams, 'en')

export default function EnglishSearchPage({ searchParams }: Props) {
  return <SearchPage searchParams={searchParams} lang="en" />
}
