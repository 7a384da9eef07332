/**
 * Site search's read. Like the blog's index (./blog.ts), the search index is built once per version of the content
 * it covers and kept in memory; a search asks the backend only for a small fingerprint, which is cached and tagged
 * with the types it covers, so the publish webhook that refreshes a guide's, post's or page's own page also makes
 * the next search rebuild the index, on every instance, whichever read path (Sanity, local lake) answers.
 */
import 'server-only'
import type { SiteSearchIndexQueryResult, SiteSearchVersionQueryResult } from '@/sanity.types'
import {
  buildSearchIndex,
  parseQuery,
  searchIndex,
  type SearchIndex,
  type SearchResults,
  type SearchSource,
} from '@/lib/search/site-search'
import { isStandalonePageSlug, routes } from '@/lib/site/routes'
import { currentPerspective, fetchContent } from './fetch'
import { siteSearchIndexQuery, siteSearchVersionQuery } from './queries'
import { typeTags as t } from './tags'

const searchTags = [t.conditionArticle, t.blogPost, t.infoPage]

/** CMS pages shown inside a page built in code (the BMI explainer in /bmi-calculator), by slug. */
const EMBEDDED_PAGES: Record<string, string> = { [routes.bmiCalculator().slice(1)]: routes.bmiCalculator() }

function pageHref(slug: string): string | null {
  if (isStandalonePageSlug(slug)) return routes.page(slug)
  return Object.hasOwn(EMBEDDED_PAGES, slug) ? EMBEDDED_PAGES[slug]! : null
}

/** The index query's rows as the search module's documents; a row without a page to link is left out. */
export function searchSources(rows: SiteSearchIndexQueryResult): SearchSource[] {
  const out: SearchSource[] = []
  for (const row of rows) {
    if (!row.slug || !row.title) continue
    const href =
      row._type === 'conditionArticle'
        ? routes.condition(row.slug)
        : row._type === 'blogPost'
          ? routes.blogPost(row.slug)
          : pageHref(row.slug)
    if (!href) continue
    out.push({
      kind: row._type === 'conditionArticle' ? 'guide' : row._type === 'blogPost' ? 'post' : 'page',
      title: row.title,
      href,
      summary: row.summary ?? '',
      body: row.text.filter((part): part is string => typeof part === 'string' && part.length > 0).join('\n'),
      date: row.date,
    })
  }
  return out
}

// Per copy of this module: Next bundles pages and route handlers separately, so each bundle that searches keeps its
// own (only the search page does today).
const indexes = new Map<string, Promise<SearchIndex>>()
/** Published, drafts, and the one being replaced. */
const MAX_INDEXES = 3

export async function getSearchIndex(): Promise<SearchIndex> {
  const [perspective, version] = await Promise.all([
    currentPerspective(),
    fetchContent<SiteSearchVersionQueryResult>({ query: siteSearchVersionQuery, tags: searchTags }),
  ])
  const key = `${perspective}:${version.count}:${version.updated ?? ''}`
  let pending = indexes.get(key)
  if (!pending) {
    pending = fetchContent<SiteSearchIndexQueryResult>({ query: siteSearchIndexQuery, tags: searchTags }).then((rows) =>
      buildSearchIndex(searchSources(rows)),
    )
    indexes.set(key, pending)
    pending.catch(() => indexes.delete(key))
    while (indexes.size > MAX_INDEXES) indexes.delete(indexes.keys().next().value!)
  }
  return pending
}

/**
 * Recent results per index: a search asked again (a shared link, the next page and back, a popular word) is not
 * ranked again. Bounded, least recently used first out; a new index (a publish) starts empty.
 */
const recentResults = new WeakMap<SearchIndex, Map<string, SearchResults>>()
const MAX_RECENT_RESULTS = 500

/** One page of results for a reader's text (any text: see lib/search/site-search.ts). */
export async function searchSite(text: string, page = 1): Promise<SearchResults> {
  const index = await getSearchIndex()
  const query = parseQuery(text)
  const key = `${page}\u0000${query.text}`
  let recent = recentResults.get(index)
  if (!recent) recentResults.set(index, (recent = new Map()))
  let results = recent.get(key)
  if (results) recent.delete(key)
  else results = searchIndex(index, query, page)
  recent.set(key, results)
  while (recent.size > MAX_RECENT_RESULTS) recent.delete(recent.keys().next().value!)
  return results
}
