import type { Metadata } from 'next'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { searchWords } from '@/lib/search/page-words'
import { parsePageParam } from '@/lib/blog/pagination'
import { getInterfaceText, getNavConditions, searchSite } from '@/lib/content'
import { parseQuery } from '@/lib/search/site-search'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { languageAlternates, siteUrl } from '@/lib/site/seo'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One value of a parameter: a repeated one counts by its first value, as a form sends one. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

async function read(searchParams: Props['searchParams']) {
  const params = await searchParams
  return { text: first(params.q), page: parsePageParam(first(params.page)) ?? 1, exact: first(params.exact) === '1' }
}

// Results are for one reader's words: not a page for search engines to list.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ text }, words] = await Promise.all([read(searchParams), getInterfaceText('search', 'es')])
  const query = parseQuery(text, 'es').text
  return {
    title: searchWords(words, 'es').metaTitle(Array.from(query).slice(0, 60).join('')),
    robots: { index: false, follow: true },
    alternates: languageAlternates('es', { es: spanishRoutes.search(), en: routes.search() }),
  }
}

/**
 * The Spanish search: the site's search engine over the Spanish pages, in their own index (Spanish stop words and
 * word forms, accents optional, the Spanish synonyms and help cards editors keep in the Spanish search settings).
 */
export default async function SpanishSearchPage({ searchParams }: Props) {
  const { text, page, exact } = await read(searchParams)
  const [results, conditions, words, blogWords, frameWords] = await Promise.all([
    text.trim() ? searchSite(text, page, { exact, lang: 'es' }) : null,
    getNavConditions('es'),
    getInterfaceText('search', 'es'),
    getInterfaceText('blog', 'es'),
    getInterfaceText('frame', 'es'),
  ])
  const topics = conditions.flatMap((c) =>
    c.slug ? [{ href: spanishRoutes.condition(c.slug), label: c.navLabel ?? c.name ?? c.slug }] : [],
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
      lang="es"
    />
  )
}
