/**
 * Site search's read. The index (lib/search/site-search.ts) is built once per process and perspective, in the
 * background, and then follows the content: a search asks the backend only for a small fingerprint (cached, and
 * tagged with the types the index covers, so the publish webhook's tags refresh it on every instance, whichever read
 * path answers); when the fingerprint moved, it reads only the documents changed since the index's newest
 * `_updatedAt` and patches the index with them (add, replace, remove by id). No publish rebuilds it.
 *
 * Why the changed documents are read here rather than taken from the webhook's body: the webhook reaches one instance,
 * and what reaches every instance is its cache tags (lib/cache/shared-revalidation.ts); each instance then reads its
 * own delta from the content API, so one that was busy, restarting or unreachable when a publish happened still
 * catches up, and two publishes between searches are one read.
 */
import 'server-only'
import { LRUCache } from 'lru-cache'
import type { SearchSettingsQueryResult, SiteSearchIndexQueryResult } from '@/sanity.types'
import {
  compileSearchSettings,
  helpFor,
  indexedIds,
  parseQuery,
  searchIndex,
  searchIndexBuilder,
  updateSearchIndex,
  type SearchIndex,
  type SearchKind,
  type SearchResults,
  type SearchSettings,
  type SearchSource,
} from '@/lib/search/site-search'
import { searchReads } from '@/lib/search/index-queries'
import { DEFAULT_LANG, isLang, readerLang } from '@/lib/site/languages'
import { searchSources } from '@/lib/search/sources'
import { contentConfig } from './env'
import { currentPerspective, fetchContent, type Perspective } from './fetch'
import { withheldFromLists } from './medical'
import { searchSettingsQuery, siteSearchIndexQuery } from './queries'
import { sanityFetch } from './sanity'
import { CONTENT_TAG, typeTags as t } from './tags'

const searchTags = [t.conditionArticle, t.blogPost, t.infoPage, t.blogCategory]

export { searchSources }

const reads = searchReads(siteSearchIndexQuery)

/** A row of the index query with the document's id and last change. */
type Row = SiteSearchIndexQueryResult[number] & { _id: string; _updatedAt: string; lang: string }
type Change = { _id: string; _updatedAt: string }
type Version = { at: string; count: number; changed: Array<Row & { indexed: boolean }>; categories: Change[] }

/** Documents read per request while the index is built: a page of them stays small in memory and on the wire. */
export const SEARCH_BUILD_PAGE = 500
/** How long a search waits for an index still being built before it answers "getting ready" instead. */
const COLD_WAIT_MS = 2_000
/** How long a search waits for a publish's change to be read before it searches the index as it is. */
const UPDATE_WAIT_MS = 2_000
/** When the fingerprint's feed of changes is longer than this, its starting point moves to the index's newest. */
const MAX_FEED = 20

/**
 * The index's reads are not kept in Next's data cache: each is read once (the build's pages, a delta), and the
 * cache's copy of a whole corpus was the largest part of the site's peak memory with the index built.
 */
async function read<T>(state: Pick<Live, 'perspective' | 'lang'>, query: string, params: object = {}): Promise<T> {
  return sanityFetch<T>(contentConfig(), query, { ...params, lang: state.lang }, state.perspective, {
    tags: [CONTENT_TAG, ...searchTags],
    revalidate: 0,
  })
}

/** The index of one perspective and language, and what it has caught up to. */
type Live = {
  perspective: Perspective
  lang: string
  /** Null until the first build is done. */
  index: SearchIndex | null
  /** The first build (in the background; a search waits for it at most COLD_WAIT_MS). */
  ready: Promise<SearchIndex>
  /** Where the fingerprint's feed of changes starts (`$since`): the index's newest `_updatedAt` when it last moved. */
  baseline: string
  /** The newest `_updatedAt` the index holds: a change in the feed after it is not in the index yet. */
  since: string
  /** When the backend last read every indexed id for this index (`at` of reads.ids; 0: never). */
  reconciledAt: number
  /**
   * Documents that qualify but are not in this index: another language's, or without a page to link (an information
   * page shown inside a route in code). With the index's, they make the fingerprint's count.
   */
  unlinked: Set<string>
  updating: Promise<void> | null
}

/**
 * Per perspective (published, drafts, a release in Sanity mode) and language, per copy of this module (one per bundle
 * that searches).
 */
const MAX_INDEXES = 4
const live = new LRUCache<string, Live>({ max: MAX_INDEXES })

/**
 * The rows as the index's documents; the ids of rows of another language, without a page, or withheld from readers
 * (a guide or post whose published version is not approved: lib/content/medical.ts) go to `unlinked`.
 */
function toSources(
  rows: Row[],
  state: Pick<Live, 'unlinked' | 'since' | 'lang'>,
  withheld: ReadonlySet<string>,
): SearchSource[] {
  const out: SearchSource[] = []
  for (const row of rows) {
    if (row._updatedAt > state.since) state.since = row._updatedAt
    const [source] =
      row.lang === state.lang && !withheld.has(row._id)
        ? searchSources([row], isLang(state.lang) ? state.lang : DEFAULT_LANG)
        : []
    if (source) {
      out.push({ ...source, id: row._id, lang: row.lang })
      state.unlinked.delete(row._id)
    } else state.unlinked.add(row._id)
  }
  return out
}

async function buildFirst(state: Live): Promise<SearchIndex> {
  // Each page goes into the index as it is read: the whole corpus's text is never held at once.
  const builder = searchIndexBuilder({ lang: state.lang })
  const withheld = await withheldFromLists(state.perspective)
  for (let from = 0; ; from += SEARCH_BUILD_PAGE) {
    const rows = await read<Row[]>(state, reads.page, { from, to: from + SEARCH_BUILD_PAGE })
    builder.add(toSources(rows, state, withheld))
    if (rows.length < SEARCH_BUILD_PAGE) break
  }
  const index = builder.done()
  state.baseline = state.since
  state.index = index
  // A publish while the pages were read shifts them: the count, which the next search compares, finds that.
  return index
}

/** What the fingerprint says the index lacks: changed documents and categories after the index's newest. */
const pending = (state: Live, version: Version) => ({
  changed: version.changed.filter((c) => c._updatedAt > state.since),
  categories: version.categories.filter((c) => c._updatedAt > state.since).map((c) => c._id),
  // Checked by ids when the count differs, unless the fingerprint is older than the ids last read: a cached
  // fingerprint is then no reason to read them again. (Not "once per count": a deletion that brings the count back
  // to a number it had before, after a publish, was then missed.)
  countOff: version.count !== state.index!.size + state.unlinked.size && !(Date.parse(version.at) < state.reconciledAt),
})

const newest = (state: Live, changes: Change[]) => {
  for (const c of changes) if (c._updatedAt > state.since) state.since = c._updatedAt
}

/**
 * Brings the index to the content: the changed documents the fingerprint brings (one that no longer qualifies
 * leaves), the posts of a renamed category, then, if the count is off (a deletion), by ids.
 */
async function catchUp(state: Live, version: Version): Promise<void> {
  const index = state.index!
  const { changed, categories, countOff } = pending(state, version)
  const rows: Row[] = changed.filter((row) => row.indexed)
  if (categories.length > 0) rows.push(...(await read<Row[]>(state, reads.byCategories, { categories })))
  const gone = changed.filter((row) => !row.indexed).map((row) => row._id)
  for (const id of gone) state.unlinked.delete(id)
  // A publish that leaves a guide or post unapproved takes it out of the index (it waits in `unlinked`).
  const withheld = await withheldFromLists(state.perspective)
  const held = rows.filter((row) => withheld.has(row._id)).map((row) => row._id)
  updateSearchIndex(index, { remove: [...gone, ...held], upsert: toSources(rows, state, withheld) })
  newest(state, version.changed)
  newest(state, version.categories)
  if (countOff && index.size + state.unlinked.size !== version.count) {
    const all = await read<{ at: string; ids: string[] }>(state, reads.ids)
    const present = new Set(all.ids)
    const remove = [...indexedIds(index), ...state.unlinked].filter((id) => !present.has(id))
    for (const id of remove) state.unlinked.delete(id)
    const missing = [...present].filter((id) => !index.slots.has(id) && !state.unlinked.has(id))
    const added: SearchSource[] = []
    for (let i = 0; i < missing.length; i += SEARCH_BUILD_PAGE)
      added.push(
        ...toSources(
          await read<Row[]>(state, reads.byIds, { ids: missing.slice(i, i + SEARCH_BUILD_PAGE) }),
          state,
          withheld,
        ),
      )
    updateSearchIndex(index, { remove, upsert: added })
    state.reconciledAt = Date.parse(all.at)
  }
  // A long feed is read by every search: start it again from here (the next fingerprint is a new, short read).
  if (version.changed.length + version.categories.length > MAX_FEED) state.baseline = state.since
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))])

/**
 * The index for the current perspective, caught up with the content; null while the first build is still running
 * (after COLD_WAIT_MS: the caller answers "getting ready", never a hang).
 */
export async function getSearchIndex(lang = 'en'): Promise<SearchIndex | null> {
  const perspective = await currentPerspective()
  const slot = `${String(perspective)}|${lang}`
  let state = live.get(slot)
  if (!state) {
    const fresh: Live = {
      perspective,
      lang,
      index: null,
      ready: null!,
      baseline: '',
      since: '',
      reconciledAt: 0,
      unlinked: new Set(),
      updating: null,
    }
    fresh.ready = buildFirst(fresh)
    // A failed build (the content API down) is tried again by the next search.
    fresh.ready.catch((error: unknown) => {
      if (live.get(slot) === fresh) live.delete(slot)
      console.error(`Site search: the index could not be built: ${String(error)}`)
    })
    live.set(slot, (state = fresh))
  }
  if (
    !state.index &&
    !(await within(
      state.ready.catch(() => null),
      COLD_WAIT_MS,
    ))
  )
    return null
  const current = state
  const version = await fetchContent<Version>({
    query: reads.version,
    params: { lang, since: current.baseline },
    tags: searchTags,
  })
  const { changed, categories, countOff } = pending(current, version)
  if (changed.length > 0 || categories.length > 0 || countOff) {
    current.updating ??= catchUp(current, version)
      .catch((error: unknown) => console.error(`Site search: a publish could not be read: ${String(error)}`))
      .finally(() => (current.updating = null))
    // A change that takes long to read leaves this search on the index as it is (the next one sees the change).
    await within(current.updating, UPDATE_WAIT_MS)
  }
  return current.index
}

/**
 * The editors' search settings (synonyms, crisis help), read per search through the data cache and tagged with
 * their type, so a publish of the settings reaches the next search as any content reaches its page. Compiled once
 * per distinct document (the read returns the same text until a publish).
 */
const compiled = new Map<string, { source: string; key: string; settings: SearchSettings }>()
let version = 0
export async function getSearchSettings(lang = 'en'): Promise<{ key: string; settings: SearchSettings }> {
  const raw = await fetchContent<SearchSettingsQueryResult>({
    query: searchSettingsQuery,
    params: { lang },
    tags: [t.searchSettings],
  })
  const source = JSON.stringify(raw)
  let current = compiled.get(lang)
  if (current?.source !== source)
    compiled.set(
      lang,
      (current = {
        source,
        key: `settings-${++version}`,
        settings: compileSearchSettings(raw, readerLang(lang)),
      }),
    )
  return current
}

/**
 * Recent results per index: a search asked again (a shared link, the next page and back, a popular word) is not
 * ranked again. Bounded, least recently used first out; a change to the index (a publish) empties it, and new
 * settings start their own keys.
 */
const MAX_RECENT_RESULTS = 500
const recentResults = new WeakMap<SearchIndex, { revision: number; results: LRUCache<string, SearchResults> }>()

export type SiteSearchOptions = {
  /** The reader's words as typed, without typo correction ("Search instead for …"). */
  exact?: boolean
  /** Only these kinds (the blog's box searches posts). */
  kinds?: readonly SearchKind[]
  /** Results per page (the blog's box shows more at once). */
  pageSize?: number
  /** The language whose pages are searched ('en'; each language has its own index). */
  lang?: string
  /** False: hits without snippets (the blog's box shows cards). */
  snippets?: boolean
}

/**
 * One page of results for a reader's text (any text: see lib/search/site-search.ts). While the index is first being
 * built, `pending` and no results, with the crisis help the words call for (it does not need the index).
 */
export async function searchSite(text: string, page = 1, options: SiteSearchOptions = {}): Promise<SearchResults> {
  const [index, { key: settingsKey, settings }] = await Promise.all([
    getSearchIndex(options.lang),
    getSearchSettings(options.lang),
  ])
  const query = parseQuery(text, options.lang)
  if (!index)
    return {
      query,
      correctedText: null,
      partial: false,
      total: 0,
      page: 1,
      pageCount: 1,
      hits: [],
      help: helpFor(settings, query),
      pending: true,
    }
  const key = [
    page,
    options.exact ? 1 : 0,
    options.kinds?.join(',') ?? '',
    options.pageSize ?? 0,
    options.lang ?? '',
    options.snippets === false ? 0 : 1,
    settingsKey,
    query.text,
  ].join('\u0000')
  let recent = recentResults.get(index)
  if (recent?.revision !== index.revision)
    recentResults.set(
      index,
      (recent = { revision: index.revision, results: new LRUCache({ max: MAX_RECENT_RESULTS }) }),
    )
  let results = recent.results.get(key)
  if (!results) recent.results.set(key, (results = searchIndex(index, query, page, { ...options, settings })))
  return results
}
