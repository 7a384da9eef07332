/**
 * Issue 56's target: no contradiction between pages for any sign of the triage vocabulary, checked over every
 * get-help card, every callout box and every other line a reader sees in the seed: guide and post bodies, sections,
 * intros, information pages, FAQ answers, screening and resource text, search help cards and settings
 * (content/checks/triage-prose.ts). Each failure names the document, where the line is, the sign, what the line says
 * and what the vocabulary asks for.
 */
import { describe, expect, it } from 'vitest'
import { checkEverywhere, linesOf } from './triage-prose'
import { isEnglish, seedDocuments, type SeedDoc } from '../seed/seed-text'

const published = seedDocuments().filter((d) => !d._id.includes('.') && !d._type.startsWith('sanity.') && isEnglish(d))
const byId = (id: string): SeedDoc => {
  const doc = published.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
const report = (docs: readonly SeedDoc[]) =>
  docs.flatMap((doc) =>
    checkEverywhere(doc).map((c) => `${doc._id}: ${c.where}: sign "${c.sign}", found "${c.found}": ${c.text}`),
  )
type Card = { now: string[]; sameDay: string[]; appointment: string[] }
const withCard = (doc: SeedDoc, tier: keyof Card, edit: (bullets: string[]) => string[]) => ({
  ...doc,
  getHelp: { ...(doc.getHelp as Card), [tier]: edit([...(doc.getHelp as Card)[tier]]) },
})

describe('one action per sign, on every line of every page', () => {
  it('reads the lines of every kind of document a reader sees', () => {
    const lines = published.flatMap((doc) => linesOf(doc).map((line) => ({ ...line, type: doc._type })))
    expect(lines.length).toBeGreaterThan(2000)
    const types = new Set(lines.map((l) => l.type))
    for (const type of ['conditionArticle', 'blogPost', 'infoPage', 'faqItem', 'screeningCard', 'resourceTopic'])
      expect(types, type).toContain(type)
    expect(types).toContain('searchSettings')
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(['card', 'box', 'prose']))
  })

  it('finds no contradiction anywhere in the seed', () => {
    expect(report(published)).toEqual([])
  })
})

// The fourth clinical read's texts, put back into today's documents: the check must catch each of them.
describe('fails on the texts the fourth clinical read found', () => {
  const onlyAtReading = /sign "(stroke-signs|breathless)", found "only at a high reading"/

  it('M1: "numbness or weakness" in the box\'s 180/120 list of the guide and the post', () => {
    for (const id of ['condition-hypertension', 'blog-post-understanding-blood-pressure-numbers']) {
      const doc = byId(id)
      const planted = JSON.parse(JSON.stringify(doc).replace('"back pain"', '"numbness or weakness"')) as SeedDoc
      expect(checkEverywhere(planted), id).toEqual([
        expect.objectContaining({
          sign: 'stroke-signs',
          found: 'only at a high reading',
          text: 'numbness or weakness',
        }),
      ])
    }
  })

  it('M2: the blood pressure cards with breathlessness only at 180/120', () => {
    for (const id of ['condition-hypertension', 'blog-post-understanding-blood-pressure-numbers']) {
      const planted = withCard(byId(id), 'now', (now) => now.filter((b) => !/bad trouble breathing, whatever/.test(b)))
      // The post's box lists bad trouble breathing at any reading too: take that line out as well, as it was.
      const old = JSON.parse(
        JSON.stringify(planted).replace(/"sudden or bad trouble breathing"/, '"sudden trouble seeing"'),
      ) as SeedDoc
      expect(report([old]), id).toEqual([expect.stringMatching(onlyAtReading)])
    }
  })

  it('M5: the obesity card and box sending an overdose that "seems OK" to Poison Control', () => {
    const old = 'Call Poison Control now at 1-800-222-1222 if someone took too much of a drug but seems OK.'
    const planted = withCard(byId('condition-obesity'), 'now', (now) =>
      now.map((b) => (/Poison Control/.test(b) ? old : b)),
    )
    expect(checkEverywhere(planted)).toEqual([
      expect.objectContaining({ sign: 'overdose-seems-ok', found: 'Poison Control without "by accident"' }),
    ])
  })

  it('M6: high ketones in "Get care today" on the diabetes guide and the blood sugar post', () => {
    const guide = withCard(byId('condition-diabetes'), 'sameDay', (day) => [
      'Your ketones are high, or your blood sugar stays high while you are sick.',
      ...day,
    ])
    const post = withCard(byId('blog-post-managing-blood-sugar-day-to-day'), 'sameDay', (day) => [
      'You are sick and your blood sugar or ketones stay high.',
      ...day,
    ])
    const firstSameDay = expect.objectContaining({
      where: 'get-help card, "Get care today if", bullet 1',
      sign: 'ketones',
    })
    expect(checkEverywhere(guide)).toEqual([firstSameDay])
    expect(checkEverywhere(post)).toEqual([firstSameDay])
  })
})
