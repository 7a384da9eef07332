/**
 * The Spanish search against its relevance set (./relevance-set-es.ts): the seed's Spanish pages in their
 * own index, with the Spanish search settings (synonyms, help cards), as the Spanish search page runs it.
 */
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, parseQuery, searchIndex } from '@/lib/search/site-search'
import { readDataset, settingsOf, sourcesOf } from '@/tests/support/seed-corpus'
import { crisisSearches } from './crisis-searches'
import { formatScore, scoreRelevance } from './relevance'
import { spanishRelevanceSet } from './relevance-set-es'

const dataset = readDataset()
const index = buildSearchIndex(sourcesOf(dataset, 'es'), { lang: 'es' })
const settings = settingsOf(dataset, 'es')
const search = (query: string) => searchIndex(index, parseQuery(query, 'es'), 1, { settings })
const score = scoreRelevance(spanishRelevanceSet, (query) => {
  const results = search(query)
  return { hrefs: results.hits.map((h) => h.href), help: results.help[0]?.call ?? null }
})

describe('Spanish relevance set (what Spanish-speaking readers type, and the page an editor would put first)', () => {
  it('has at least 40 searches, each with a Spanish page that exists', () => {
    expect(spanishRelevanceSet.length).toBeGreaterThanOrEqual(40)
    const hrefs = new Set(index.entries.flatMap((e) => (e ? [e.source.href] : [])))
    for (const c of spanishRelevanceSet) expect(hrefs, c.query).toContain(c.best)
  })

  it("puts the editor's page first for at least 90% of the searches, and in the first three for all", () => {
    console.log(`Spanish: ${formatScore(score)}`)
    for (const m of score.misses) console.log(`  miss: ${m.query} → ${m.first} (editor's page at ${m.rank ?? 'none'})`)
    expect(score.top1).toBeGreaterThanOrEqual(0.9)
    expect(score.top3).toBe(1)
  })

  it('shows the right help first for every crisis search of the set, and for each Spanish crisis search', () => {
    expect(score.helpShown).toBe(score.helpNeeded)
    const spanish = crisisSearches.filter((c) => c.lang === 'es')
    for (const c of spanish) {
      const help = search(c.query).help
      expect(help[0]?.call, c.query).toBe(c.help)
      expect(help[0]?.lang, c.query).toBe('es')
    }
  })

  it('links Spanish pages only, and finds a word without its accent as with it', () => {
    for (const entry of index.entries) if (entry) expect(entry.source.href).toMatch(/^\/es(\/|$)/)
    const hrefs = (query: string) => search(query).hits.map((h) => h.href)
    expect(hrefs('corazon')).toEqual(hrefs('corazón'))
    expect(hrefs('corazon').length).toBeGreaterThan(0)
  })
})
