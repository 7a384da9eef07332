/**
 * The seed's search settings (content/seed/search.yaml, issue 45): the crisis help cards read as the guides' get-help
 * cards must (grade 6 or below, lib/medical/readability.ts), name the line they are for first, and every synonym
 * group and crisis entry survives the site's own reading of the settings (nothing malformed is silently dropped).
 */
import { describe, expect, it } from 'vitest'
import { bulletsProse, readabilityOf, READING_LIMITS } from '@/lib/medical/readability'
import { readDataset, settingsOf } from '@/lib/search/seed-corpus'
import { seedDocuments } from '../seed/seed-text'

const doc = seedDocuments().find((d) => d._id === 'searchSettings') as
  { synonyms: Array<{ terms: string[] }>; crisis: Array<{ call: string; tier: string; now: string[] }> } | undefined

describe('search settings in the seed', () => {
  it('has synonym groups and crisis help for 988 and 911, each kept by the site', () => {
    expect(doc).toBeDefined()
    const settings = settingsOf(readDataset())
    expect(settings.groups).toHaveLength(doc!.synonyms.length)
    expect(settings.crisis).toHaveLength(doc!.crisis.length)
    expect(new Set(doc!.crisis.map((c) => c.call))).toEqual(new Set(['988', '911']))
    for (const entry of doc!.crisis) expect(entry.tier).toBe('now')
  })

  it(`reads at grade ${READING_LIMITS.summary} or below, with the line to call in the first sentence`, () => {
    for (const entry of doc!.crisis) {
      const grade = readabilityOf(bulletsProse(entry.now))!.grade
      expect(grade, entry.now[0]).toBeLessThanOrEqual(READING_LIMITS.summary)
      expect(entry.now[0], 'the first bullet names the line').toContain(entry.call)
    }
  })
})
