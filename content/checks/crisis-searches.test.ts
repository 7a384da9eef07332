/**
 * The crisis relevance set (./crisis-searches.ts) through site search as the site runs it: the seed's index and the
 * editors' search settings (help cards), so a change to the vocabulary, the matcher or the cards that shows less
 * help, the wrong help first, or help on calm searches fails here. The floors are the figures reached (docs/search.md).
 */
import { describe, expect, it } from 'vitest'
import { readDataset, settingsOf, sourcesOf } from '@/tests/support/seed-corpus'
import { buildSearchIndex, parseQuery, searchIndex } from '@/lib/search/site-search'
import { calmSearches, crisisSearches, formatCrisisScore, scoreCrisis } from './crisis-searches'

const dataset = readDataset()
const index = buildSearchIndex(sourcesOf(dataset))
const settings = settingsOf(dataset)
const score = scoreCrisis((query) => searchIndex(index, parseQuery(query), 1, { settings }).help)

describe('crisis searches on the seed', () => {
  it("is a set from the reader's side: 175+ crisis searches (30+ in Spanish, every line), 80+ calm ones", () => {
    expect(crisisSearches.length).toBeGreaterThanOrEqual(175)
    expect(crisisSearches.filter((c) => c.lang === 'es').length).toBeGreaterThanOrEqual(30)
    expect(new Set(crisisSearches.map((c) => c.help))).toEqual(new Set(['988', '911', 'poison']))
    expect(calmSearches.length).toBeGreaterThanOrEqual(80)
    expect(new Set(calmSearches).size).toBe(calmSearches.length)
    expect(new Set(crisisSearches.map((c) => c.query)).size).toBe(crisisSearches.length)
  })

  it('shows help for every crisis search, the right help first, and none on calm searches', () => {
    console.log(formatCrisisScore(score))
    expect(score.misses).toEqual([])
    expect(score.shown / score.crisis).toBe(1)
    expect(score.rightFirst / score.crisis).toBe(1)
    expect(score.falseAlarms / score.calm).toBeLessThanOrEqual(0.02)
    expect(score.alarms).toEqual([])
  })

  it('answers a Spanish search in Spanish', () => {
    expect(score.spanishShown).toBeGreaterThanOrEqual(30)
    expect(score.spanish).toBe(score.spanishShown)
  })
})
