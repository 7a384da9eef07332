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
import { searchSources } from '@/lib/search/sources'
import { SEED_DATASET_PATH } from '@/lib/defaults'

export const SEED_DATASET = path.resolve(import.meta.dirname, '../..', SEED_DATASET_PATH)

export function readDataset(file = SEED_DATASET): SanityDocument[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SanityDocument)
}

/** The published documents' rows of the index query, as documents to index. */
export function sourcesOf(documents: SanityDocument[]): SearchSource[] {
  const published = overlay(documents, 'published')
  const rows = evaluateSync(parse(siteSearchIndexQuery), { dataset: published, params: {} })
    .data as SiteSearchIndexQueryResult
  return searchSources(rows)
}

/** The search settings document of a dataset, read with the site's query. */
export function settingsOf(documents: SanityDocument[]): SearchSettings {
  const published = overlay(documents, 'published')
  return compileSearchSettings(
    evaluateSync(parse(searchSettingsQuery), { dataset: published, params: {} }).data as SearchSettingsInput,
  )
}
