/**
 * The reads that keep site search's index current, made from the index query itself (siteSearchIndexQuery in
 * lib/content/queries.ts: `*[filter]{projection}`), so that what a document contributes is written once: its filter
 * says which documents are indexed, its projection what of them. Pure; content/checks and the unit tests evaluate
 * them with groq-js beside the index query.
 */

/** The index query cut at its filter: `*[` filter `]` projection. */
export function splitIndexQuery(query: string): { filter: string; projection: string } {
  const start = query.indexOf('*[')
  if (start < 0) throw new Error('The index query must start with *[filter].')
  let depth = 0
  for (let i = start + 1; i < query.length; i++) {
    const c = query[i]
    if (c === '"') {
      // Skip a string literal (it may hold brackets).
      i = query.indexOf('"', i + 1)
      if (i < 0) break
    } else if (c === '[') depth++
    else if (c === ']' && --depth === 0) {
      const projection = query.slice(i + 1).trim()
      if (!projection.startsWith('{')) break
      return { filter: query.slice(start + 2, i).trim(), projection }
    }
  }
  throw new Error('The index query must be *[filter]{projection}.')
}

export type SearchReads = {
  /**
   * What a search compares (cached, and refreshed by a publish's tags): the number of indexed documents, the
   * documents of the indexed types changed after `$since`, each as the index reads it with `indexed` (whether it
   * still qualifies, in this language), and the blog categories changed after it, by id (a feed of changes, kept
   * short: `$since` moves on when it grows). A publish's change thus arrives in one read. `at` is when the backend
   * answered it (`now()`), which tells a fingerprint read after the index last checked its ids from an older one
   * still cached.
   */
  version: string
  /** Every indexed document's id (to find deletions), and when the backend read them (`at`). */
  ids: string
  /** The indexed posts of the blog categories `$categories` (a category's name is among its posts' headings). */
  byCategories: string
  /** A page of indexed documents by id (`$from`, `$to`), each with `_id`, `_updatedAt` and `lang`, for the first build. */
  page: string
  /** Indexed documents by id (`$ids`). */
  byIds: string
}

/** A document's language (its `language` field), English when it has none. */
const LANGUAGE = 'coalesce(language, "en")'

/** Every read takes `$lang`: the language whose index it keeps (one index per language). */
export function searchReads(indexQuery: string): SearchReads {
  const split = splitIndexQuery(indexQuery)
  const projection = split.projection
  // The index query's own language condition (English), if it has one, becomes the index's language.
  const filter = split.filter.includes(`${LANGUAGE} == "en"`)
    ? split.filter.replace(`${LANGUAGE} == "en"`, `${LANGUAGE} == $lang`)
    : `${split.filter} && ${LANGUAGE} == $lang`
  // The type part of the filter (`_type in [...]`), without what a document must have to be indexed.
  const types = filter.slice(0, filter.indexOf(' && '))
  if (!types.startsWith('_type in [')) throw new Error('The index query must filter on `_type in [...]` first.')
  const row = `{_id, _updatedAt, "lang": ${LANGUAGE}, ${projection.slice(1)}`
  return {
    // No `order()`: sorting every document for the newest change cost the local lake a second at 10,000 posts.
    version: `{
  "at": now(),
  "count": count(*[${filter}]),
  "changed": *[${types} && _updatedAt > $since]{"indexed": (${filter}), ${row.slice(1)},
  "categories": *[_type == "blogCategory" && _updatedAt > $since]{_id, _updatedAt}
}`,
    ids: `{"at": now(), "ids": *[${filter}]._id}`,
    page: `*[${filter}] | order(_id asc) [$from...$to] ${row}`,
    byIds: `*[${filter} && _id in $ids] ${row}`,
    byCategories: `*[${filter} && _type == "blogPost" && category._ref in $categories] ${row}`,
  }
}
