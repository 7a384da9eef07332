/**
 * The findings of the clinical read of 2026-11-23 (issue 35, /work/shared/reviews/2026-11-clinical-read.md) in the
 * hypertension and diabetes guides and the blood-pressure post, one check per finding, each written to fail on the
 * text it replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { plainText, seedDocuments, type SeedDoc } from './seed-text'

type Block = { _type: string; tone?: string; listItem?: string; content?: Block[]; [key: string]: unknown }
type Section = { anchor: string; title: string; body: Block[] }

const docs = seedDocuments().filter((d) => !d._id.startsWith('drafts.'))
const byId = (id: string): SeedDoc => {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
const GUIDE = 'condition-hypertension'
const POST = 'blog-post-understanding-blood-pressure-numbers'

/** The blocks a reader sees in the running text: a guide's intro and sections, or a post's body. */
const blocksOf = (id: string): Block[] => {
  const d = byId(id)
  const sections = (d.sections as Section[] | undefined) ?? []
  return [...((d.intro as Block[]) ?? []), ...sections.flatMap((s) => s.body), ...((d.body as Block[]) ?? [])]
}
const section = (id: string, anchor: string): Section => {
  const found = ((byId(id).sections as Section[] | undefined) ?? []).find((s) => s.anchor === anchor)
  if (!found) throw new Error(`no section #${anchor} in ${id}`)
  return found
}
const callouts = (id: string, tone: string) =>
  blocksOf(id)
    .filter((b) => b._type === 'callout' && b.tone === tone)
    .map((b) => squash(plainText(b)))

/** The one pregnancy and after-birth triage box, found by its heading. */
const pregnancyBox = (id: string) =>
  callouts(id, 'caution').filter((t) => t.startsWith('If you are pregnant or gave birth in the past year:'))

describe('D1: high blood pressure in pregnancy and the year after birth', () => {
  it('the guide and the post carry the same triage box, once each', () => {
    const guide = pregnancyBox(GUIDE)
    const post = pregnancyBox(POST)
    expect(guide).toHaveLength(1)
    expect(post).toHaveLength(1)
    expect(guide[0]).toBe(post[0])
  })

  it('the box sends 160/110 or severe symptoms to care now, seizures to 911, 140/90 without symptoms to the same day', () => {
    const box = pregnancyBox(POST)[0]
    expect(box).toMatch(/labor and delivery or the ER now if your blood pressure is 160\/110 or higher/)
    expect(box).toMatch(
      /Go now, too, if you have a bad headache[^.]*vision[^.]*pain under your ribs[^.]*trouble breathing/,
    )
    expect(box).toMatch(/Call 911 if you have a seizure, chest pain, or severe trouble breathing/)
    expect(box).toMatch(/140\/90 or higher and you feel fine, call your maternity team the same day/)
  })

  it('the window is the past year, not six weeks', () => {
    for (const id of [GUIDE, POST]) {
      const t = squash(plainText(blocksOf(id)))
      expect(t, id).not.toMatch(/last six weeks/)
    }
  })

  it('the guide no longer lists pregnancy or a recent birth under "Book an appointment soon"', () => {
    const body = section(GUIDE, 'when-to-see-a-provider').body
    const start = body.findIndex((b) => squash(plainText(b)).startsWith('Book an appointment soon'))
    expect(start).toBeGreaterThan(-1)
    const items: string[] = []
    for (const b of body.slice(start + 1)) {
      if (b._type !== 'block' || !b.listItem) break
      items.push(squash(plainText(b)))
    }
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item).not.toMatch(/\bpregnant\b|given birth|gave birth/i)
  })

  it("the post's 911 box names a sudden severe headache and confusion", () => {
    const emergency = callouts(POST, 'caution').find((t) => t.includes('911') && t.includes('180/120'))
    expect(emergency).toMatch(/confusion/)
    expect(emergency).toMatch(/sudden severe headache/)
  })

  it('the post no longer sends a severe headache to a same-day call', () => {
    const t = squash(plainText(blocksOf(POST)))
    expect(t).not.toMatch(/same day, too,[^.]*severe headache/)
  })

  it('cites the sources of the box: CDC Hear Her, ACOG Practice Bulletin 222, NICE NG133', () => {
    for (const id of [GUIDE, POST]) {
      const urls = ((byId(id).references as Array<{ url: string }>) ?? []).map((r) => r.url)
      expect(urls, id).toEqual(
        expect.arrayContaining([
          'https://www.cdc.gov/hearher/maternal-warning-signs/index.html',
          'https://doi.org/10.1097/AOG.0000000000003891',
          'https://www.nice.org.uk/guidance/ng133',
        ]),
      )
    }
  })
})
