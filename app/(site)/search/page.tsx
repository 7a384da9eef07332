import type { Metadata } from 'next'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { searchWords } from '@/lib/search/page-words'
import { parsePageParam } from '@/lib/blog/pagination'
import { getInterfaceText, getNavConditions, searchSite } from '@/lib/content'
import { parseQuery } from '@/lib/search/site-search'
import { routes } from '@/lib/site/routes'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { languageAlternates, siteUrl } from '@/lib/site/seo'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One value of a parameter: a repeated one (`?q=a&q=b`) counts by its first value, as a form sends one. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

async function read(searchParams: Props['searchParams']) {
  const params = await searchParams
  return { text: first(params.q), page: parsePageParam(first(params.page)) ?? 1, exact: first(params.exact) === '1' }
}

// Results are for one reader's words: not a page for search engines to list (robots stay free to follow the links).
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ text }, words] = await Promise.all([read(searchParams), getInterfaceText('search')])
  const query = parseQuery(text).text
  return {
    title: searchWords(words, 'en').metaTitle(Array.from(query).slice(0, 60).join('')),
    robots: { index: false, follow: true },
    alternates: languageAlternates('en', { en: routes.search(), es: spanishRoutes.search() }),
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const { text, page, exact } = await read(searchParams)
  const [results, conditions, words, blogWords, frameWords] = await Promise.all([
    text.trim() ? searchSite(text, page, { exact }) : null,
    getNavConditions(),
    getInterfaceText('search'),
    getInterfaceText('blog'),
    getInterfaceText('frame'),
  ])
  const topics = conditions.flatMap((c) =>
    c.slug ? [{ href: routes.condition(c.slug), label: c.navLabel ?? c.name ?? c.slug }] : [],
  )
  return (
    <SearchResultsView
      results={results}
      exact={exact}
      topics={topics}
      siteOrigin={siteUrl()}
      text={words}
      blogText={blogWords}
      searchBoxText={frameWords}
    />
  )
}
