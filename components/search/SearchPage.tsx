/**
 * The search results page in either language (`/search`, `/es/buscar`): the site's engine over that language's pages,
 * in their own index (docs/search.md), with the language's interface words.
 */
import type { Metadata } from 'next'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { searchWords } from '@/lib/search/page-words'
import { parsePageParam } from '@/lib/blog/pagination'
import { getInterfaceText, getNavConditions, searchSite } from '@/lib/content'
import { parseQuery } from '@/lib/search/site-search'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { routeAlternates, siteUrl } from '@/lib/site/seo'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** One value of a parameter: a repeated one (`?q=a&q=b`) counts by its first value, as a form sends one. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

async function read(searchParams: SearchParams) {
  const params = await searchParams
  return { text: first(params.q), page: parsePageParam(first(params.page)) ?? 1, exact: first(params.exact) === '1' }
}

// Results are for one reader's words: not a page for search engines to list (robots stay free to follow the links).
export async function searchMetadata(searchParams: SearchParams, lang: Lang): Promise<Metadata> {
  const [{ text }, words] = await Promise.all([read(searchParams), getInterfaceText('search', lang)])
  const query = parseQuery(text, lang).text
  return {
    title: searchWords(words, lang).metaTitle(Array.from(query).slice(0, 60).join('')),
    robots: { index: false, follow: true },
    alternates: routeAlternates(lang, (r) => r.search()),
  }
}

export async function SearchPage({ searchParams, lang }: { searchParams: SearchParams; lang: Lang }) {
  const { text, page, exact } = await read(searchParams)
  const [results, conditions, words, blogWords, frameWords] = await Promise.all([
    text.trim() ? searchSite(text, page, { exact, lang }) : null,
    getNavConditions(lang),
    getInterfaceText('search', lang),
    getInterfaceText('blog', lang),
    getInterfaceText('frame', lang),
  ])
  const routes = routesFor(lang)
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
      lang={lang}
    />
  )
}
