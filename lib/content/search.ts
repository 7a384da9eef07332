/**
 * Site search's read. Like the blog's index (./blog.ts), the search index is built once per version of the content
 * it covers and kept in memory; a search asks the backend only for a small fingerprint, which is cached and tagged
 * with the types it covers, so the publish webhook that refreshes a guide's, post's or page's own page also makes
 * the next search rebuild the index, on every instance, whichever read path (Sanity, local lake) answers.
 */
import 'server-only'
import { LRUCache } from 'lru-cache'
import type {
  SearchSettingsQueryResult,
  SiteSearchIndexQueryResult,
  SiteSearchVersionQueryResult,
} from '@/sanity.types'
import {
  buildSearchIndex,
  compileSearchSettings,
  parseQuery,
  searchIndex,
  type SearchIndex,
  type SearchKind,
  type SearchResults,
  type SearchSettings,
} from '@/lib/search/site-search'
import { searchSources } from '@/lib/search/sources'
import { currentPerspective, fetchContent } from './fetch'
import { searchSettingsQuery, siteSearchIndexQuery, siteSearchVersionQuery } from './queries'
import { typeTags as t } from './tags'

const searchTags = [t.conditionArticle, t.blogPost, t.infoPage]

export { searchSources }

// Per copy of this module: Next bundles pages and route handlers separately, so each bundle that searches keeps its
// own (only the search page does today).
/** Published, drafts, and the one being replaced. */
const MAX_INDEXES = 3
const indexes = new LRUCache<string, Promise<SearchIndex>>({ max: MAX_INDEXES })

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
  }
  return pending
}

/**
 * The editors' search settings (synonyms, crisis help), read per search through the data cache and tagged with
 * their type, so a publish of the settings reaches the next search as any content reaches its page. Compiled once
 * per distinct document (the read returns the same text until a publish).
 */
let compiled: { source: string; key: string; settings: SearchSettings } | null = null
let version = 0
export async function getSearchSettings(): Promise<{ key: string; settings: SearchSettings }> {
  const raw = await fetchContent<SearchSettingsQueryResult>({
    query: searchSettingsQuery,
    tags: [t.searchSettings],
  })
  const source = JSON.stringify(raw)
  if (compiled?.source !== source)
    compiled = { source, key: `settings-${++version}`, settings: compileSearchSettings(raw) }
  return compiled
}

/**
 * Recent results per index: a search asked again (a shared link, the next page and back, a popular word) is not
 * ranked again. Bounded, least recently used first out; a new index (a publish) starts empty, and so do new settings.
 */
const MAX_RECENT_RESULTS = 500
const recentResults = new WeakMap<SearchIndex, LRUCache<string, SearchResults>>()

export type SiteSearchOptions = {
  /** The reader's words as typed, without typo correction ("Search instead for …"). */
  exact?: boolean
  /** Only these kinds (the blog's box searches posts). */
  kinds?: readonly SearchKind[]
  /** Results per page (the blog's box shows more at once). */
  pageSize?: number
}

/** One page of results for a reader's text (any text: see lib/search/site-search.ts). */
export async function searchSite(text: string, page = 1, options: SiteSearchOptions = {}): Promise<SearchResults> {
  const [index, { key: settingsKey, settings }] = await Promise.all([getSearchIndex(), getSearchSettings()])
  const query = parseQuery(text)
  const key = [
    page,
    options.exact ? 1 : 0,
    options.kinds?.join(',') ?? '',
    options.pageSize ?? 0,
    settingsKey,
    query.text,
  ].join('\u0000')
  let recent = recentResults.get(index)
  if (!recent) recentResults.set(index, (recent = new LRUCache({ max: MAX_RECENT_RESULTS })))
  let results = recent.get(key)
  if (!results) recent.set(key, (results = searchIndex(index, query, page, { ...options, settings })))
  return results
}
