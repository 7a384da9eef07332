/**
 * Every get-help card and every "when to get help" box of the seed, checked against the one triage vocabulary
 * (lib/medical/triage.ts): a warning sign in a tier other than its own, on any page, fails here naming the page, the
 * sign, the tier found and the tier expected.
 */
import { describe, expect, it } from 'vitest'
import { actionsIn, checkDocument, signsIn, TRIAGE_ACTIONS, type TriageContradiction } from '@/lib/medical/triage'
import { isEnglish, seedDocuments, type SeedDoc } from '../seed/seed-text'

const published = seedDocuments().filter((d) => !d._id.includes('.') && isEnglish(d))
const page = (doc: SeedDoc) => {
  const slug = (doc.slug as { current?: string } | undefined)?.current
  return slug ? `${doc._type} "${slug}" (${doc._id})` : doc._id
}
const report = (doc: SeedDoc, found: TriageContradiction[]) =>
  found.map((c) => `${page(doc)}: ${c.where}: sign "${c.sign ?? '-'}", found "${c.found}", expected "${c.expected}"`)

const contradictions = (docs: SeedDoc[]) => docs.flatMap((doc) => report(doc, checkDocument(doc)))
const byId = (id: string) => published.find((d) => d._id === id)!
type Card = { now: string[]; sameDay: string[]; appointment: string[] }

describe('one triage vocabulary over the seed', () => {
  it('finds no sign in a tier other than its own, on any card or box of any page', () => {
    const checked = published.filter((d) => d.getHelp || JSON.stringify(d).includes('"_type":"callout"'))
    expect(checked.length).toBeGreaterThanOrEqual(15)
    expect(contradictions(published)).toEqual([])
  })

  it('reads the signs of every card: each guide card names at least three signs of the list', () => {
    for (const doc of published.filter((d) => d._type === 'conditionArticle')) {
      const card = doc.getHelp as Card
      const signs = new Set([...card.now, ...card.sameDay].flatMap((b) => signsIn(b).map((s) => s.id)))
      expect(signs.size, page(doc)).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives every "now" bullet its own action: 911, 988, or the ER or a team now', () => {
    for (const doc of published.filter((d) => d.getHelp)) {
      for (const bullet of (doc.getHelp as Card).now)
        expect(
          actionsIn(bullet).some((a) => TRIAGE_ACTIONS[a].tier === 'now'),
          `${page(doc)}: "${bullet}"`,
        ).toBe(true)
    }
  })

  it('fails on a planted contradiction, naming the page, the sign, the tier found and the tier expected', () => {
    const stress = byId('blog-post-managing-stress-everyday')
    const card = stress.getHelp as Card
    const planted = {
      ...stress,
      getHelp: { ...card, sameDay: [...card.sameDay, 'You have thoughts of suicide. You can also call or text 988.'] },
    }
    expect(checkDocument(planted)).toEqual([
      expect.objectContaining({
        where: 'get-help card, "Get care today if", bullet 2',
        sign: 'suicidal-thoughts',
        found: 'Get care today if',
        expected: 'Get help now',
      }),
    ])
    const [message = ''] = contradictions([planted])
    for (const part of ['blogPost "managing-stress-everyday"', 'bullet 2', 'suicidal-thoughts', 'Get help now'])
      expect(message).toContain(part)
  })

  it('fails on the old chest-pain and weight-loss-surgery wordings put back', () => {
    const guide = byId('condition-hypertension')
    const n1 = {
      ...guide,
      getHelp: {
        ...(guide.getHelp as Card),
        now: ['Your blood pressure is 180/120 or higher and you have chest pain. Call 911.'],
      },
    }
    expect(contradictions([n1])).toEqual([expect.stringMatching(/sign "chest-pain", found "only at a high reading"/)])
    const obesity = byId('condition-obesity')
    const n2 = {
      ...obesity,
      getHelp: {
        ...(obesity.getHelp as Card),
        sameDay: ['You had weight-loss surgery and one leg is sore and swollen.'],
      },
    }
    expect(checkDocument(n2)).toEqual([
      expect.objectContaining({
        sign: 'after-weight-loss-surgery',
        found: 'Get care today if',
        expected: 'Get help now',
      }),
    ])
  })
})
