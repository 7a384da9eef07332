/**
 * The Spanish seed held to the English one by structure, not by sentences:
 *  - each English seed file has its Spanish twin under content/seed/es/ with the same keys;
 *  - a Spanish guide has the English guide's sections (same anchors), the same numbers (thresholds, doses, ages), and
 *    a get-help card with the same tiers and bullets: each bullet the same numbers and the same action in Spanish
 *    words ("llame al 911", "988", "la sala de emergencias", "llame ya a su equipo", "Control de Envenenamientos",
 *    "hoy") as its English bullet says in English, and each "now" bullet whose sign search finds in English
 *    (lib/medical/help.ts, helpFor) is found through the vocabulary's Spanish words, with the same help first;
 *  - the body's warning boxes: the English boxes, each line the action of its English line;
 *  - the search's Spanish crisis cards: the English cards' lines, numbers and actions, 988 in Spanish and Poison
 *    Control's Spanish-speaking staff;
 *  - reading ease by INFLESZ (lib/medical/readability-es.ts) at or above the targets of docs/content-standards.md.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { helpFor } from '@/lib/medical/help'
import { documentReadabilityEs, infleszOf, INFLESZ_TARGETS } from '@/lib/medical/readability-es'
import { proseOf } from '@/lib/medical/readability'
import { actionsIn, mostUrgentAction, signsIn } from '@/lib/medical/triage'
import { plainText } from '../seed/seed-text'
import {
  englishSeedFiles,
  hasSpanishTwin,
  keyPaths,
  numbersIn,
  readGuide,
  readSeedFile,
  SEED_DIR,
  spanishActionsIn,
  spanishPath,
} from './spanish-seed'

const english = englishSeedFiles()
const twins = english.filter(hasSpanishTwin)
const markdownTwins = twins.filter((rel) => rel.endsWith('.md'))
const guides = markdownTwins.filter((rel) => rel.startsWith('conditions/'))
const withCard = markdownTwins.filter((rel) => readSeedFile(path.join(SEED_DIR, rel)).data.getHelp)

/**
 * The numbers of a line as a set, for comparing a Spanish line with its English one. The one number Spanish adds is
 * the 988 Lifeline's "oprima el 2" (press 2 for Spanish), so a "2" right after "oprima el" is not counted.
 */
function spanishNumbers(text: string): string[] {
  return [...new Set(numbersIn(text.replace(/\boprim(a|an) el 2\b/gi, 'oprima el')))].sort()
}

const everything = (doc: Record<string, unknown>) =>
  `${plainText([doc.intro, doc.sections, doc.forProfessionals])} ${JSON.stringify([doc.getHelp ?? null, doc.keyPoints ?? null])}`

describe('Spanish seed: a twin for each English file', () => {
  it('has a Spanish twin for every English seed file', () => {
    expect(english.length).toBeGreaterThan(25)
    expect(
      english.filter((rel) => !hasSpanishTwin(rel)),
      'English seed files without a Spanish twin',
    ).toEqual([])
  })

  it('gives each twin the English keys, no more and no fewer', () => {
    expect(twins.length).toBeGreaterThan(0)
    for (const rel of twins) {
      const en = [...keyPaths(readSeedFile(path.join(SEED_DIR, rel)).data)].sort()
      const es = [...keyPaths(readSeedFile(spanishPath(rel)).data)].sort()
      expect(es, rel).toEqual(en)
    }
  })

  it('keeps a Spanish slug ASCII, lower-case and hyphenated wherever the English has one', () => {
    for (const rel of twins) {
      const { data } = readSeedFile(spanishPath(rel))
      if (data.slug === undefined) continue
      expect(String(data.slug), rel).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
  })
})

describe('Spanish guides say what the English guides say', () => {
  it.each(markdownTwins)('%s: the same sections and the same numbers', (rel) => {
    const en = readGuide(path.join(SEED_DIR, rel))
    const es = readGuide(spanishPath(rel))
    expect(es.sections.map((s) => s.anchor)).toEqual(en.sections.map((s) => s.anchor))
    expect((es.forProfessionals as unknown[]).length > 0).toBe((en.forProfessionals as unknown[]).length > 0)
    expect(spanishNumbers(everything(es))).toEqual(spanishNumbers(everything(en)))
  })
})

describe('Spanish get-help cards: the same help, in Spanish words', () => {
  it('has a card in every Spanish guide', () => {
    expect(guides.length).toBeGreaterThan(0)
    for (const rel of guides) expect(withCard, rel).toContain(rel)
  })

  it.each(withCard)('%s: each bullet keeps its numbers and its action', (rel) => {
    const en = readSeedFile(path.join(SEED_DIR, rel)).data.getHelp as Record<string, string[]>
    const es = readSeedFile(spanishPath(rel)).data.getHelp as Record<string, string[]>
    for (const tier of ['now', 'sameDay', 'appointment']) {
      expect(es[tier]?.length, `${rel} ${tier}`).toBe(en[tier]?.length)
      en[tier]!.forEach((line, i) => {
        const spanish = es[tier]![i]!
        const where = `${rel} ${tier}[${i}]: "${spanish}"`
        expect(spanishNumbers(spanish), where).toEqual(spanishNumbers(line))
        expect(spanishActionsIn(spanish).sort(), where).toEqual(actionsIn(line).sort())
      })
    }
  })

  // The search's reader of the triage vocabulary (helpFor, its patterns alone: the crisis model is not a vocabulary)
  // as the test: what it finds in an English "now" bullet it
  // must find in the Spanish one through the Spanish words, with the same help first (or the very action the
  // triage list gives the English bullet's sign, where the Spanish words name it more exactly).
  it.each(withCard)(
    '%s: each "now" sign search finds in English it finds in Spanish, with the same help first',
    (rel) => {
      const en = readSeedFile(path.join(SEED_DIR, rel)).data.getHelp as Record<string, string[]>
      const es = readSeedFile(spanishPath(rel)).data.getHelp as Record<string, string[]>
      en.now!.forEach((line, i) => {
        const english = helpFor(line, { model: false })
        if (english.length === 0) return
        const spanish = es.now![i]!
        const needs = helpFor(spanish, { model: false })
        const where = `${rel} now[${i}]: "${spanish}"`
        expect(needs.length, `${where}: no sign found`).toBeGreaterThan(0)
        expect(
          needs.every((need) => need.lang === 'es'),
          `${where}: read as Spanish`,
        ).toBe(true)
        expect([english[0]!.action, mostUrgentAction(signsIn(line))], where).toContain(needs[0]!.action)
      })
    },
  )
})

describe('Spanish warning boxes: the same action on every line', () => {
  // The "when to get help" boxes (caution and warning callouts) in the body: the same boxes in the same order, each
  // with the English box's list items, and each item the action its English item names. A note box may be added (the
  // about page's translation note).
  const boxes = (doc: Record<string, unknown>) =>
    [doc.intro, ...(doc.sections as Array<{ body: unknown[] }>).map((s) => s.body), doc.forProfessionals]
      .flat()
      .filter(
        (b): b is { tone: string; content: Array<{ listItem?: string }> } =>
          !!b &&
          typeof b === 'object' &&
          (b as { _type?: string })._type === 'callout' &&
          ['caution', 'warning'].includes((b as { tone?: string }).tone ?? ''),
      )
  const items = (box: { content: Array<{ listItem?: string }> }) =>
    box.content.filter((b) => b.listItem).map((b) => plainText(b))

  it.each(markdownTwins)('%s', (rel) => {
    const en = boxes(readGuide(path.join(SEED_DIR, rel)))
    const es = boxes(readGuide(spanishPath(rel)))
    expect(es.map((b) => b.tone)).toEqual(en.map((b) => b.tone))
    en.forEach((box, i) => {
      const english = items(box)
      const spanish = items(es[i]!)
      expect(spanish.length, `${rel} box ${i + 1}`).toBe(english.length)
      english.forEach((line, j) =>
        expect(spanishActionsIn(spanish[j]!).sort(), `${rel} box ${i + 1}, item ${j + 1}: "${spanish[j]}"`).toEqual(
          actionsIn(line).sort(),
        ),
      )
    })
  })
})

describe('Spanish crisis cards in search: the same help as the English cards', () => {
  type Card = { _key: string; call: string; covers: string[]; now: string[] }
  const cards = (file: string) => (readSeedFile(file).data.crisis ?? []) as Card[]
  const english = cards(path.join(SEED_DIR, 'search.yaml'))
  const spanish = hasSpanishTwin('search.yaml') ? cards(spanishPath('search.yaml')) : []

  it('has each English card, with the same line first and the same signs', () => {
    expect(spanish.map((c) => [c._key, c.call, c.covers])).toEqual(english.map((c) => [c._key, c.call, c.covers]))
  })

  it('gives each line the numbers and the action of its English line, and says it as the English search does', () => {
    for (const [i, card] of spanish.entries()) {
      const en = english[i]!
      expect(card.now.length, card._key).toBe(en.now.length)
      card.now.forEach((line, j) => {
        const where = `${card._key}[${j}]: "${line}"`
        expect(spanishNumbers(line), where).toEqual(spanishNumbers(en.now[j]!))
        expect(spanishActionsIn(line).sort(), where).toEqual(actionsIn(en.now[j]!).sort())
      })
    }
  })

  it('gives 988 in Spanish (press 2, or text AYUDA) and Poison Control with its Spanish-speaking staff', () => {
    for (const card of spanish) {
      const text = card.now.join(' ')
      if (/\b988\b/.test(text)) expect(text, card._key).toMatch(/oprima el 2.*AYUDA/)
      if (/1-800-222-1222/.test(text)) expect(text, card._key).toMatch(/personal que habla español/)
    }
  })
})

describe(`Spanish reading ease (INFLESZ: guides ${INFLESZ_TARGETS.article}, cards ${INFLESZ_TARGETS.summary})`, () => {
  it.each(guides)('%s: the guide and each of its sections', (rel) => {
    const guide = readGuide(spanishPath(rel))
    const { article } = documentReadabilityEs(guide)
    expect(article!.score, `${rel} article`).toBeGreaterThanOrEqual(INFLESZ_TARGETS.article)
    for (const section of guide.sections) {
      const r = infleszOf(proseOf(section.body))
      expect(r?.score ?? -Infinity, `${rel}: "${section.title}"`).toBeGreaterThanOrEqual(INFLESZ_TARGETS.article)
    }
  })

  it.each(withCard)('%s: the get-help card and key points', (rel) => {
    const doc = readGuide(spanishPath(rel))
    const r = documentReadabilityEs(doc)
    expect(r.getHelp!.score, `${rel} get-help card`).toBeGreaterThanOrEqual(INFLESZ_TARGETS.summary)
    if (doc.keyPoints) expect(r.keyPoints!.score, `${rel} key points`).toBeGreaterThanOrEqual(INFLESZ_TARGETS.summary)
  })
})
