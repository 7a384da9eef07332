/**
 * The search index's documents read from a dataset file the way the site reads them (the index query evaluated by
 * groq-js over the published documents, then lib/search/sources.ts): for the relevance check, other tests and
 * bench:search, in Node only.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import type { SiteSearchIndexQueryResult } from '@/sanity.types'
import { searchSettingsQuery, siteSearchIndexQuery } from '@/lib/content/queries'
import { overlay, type SanityDocument } from '@health-site/local-lake/files'
import {
  compileSearchSettings,
  type SearchSettings,
  type SearchSettingsInput,
  type SearchSource,
} from '@/lib/search/site-search'
import { searchReads } from '@/lib/search/index-queries'
import { searchSources } from '@/lib/search/sources'
import { type Lang, readerLang } from '@/lib/site/languages'
import { SEED_DATASET_PATH } from '@/lib/defaults'

export const SEED_DATASET = path.resolve(import.meta.dirname, '../..', SEED_DATASET_PATH)

export function readDataset(file = SEED_DATASET): SanityDocument[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SanityDocument)
}

/**
 * The published documents' rows of the index query in one language, as documents to index, read as the site reads
 * an index's pages (lib/search/index-queries.ts), each with its document's id as the site gives it
 * (lib/content/search.ts).
 */
export function sourcesOf(documents: SanityDocument[], lang: Lang = 'en'): SearchSource[] {
  const published = overlay(documents, 'published')
  const query = searchReads(siteSearchIndexQuery).page
  const params = { lang, from: 0, to: published.length }
  const rows = evaluateSync(parse(query, { params }), { dataset: published, params }).data as Array<
    SiteSearchIndexQueryResult[number] & { _id: string }
  >
  return rows.flatMap((row) => searchSources([row], lang).map((source) => ({ ...source, id: row._id, lang })))
}

/** The search settings document of a dataset in one language (English when it has none), read with the site's query. */
export function settingsOf(documents: SanityDocument[], lang: Lang = 'en'): SearchSettings {
  const published = overlay(documents, 'published')
  return compileSearchSettings(
    evaluateSync(parse(searchSettingsQuery), { dataset: published, params: { lang } }).data as SearchSettingsInput,
    readerLang(lang),
  )
}
