import { describe, expect, it } from 'vitest'
import { isEnglish, plainText, seedDocuments } from '../seed/seed-text'
import { saysTogether, sentencesWith } from './facts'

// Clinical facts once wrong in the seed, checked on the seed dataset as a reader gets it.
// Each assertion fails on the text before the review (see the git history of content/seed/).
interface Span {
  _type: 'span'
  text: string
  marks?: string[]
}
interface Block {
  _type: string
  tone?: string
  children?: Span[]
  markDefs?: Array<{ _key: string; href?: string }>
}
interface Section {
  anchor: string
  body: Block[]
}
interface Reference {
  title: string
  url: string
  year?: number
}
interface Check {
  name: string
  who: string
}
interface Doc {
  _id: string
  _type: string
  slug?: { current: string }
  lastUpdated?: string
  review?: { lastReviewed: string; nextReviewDue: string }
  intro?: Block[]
  sections?: Section[]
  references?: Reference[]
  body?: Block[]
  checks?: Check[]
}

const dataset = seedDocuments().filter(isEnglish) as Doc[]

const squash = (s: string) => s.replace(/\s+/g, ' ')
const published = dataset.filter((d) => !String(d._id).startsWith('drafts.'))

function article(slug: string): Doc {
  const doc = published.find((d) => d._type === 'conditionArticle' && d.slug?.current === slug)
  if (!doc) throw new Error(`no condition article ${slug}`)
  return doc
}
const text = (slug: string) => squash(plainText({ intro: article(slug).intro, sections: article(slug).sections }))
const sections = (slug: string): Section[] => article(slug).sections ?? []
const sectionText = (slug: string, anchor: string) => {
  const section = sections(slug).find((s) => s.anchor === anchor)
  if (!section) throw new Error(`no section #${anchor} in ${slug}`)
  return squash(plainText(section))
}
const refs = (slug: string): Reference[] => article(slug).references ?? []

// Every link in a Portable Text body: the linked words and where they point.
function links(blocks: Block[] | undefined): Array<{ text: string; href: string }> {
  const found: Array<{ text: string; href: string }> = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const node = value as Block
    if (node._type === 'block' && Array.isArray(node.children)) {
      const children = node.children
      for (const def of node.markDefs ?? []) {
        if (!def.href) continue
        const words = children
          .filter((span) => (span.marks ?? []).includes(def._key))
          .map((span) => span.text)
          .join('')
        found.push({ text: words.trim(), href: def.href })
      }
    }
    Object.values(node).forEach(walk)
  }
  walk(blocks)
  return found
}

// The spec's "Last updated July 2025" no longer holds for guides that now carry 2025–2026 guidance:
// their date is the day their content last changed; the review dates stay those of their last (sample) review.
// Changed again since, still without a clinician's review.
describe('guides changed since their review say so, and keep their review dates', () => {
  for (const slug of ['hypertension', 'hiv-aids', 'obesity', 'diabetes']) {
    it(slug, () => {
      expect(article(slug).lastUpdated).toBe('2026-11-25')
      expect(article(slug).review?.lastReviewed).toBe('2026-11-22')
      expect(article(slug).review?.nextReviewDue).toBe('2027-11-22')
    })
  }
})

describe('hypertension follows the 2025 AHA/ACC guideline', () => {
  it('cites the 2025 guideline', () => {
    const ref = refs('hypertension').find((r) => r.url.includes('10.1161/HYP.0000000000000249'))
    expect(ref, 'reference with doi 10.1161/HYP.0000000000000249').toBeDefined()
    expect(ref!.url).toBe('https://www.ahajournals.org/doi/10.1161/HYP.0000000000000249')
    expect(ref!.year).toBe(2025)
  })

  it('uses a PREVENT 10-year risk of 7.5% or more as the US threshold for stage 1', () => {
    const t = text('hypertension')
    expect(t).toMatch(/PREVENT\b[^.]*\b7\.5% or more/)
  })

  it('no longer says the ACC/AHA use a 10% risk threshold', () => {
    const t = text('hypertension')
    expect(t).not.toContain('Both NICE and the ACC/AHA use')
    expect(sentencesWith(t, /ACC\/AHA|AHA\/ACC/, '10%')).toEqual([])
  })

  it('describes NICE with its own QRISK-based approach', () => {
    expect(text('hypertension')).toMatch(/NICE[^.]*\(NG136\)[^.]*QRISK/)
  })

  it('advises medicine at lower risk if BP stays at or above 130/80 after 3–6 months of lifestyle change', () => {
    expect(text('hypertension')).toMatch(/at or above 130\/80 after 3[–-]6 months/)
  })

  it('prefers a single-pill combination of two medicines for stage 2', () => {
    expect(saysTogether(text('hypertension'), 'stage 2', 'two', 'single-pill combination')).toBe(true)
  })

  it('advises stopping or cutting down alcohol', () => {
    const t = text('hypertension')
    expect(saysTogether(t, 'alcohol', 'stop', 'cut down')).toBe(true)
    expect(t).not.toContain('Limit alcohol')
  })
})

describe('HIV', () => {
  it('no longer says HIV passes only from people with a detectable viral load', () => {
    expect(text('hiv-aids')).not.toContain('who has a detectable amount of virus')
  })

  it('says, where transmission is explained, that an undetectable viral load lowers but does not remove the breastfeeding risk', () => {
    expect(sectionText('hiv-aids', 'transmission')).toMatch(/lowers the risk[^.]*breastfeeding, but does not remove it/)
  })

  it('says, where transmission is explained, that its effect for shared needles is not known', () => {
    expect(sectionText('hiv-aids', 'transmission')).toMatch(/effect[^.]*shared needles[^.]*is not known/)
  })

  it('starts PEP as soon as possible, ideally within 24 hours and no later than 72 hours, citing the CDC 2025 guidelines', () => {
    const t = sectionText('hiv-aids', 'prevention')
    expect(saysTogether(t, 'PEP', 'as soon as possible', '24 hours', '72 hours')).toBe(true)
    expect(refs('hiv-aids').map((r) => r.url)).toContain('https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm')
  })
})

describe('obesity', () => {
  it('says an oral semaglutide for weight management was approved in December 2025, not that all GLP-1 medicines are injections', () => {
    const t = text('obesity')
    expect(saysTogether(t, 'December 2025', 'FDA', 'oral semaglutide', 'weight management')).toBe(true)
    expect(t).toMatch(/Most GLP-1 medicines[^.]*injections/)
    expect(t).not.toContain('They are given as injections.')
  })
})

describe('diabetes', () => {
  it('gives the NICE NG28 (2026) advice: metformin with an SGLT2 inhibitor from the start, GLP-1 medicines for some groups', () => {
    const t = sectionText('diabetes', 'type2')
    expect(t).toMatch(/NG28 in 2026/)
    expect(t).toMatch(/metformin together with an SGLT2 inhibitor from the start/)
    expect(t).toMatch(/For some groups, NICE also recommends a GLP-1 medicine/)
  })

  it('cites the current NG28 and the ADA Standards of Care in Diabetes—2026', () => {
    const ng28 = refs('diabetes').find((r) => r.url === 'https://www.nice.org.uk/guidance/ng28')
    expect(ng28?.year).toBe(2026)
    expect(ng28?.title).toMatch(/last updated 2026/)
    const ada = refs('diabetes').find((r) => r.url === 'https://diabetesjournals.org/care/issue/49/Supplement_1')
    expect(ada?.title).toMatch(/Standards of Care in Diabetes—2026/)
    expect(ada?.year).toBe(2026)
    expect(text('diabetes')).not.toContain('Standards of Care in Diabetes—2025')
  })

  it('gives the 988 crisis line in a caution callout', () => {
    const crisis = sections('diabetes')
      .flatMap((s) => s.body)
      .filter((b) => b._type === 'callout' && b.tone === 'caution')
      .map((b) => squash(plainText(b)))
      .find((t) => t.includes('988'))
    expect(crisis, 'a caution callout with 988').toMatch(/call or text 988/)
  })

  it('keeps the 126 mg/dL fasting criterion and its explanation of 140', () => {
    const t = text('diabetes')
    expect(t).toContain('126 mg/dL')
    expect(saysTogether(t, 'fasting', '126 mg/dL or higher', 'not 140 mg/dL')).toBe(true)
  })
})

describe('BMI explainer', () => {
  // Found by slug, whatever its document type is called.
  const pages = published.filter((d) => d.slug?.current === 'bmi-calculator')
  const page: Doc | undefined = pages[0]

  it('exists once', () => {
    expect(pages).toHaveLength(1)
  })

  it('no longer cites the withdrawn NICE CG189', () => {
    expect(JSON.stringify(page ?? null).toLowerCase()).not.toContain('cg189')
  })

  it('cites NICE NG246', () => {
    const ng246 = links(page?.body).find((l) => l.href === 'https://www.nice.org.uk/guidance/ng246')
    expect(ng246?.text).toContain('NG246')
  })

  it('labels the CDC link with its real title, "Adult BMI Categories"', () => {
    const cdc = links(page?.body).filter((l) => l.href.startsWith('https://www.cdc.gov/'))
    expect(cdc.map((l) => l.text)).toContain('Adult BMI Categories')
    expect(cdc.find((l) => l.text === 'Adult BMI Categories')?.href).toBe(
      'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html',
    )
  })
})

describe('screening cards', () => {
  const cards = published.filter((d) => d._type === 'screeningCard')
  const check = (pattern: RegExp) => {
    const found = cards.flatMap((c) => c.checks ?? []).find((c) => pattern.test(c.name))
    if (!found) throw new Error(`no screening check matching ${pattern}`)
    return squash(`${found.name} ${found.who}`)
  }

  it('labels the HIV ages by source: USPSTF 15–65 and pregnant people, CDC 13–64 at least once', () => {
    const t = check(/^HIV/)
    expect(t).toMatch(/USPSTF[^.]*15 to 65[^.]*pregnant/)
    expect(t).toMatch(/CDC[^.]*13 to 64 at least once/)
  })

  it('prefers primary HPV testing every 5 years from 30 to 65, self-collection acceptable, other options kept', () => {
    const t = check(/^Cervical/)
    // Current guidance: HRSA 2026 and ACS 2025; the same options kept.
    expect(saysTogether(t, /preferred/i, 'HPV test', 'every 5 years', 'HRSA 2026', '30', 'ACS 2025', '25')).toBe(true)
    expect(t).toContain('USPSTF: 2018 final.')
    expect(saysTogether(t, 'self-collect', 'FDA-approved home kit', 'clinic', 'ACS', 'every 3 years')).toBe(true)

    expect(t).toMatch(/a Pap test every 3 years from 21, or both every 5 years/)
  })

  it('respects the schema limits', () => {
    for (const card of cards) {
      const checks = card.checks ?? []
      expect(checks.length).toBeLessThanOrEqual(8)
      for (const c of checks) {
        expect(c.name.length, c.name).toBeLessThanOrEqual(80)
        expect(c.who.length, c.name).toBeLessThanOrEqual(300)
      }
    }
  })
})
