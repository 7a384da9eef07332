/**
 * The blind crisis sets (./blind-sets.ts) through the detector and site search as the site runs them on the seed.
 * Each set's floors are the figures it reached when it was last measured (docs/search.md, "Blind sets"): a change that
 * shows less help, the wrong help first or help on calm searches fails here. The set written after the last tuning is
 * the one whose figures are reported; it must meet the targets in each language.
 */
import { describe, expect, it } from 'vitest'
import { blindSets, formatBlindScore, scoreBlindSet, showOnSeed } from './blind-sets'

const show = showOnSeed()

/** Floors per set and language: recall, right help first, 988 first (of those wanting it), false alarms at most. */
const FLOORS: Record<string, Record<'en' | 'es', { recall: number; right: number; r988: number; alarms: number }>> = {
  // The first set, written before the detector was tuned on it: 62.5% / 57.8% recall as it was.
  '2026-11-27-a': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the first tuning: 87.3% / 85.3% recall when it was first measured, then tuned on.
  '2026-11-27-b': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the second tuning: 90.1% / 89.7% recall when it was first measured, then tuned on.
  '2026-11-27-c': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the third tuning: 91.9% / 98.1% recall when it was first measured, then tuned on.
  '2026-11-27-d': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the fourth tuning: 88.9% / 88.1% recall when it was first measured; the crisis model (not trained
  // on it) then brought it to 100% / 97.6%, and the fifth round was tuned on it.
  '2026-11-27-e': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the fifth tuning, the crisis model not trained on it. First measure: recall 99.4% / 98.2%, right
  // help first 98.8% / 98.2%, 988 first 68/69 and 45/47, false alarms 3.6% (2/55) / 7.3% (4/55); then tuned on.
  '2026-11-27-f': {
    en: { recall: 1, right: 1, r988: 1, alarms: 1 / 55 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the sixth tuning, the crisis model not trained on it. First measure: recall 99.3% / 99.1%, right
  // help first 98.7% / 99.1%, 988 first 63/64 and 48/48, false alarms 3.0% (2/66) / 0% (0/61); then tuned on.
  '2026-11-27-g': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the seventh tuning, the crisis model not trained on it. First measure: recall 97.9% / 100%, right
  // help first 97.2% / 100%, 988 first 57/60 and 43/43, false alarms 1.4% (2/138) / 2.4% (3/123); then tuned on.
  '2026-11-27-h': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the eighth tuning, the crisis model not trained on it. First measure: recall 99.4% / 97.6%, right
  // help first 98.7% / 97.6%, 988 first 62/63 and 47/49, false alarms 2.6% (3/116) / 3.6% (4/111); then tuned on.
  '2026-11-27-i': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the ninth tuning, the crisis model not trained on it. First measure: recall 100% / 99.1%, right
  // help first 99.4% / 99.1%, 988 first 64/65 and 47/48, false alarms 4.4% (5/114) / 2.5% (3/118); then tuned on.
  '2026-11-27-j': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the tenth tuning, the crisis model not trained on it. First measure: recall 98.8% / 100%, right
  // help first 98.2% / 100%, 988 first 65/66 and 48/48, false alarms 2.7% (4/149) / 4.4% (6/137); then tuned on.
  '2026-11-27-k': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the eleventh tuning, the crisis model not trained on it. First measure: recall 98.7% / 99.2%, right
  // help first 98.7% / 97.5%, 988 first 65/67 and 50/51, false alarms 2.2% (3/135) / 1.6% (2/126); then tuned on.
  '2026-11-27-l': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the eleventh tuning (the same round as set l), the crisis model not trained on it. First measure:
  // recall 99.4% / 97.5%, right
  // help first 99.4% / 96.7%, 988 first 68/68 and 48/51, false alarms 1.5% (2/134) / 0.8% (1/133); then tuned on
  // (a snakebite sign, a poison or a painkiller count asked as a method, tonight's plan to take every pill).
  '2026-11-27-m': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the twelfth tuning, the crisis model not trained on it: the figures reported are its first measure,
  // recall 99.3% / 100%, right help first 99.3% / 99.1%, 988 first 65/66 and 45/46, false alarms 1.4% (2/145) /
  // 3.0% (4/133). Then tuned on (a last night on earth, pills gathered for an overdose; medicines refused, a dose to
  // give a child and a carer's search calm), so the next round needs a new set.
  '2026-11-27-n': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the thirteenth tuning, the crisis model not trained on it: the figures reported are its first
  // measure, recall 99.3% / 99.1%, right help first 99.3% / 98.3%, 988 first 62/62 and 49/49, false alarms 3.8%
  // (6/159) / 0% (0/142). Then tuned on (something snorted and a blue face, a purple newborn, pain after a gastric
  // bypass in Spanish; an EpiPen or insulin on a trip, a heart-rate zone, a pet's poison, a lasting bruise calm), so
  // the next round needs a new set.
  '2026-11-28-o': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the fourteenth tuning, the crisis model not trained on it: the figures reported are its first
  // measure, recall 99.3% / 100%, right help first 99.3% / 100%, 988 first 64/64 and 49/49, false alarms 0.7%
  // (1/140) / 0.7% (1/137). Then tuned on (naloxone and a blue face; a number of weeks is not a blood sugar), so the
  // next round needs a new set.
  '2026-11-28-p': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the fifteenth tuning, the crisis model not trained on it: the figures reported are its first
  // measure, recall 99.3% / 100%, right help first 99.3% / 99.1%, 988 first 63/64 and 48/49, false alarms 0% (0/127) /
  // 1.6% (2/123). Then tuned on (self-harm taken up again, a child cutting himself, a plant eaten; a paper cut and a
  // leg asleep from sitting calm), so the next round needs a new set.
  '2026-11-29-q': {
    en: { recall: 1, right: 1, r988: 1, alarms: 0 },
    es: { recall: 1, right: 1, r988: 1, alarms: 0 },
  },
  // Written after the sixteenth tuning (the patterns tuned on set q, the crisis model trained on sets a to q), and not
  // tuned on: these are the figures reported, recall 100% / 100%, right help first 99.3% (146/147) / 99.1% (112/113),
  // 988 first 65/65 and 45/45, false alarms 3.0% (4/135) / 0.8% (1/128). A child's double dose by mistake shows 911
  // first where Poison Control was asked for, in both languages.
  '2026-11-29-r': {
    en: { recall: 1, right: 146 / 147, r988: 1, alarms: 4 / 135 },
    es: { recall: 1, right: 112 / 113, r988: 1, alarms: 1 / 128 },
  },
}

describe('blind crisis sets', () => {
  const sets = blindSets()

  it('are dated sets with their instructions, 150+ crisis and 60+ calm searches each, in both languages', () => {
    expect(sets.length).toBeGreaterThanOrEqual(1)
    for (const set of sets) {
      expect(set.name).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z]$/)
      expect(set.written).toBe(set.name.slice(0, 10))
      expect(set.crisis.length).toBeGreaterThanOrEqual(150)
      expect(set.calm.length).toBeGreaterThanOrEqual(60)
      expect(new Set(set.crisis.map((c) => c.lang))).toEqual(new Set(['en', 'es']))
      expect(new Set([...set.crisis, ...set.calm].map((c) => c.query)).size).toBe(set.crisis.length + set.calm.length)
      expect(FLOORS[set.name], `floors for ${set.name}`).toBeDefined()
    }
  })

  for (const set of sets)
    it(`${set.name}: meets its floors in each language`, () => {
      const score = scoreBlindSet(set, show)
      console.log(formatBlindScore(set.name, score))
      for (const lang of ['en', 'es'] as const) {
        const s = score[lang]
        const floor = FLOORS[set.name]![lang]
        expect(s.shown / s.crisis, `${lang} recall`).toBeGreaterThanOrEqual(floor.recall)
        expect(s.rightFirst / s.crisis, `${lang} right help first`).toBeGreaterThanOrEqual(floor.right)
        expect(s.got988 / Math.max(1, s.want988), `${lang} 988 first`).toBeGreaterThanOrEqual(floor.r988)
        expect(s.falseAlarms / s.calm, `${lang} false alarms`).toBeLessThanOrEqual(floor.alarms)
      }
    })
})
