import { describe, expect, it } from 'vitest'
import { formatScore, scoreRelevance } from './relevance'
import { relevanceSet } from './relevance-set'
import { sourcesOf, readDataset } from './seed-corpus'
import { buildSearchIndex, parseQuery, searchIndex } from './site-search'

const index = buildSearchIndex(sourcesOf(readDataset()))
const search = (query: string) => ({
  hrefs: searchIndex(index, parseQuery(query)).hits.map((h) => h.href),
  help: null,
})

describe('relevance set (what readers type, and the page an editor would put first)', () => {
  const score = scoreRelevance(relevanceSet, search)
  it('prints its figures', () => {
    console.log(formatScore(score))
    for (const m of score.misses) console.log(`  miss: ${m.query} → ${m.first} (editor's page at ${m.rank ?? 'none'})`)
  })
  it('has at least 50 searches, each with a page that exists', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(50)
    const hrefs = new Set(index.entries.map((e) => e.source.href))
    for (const c of relevanceSet) expect(hrefs, c.query).toContain(c.best)
  })
})
