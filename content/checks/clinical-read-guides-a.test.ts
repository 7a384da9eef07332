/**
 * Clinical fixes in the
 * hypertension and diabetes guides and the blood-pressure post, one check per finding, each written to fail on the
 * text it replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { documentReadability, READING_LIMITS } from '../../lib/medical/readability'
import { actionsIn } from '../../lib/medical/triage'
import { plainText } from '../seed/seed-text'
import { byId } from './seed-docs'
import { saysAll, saysTogether, sentencesWith, type Fact } from './facts'

type Block = { _type: string; tone?: string; listItem?: string; content?: Block[]; [key: string]: unknown }
type Section = { anchor: string; title: string; body: Block[] }
type Reference = { title: string; url: string; year?: number; published?: string }
type Row = { cells: Array<{ value: Block[] }> }

// Spans are joined with spaces, so a bold phrase before a comma reads "higher ," here: the space goes.
const squash = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:)])/g, '$1')
    .trim()
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

/** What a reader reads in the running text, as one string. */
const readerText = (id: string) => squash(plainText(blocksOf(id)))
const professional = (id: string): Block[] => (byId(id).forProfessionals as Block[] | undefined) ?? []
const references = (id: string) => (byId(id).references as Reference[] | undefined) ?? []
/** The rows of every table in some blocks, each row its cells' words. */
const tableRows = (blocks: Block[]) =>
  blocks
    .filter((b) => b._type === 'table')
    .map((table) => (table.rows as Row[]).map((row) => row.cells.map((cell) => squash(plainText(cell.value)))))

/** The one pregnancy and after-birth triage box, found by its heading. */
const pregnancyBox = (id: string) =>
  callouts(id, 'caution').filter((t) => saysAll(t, 'pregnant', 'past year', '160 or more'))

describe('high blood pressure in pregnancy and the year after birth', () => {
  it('the guide and the post carry the same triage box, once each', () => {
    const guide = pregnancyBox(GUIDE)
    const post = pregnancyBox(POST)
    expect(guide).toHaveLength(1)
    expect(post).toHaveLength(1)
    expect(guide[0]).toBe(post[0])
  })

  it('the box sends 160/110 or severe symptoms to care now, seizures to 911, 140/90 without symptoms to the same day', () => {
    const box = pregnancyBox(POST)[0] ?? ''
    // Either number counts: "160/110 or higher" read as both.
    const now = /\bER\b|labor and delivery/
    expect(saysTogether(box, 'top', '160', 'bottom', '110', now), '160 or 110 alone: ER now').toBe(true)
    // Trouble breathing is 911 here, as on every other page (one action per sign).
    expect(saysTogether(box, /headache/, /vision/, /ribs/, /\bnow\b/), 'severe symptoms: now').toBe(true)
    expect(saysTogether(box, '911', 'seizure', 'chest pain', 'breathing'), 'seizure: 911').toBe(true)
    expect(saysTogether(box, 'top', '140', 'bottom', '90', /maternity/, /same day|today/), '140 or 90: same day').toBe(
      true,
    )
    expect(actionsIn(box)).toEqual(expect.arrayContaining(['call-911']))
    expect(box).not.toMatch(/160\/110|140\/90/)
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
    const emergency = callouts(POST, 'caution').find((t) => t.includes('911') && t.includes('180 or more'))
    // Named before the 180/120 lead-in, under "whatever your reading".
    const anyReading = emergency!.slice(0, emergency!.indexOf('180 or more'))
    expect(anyReading).toMatch(/whatever your reading/)
    expect(anyReading).toMatch(/sudden confusion/)
    expect(anyReading).toMatch(/sudden severe headache/)
    expect(anyReading).toMatch(/chest pain/)
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

describe('the hypertension thresholds are credited to the bodies that use them', () => {
  const comparison = () => tableRows(professional(GUIDE)).find((rows) => rows[0]?.some((c) => c.includes('ISH')))

  it('the comparison column is "NICE (UK) and ISH (international)", not "NICE, WHO and ISH-style"', () => {
    expect(comparison()?.[0]?.[1]).toMatch(/^NICE \(UK\) and ISH \(international\)/)
    expect(JSON.stringify(byId(GUIDE))).not.toContain('NICE, WHO and ISH-style')
  })

  it('marks the normal and high-normal rows as ISH only', () => {
    const rows = comparison() ?? []
    expect(rows.find((r) => r[0] === 'Normal')?.[1]).toMatch(/ISH only/)
    expect(rows.find((r) => r[0] === 'Between normal and high')?.[1]).toMatch(/ISH only/)
  })

  it('keeps the WHO at 140/90 only, for readers and for clinicians', () => {
    expect(saysTogether(readerText(GUIDE), 'WHO', /\bonly\b/, '140/90', /two\b.*\bdays/)).toBe(true)
    expect(squash(plainText(professional(GUIDE)))).toMatch(/WHO[^.]*uses only one threshold: 140\/90 or higher/)
  })
})

describe('hypertension references say when they were last updated', () => {
  it('NG136 and NG133: first published 2019, last updated 2023', () => {
    for (const url of ['https://www.nice.org.uk/guidance/ng136', 'https://www.nice.org.uk/guidance/ng133']) {
      const ref = references(GUIDE).find((r) => r.url === url)
      expect(ref?.title, url).toMatch(/first published 2019, last updated 2023/)
      expect(ref?.year, url).toBe(2023)
    }
  })

  it("cites WHO's Global hypertension report 2025", () => {
    const who = references(GUIDE).find((r) => /Global hypertension report 2025/.test(r.title))
    expect(who?.published).toBe('2025-09')
  })
})

describe('hypertension figures with number, place, period and source', () => {
  it('gives the WHO world figure for 2024 and the NCHS US figure for August 2021 to August 2023', () => {
    const intro = squash(plainText(byId(GUIDE).intro))
    expect(saysTogether(intro, /World Health Organization/, '1.4 billion', '2024')).toBe(true)
    expect(saysTogether(intro, '47.7%', 'adults', 'August 2021', 'August 2023')).toBe(true)
    expect(intro).toMatch(/National Center for Health Statistics/)
    expect(intro).not.toMatch(/more than a billion adults|nearly half of adults/)
    expect(references(GUIDE).map((r) => r.url)).toContain('https://www.cdc.gov/nchs/products/databriefs/db511.htm')
  })
})

describe('help comes first and emergency boxes are bullets', () => {
  for (const id of [GUIDE, POST]) {
    it(`${id}: a get-help card with all three tiers`, () => {
      const card = byId(id).getHelp as { now: string[]; sameDay: string[]; appointment: string[] } | undefined
      expect(card?.now.length).toBeGreaterThan(0)
      expect(card?.sameDay.length).toBeGreaterThan(0)
      expect(card?.appointment.length).toBeGreaterThan(0)
      // Chest pain, a sudden bad headache or confusion mean 911 at any reading; either number counts.
      const first = card?.now[0] ?? ''
      expect(actionsIn(first), first).toEqual(['call-911'])
      expect(saysAll(first, 'chest pain', 'headache', 'confusion', /whatever your reading|any reading/), first).toBe(
        true,
      )
      const actions = (tier: string[] = [], ...facts: Fact[]) =>
        tier.filter((b) => saysAll(b, ...facts)).flatMap((b) => actionsIn(b))
      expect(actions(card?.now, 'top', '180 or more', 'bottom', '120 or more'), '180 or 120').toContain('call-911')
      expect(actions(card?.now, 'top number', '160 or more'), '160 alone').toContain('er-or-team-now')
      expect(actions(card?.now, 'bottom number', '110 or more'), '110 alone').toContain('er-or-team-now')
      expect(card?.sameDay.filter((b) => saysAll(b, 'maternity team', 'today', 'top', '140 or more'))).toHaveLength(1)
      expect(card?.sameDay.filter((b) => saysAll(b, 'maternity team', 'today', 'bottom', '90 or more'))).toHaveLength(1)
      expect(JSON.stringify(card)).not.toMatch(/180\/120|160\/110|140\/90/)
    })

    it(`${id}: the 911 box lists its symptoms as bullets`, () => {
      const box = blocksOf(id).find(
        (b) => b._type === 'callout' && b.tone === 'caution' && plainText(b).includes('180 or more'),
      )
      const bullets = (box?.content ?? []).filter((b) => b.listItem).map((b) => squash(plainText(b)))
      expect(bullets).toEqual(
        expect.arrayContaining(['chest pain or pressure', 'a sudden severe headache', 'sudden confusion', 'back pain']),
      )
    })
  }
})

describe('the hypertension guide is titled in plain words', () => {
  it('"High blood pressure (hypertension)", under "Health Topics", not "Healthcare Portal"', () => {
    expect(byId(GUIDE).title).toBe('High blood pressure (hypertension)')
    expect(byId(GUIDE).eyebrow).toBe('Health Topics')
  })
})

describe('US spelling in the blood-pressure post', () => {
  it('says millimeters, not millimetres', () => {
    expect(readerText(POST)).toContain('millimeters of mercury')
    expect(readerText(POST)).not.toContain('millimetres')
  })
})

describe('key points first, clinician detail in its own part', () => {
  it('the hypertension guide has 5 to 7 key points', () => {
    const points = byId(GUIDE).keyPoints as string[] | undefined
    expect(points?.length).toBeGreaterThanOrEqual(5)
    expect(points?.length).toBeLessThanOrEqual(7)
  })

  it('the three-guideline comparison table and the NICE QRISK cut-offs are in the part for professionals only', () => {
    expect(tableRows(blocksOf(GUIDE)).flat(2).join(' ')).not.toMatch(/ISH/)
    expect(squash(plainText(professional(GUIDE)))).toMatch(/QRISK 10-year cardiovascular risk of 10% or more/)
    expect(readerText(GUIDE)).not.toMatch(/10% or more/)
  })
})

describe('reading level (Flesch-Kincaid grade, lib/medical/readability)', () => {
  it(`the hypertension guide reads at grade ${READING_LIMITS.article} or below, its cards at ${READING_LIMITS.summary} or below`, () => {
    const r = documentReadability(byId(GUIDE))
    expect(r.article?.grade).toBeLessThanOrEqual(READING_LIMITS.article)
    expect(r.getHelp?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
    expect(r.keyPoints?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
  })

  it(`the blood-pressure post stays at grade ${READING_LIMITS.article} or below, its card at ${READING_LIMITS.summary} or below`, () => {
    const r = documentReadability(byId(POST))
    expect(r.article?.grade).toBeLessThanOrEqual(READING_LIMITS.article)
    expect(r.getHelp?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
  })
})

const DIABETES = 'condition-diabetes'

describe('the diabetes vaccines line says whose advice it is, and as of when', () => {
  it('names the ADA (2026) and the CDC as of November 2026, and diabetes among the greatest COVID-19 benefit', () => {
    const t = readerText(DIABETES)
    // The old line said "as advised" and named no one.
    expect(sentencesWith(t, /vaccin/, /as advised/)).toEqual([])
    expect(saysTogether(t, 'ADA', /Standards of Care/, '2026', /vaccin/)).toBe(true)
    expect(saysTogether(t, 'November 2026', 'CDC', 'flu', /every year|yearly/, 'adults')).toBe(true)
    expect(saysTogether(t, 'October 2025', 'CDC', 'COVID-19', 'clinician')).toBe(true)
    expect(saysTogether(t, 'CDC', 'diabetes', 'COVID-19', /greatest/)).toBe(true)
  })
})

describe('diabetes references say when they were last updated', () => {
  it('NG17: first published 2015, last updated 2022; NG3: first published 2015, last updated 2020', () => {
    const ng17 = references(DIABETES).find((r) => r.url === 'https://www.nice.org.uk/guidance/ng17')
    const ng3 = references(DIABETES).find((r) => r.url === 'https://www.nice.org.uk/guidance/ng3')
    expect(ng17?.title).toMatch(/first published 2015, last updated 2022/)
    expect(ng17?.year).toBe(2022)
    expect(ng3?.title).toMatch(/first published 2015, last updated 2020/)
    expect(ng3?.year).toBe(2020)
  })
})

describe('the diabetes guide puts help first and its emergency boxes in bullets', () => {
  it('has a get-help card: severe lows, DKA and HHS now; ketones, SGLT2 and feet the same day', () => {
    const card = byId(DIABETES).getHelp as { now: string[]; sameDay: string[]; appointment: string[] } | undefined
    const now = card?.now.join(' ') ?? ''
    expect(now).toMatch(/passes out, has a seizure/)
    expect(now).toMatch(/throw up or cannot keep fluids down/)
    expect(now).toMatch(/deep or fast breathing/)
    const sglt2 = (card?.sameDay ?? []).filter((b) => b.includes('SGLT2'))
    expect(
      sglt2.some((b) => saysAll(b, 'ketones', /blood sugar is normal|normal blood sugar/)),
      'SGLT2: ketones',
    ).toBe(true)
    expect(card?.sameDay.join(' ')).toMatch(/foot/)
    expect(card?.appointment.length).toBeGreaterThan(0)
  })

  it('lists the signs of DKA and HHS as bullets, not a paragraph', () => {
    const box = blocksOf(DIABETES).find(
      (b) => b._type === 'callout' && b.tone === 'caution' && plainText(b).includes('signs of DKA or HHS'),
    )
    const bullets = (box?.content ?? []).filter((b) => b.listItem).map((b) => squash(plainText(b)))
    expect(bullets).toEqual(
      expect.arrayContaining(['vomiting, or you cannot keep fluids down', 'deep or fast breathing', 'confusion']),
    )
  })

  it('every caution box with 911 in it is short bullets after one short line', () => {
    for (const box of blocksOf(DIABETES).filter((b) => b._type === 'callout' && b.tone === 'caution')) {
      const text = squash(plainText(box))
      if (!text.includes('911') || text.includes('988')) continue
      expect(
        (box.content ?? []).some((b) => b.listItem),
        text,
      ).toBe(true)
    }
  })
})

describe('the same triage for preeclampsia signs in pregnancy', () => {
  it('sends a bad headache, vision changes or new swelling to labor and delivery or the ER now', () => {
    const box = callouts(DIABETES, 'caution').find((t) => t.startsWith('In pregnancy, call 911'))
    const now = sentencesWith(box ?? '', /labor and delivery|\bER\b/, /\bnow\b/)
    expect(
      now.some((s) => saysAll(s, 'headache', 'vision', 'swelling')),
      box,
    ).toBe(true)
    // The replaced line sent a severe headache to the maternity unit, not to care now.
    expect(sentencesWith(box ?? '', /maternity unit/, /headache/)).toEqual([])
  })
})

describe('diabetes jargon is glossed on first use', () => {
  it('explains MODY, sulfonylureas, DPP-4 inhibitors, pioglitazone and tirzepatide in plain words', () => {
    const t = readerText(DIABETES)
    expect(saysTogether(t, 'MODY', /rare/, /runs in families/)).toBe(true)
    expect(saysTogether(t, /sulfonylureas/i, /older/, /diabetes pills/)).toBe(true)
    expect(saysTogether(t, 'DPP-4 inhibitors', 'sitagliptin', 'insulin')).toBe(true)

    expect(saysTogether(t, 'Pioglitazone', /use insulin better/)).toBe(true)
    expect(saysTogether(t, 'Tirzepatide', /two/, 'GIP', 'GLP-1')).toBe(true)
    expect(t).not.toMatch(/dual GIP\/GLP-1 receptor agonist/)
  })
})

describe('the diabetes guide is titled in plain words', () => {
  it('"Diabetes: symptoms, tests and treatment", not a "Complete Management Guide & Clinical Standards"', () => {
    expect(byId(DIABETES).title).toBe('Diabetes: symptoms, tests and treatment')
  })
})

describe('diabetes clinician detail in its own part', () => {
  it('has 5 to 7 key points', () => {
    const points = byId(DIABETES).keyPoints as string[] | undefined
    expect(points?.length).toBeGreaterThanOrEqual(5)
    expect(points?.length).toBeLessThanOrEqual(7)
  })

  it('gives no mmol values in the text for readers; the part for professionals has them', () => {
    // Blood ketone meters read in mmol/L in the US too: the only mmol values for readers.
    const mmol = readerText(DIABETES)
      .split(/(?<=[.:])\s+/)
      .filter((sentence) => /\d\s*mmol\//.test(sentence))
    expect(mmol.length).toBeGreaterThan(0)
    for (const sentence of mmol) expect(sentence).toMatch(/ketones|they are 3\.0/)
    expect(squash(plainText(professional(DIABETES)))).toMatch(/126 mg\/dL \(7\.0 mmol\/L\) or higher/)
  })

  it('puts the NICE and WHO prediabetes ranges and the WHO gestational values in the part for professionals', () => {
    const pro = squash(plainText(professional(DIABETES)))
    const lay = readerText(DIABETES)
    expect(pro).toMatch(/NICE uses an HbA1c of 42–47 mmol\/mol \(6\.0–6\.4%\)/)
    expect(pro).toMatch(/110–125 mg\/dL \(6\.1–6\.9 mmol\/L\) by WHO criteria/)
    expect(pro).toMatch(/fasting plasma glucose 92–125 mg\/dL/)
    for (const value of ['92–125 mg/dL', '153–199 mg/dL', '110–125 mg/dL', '42–47']) expect(lay).not.toContain(value)
  })
})

describe('the diabetes guide reads plainly (Flesch-Kincaid grade, lib/medical/readability)', () => {
  it(`its article is at grade ${READING_LIMITS.article} or below, its cards at ${READING_LIMITS.summary} or below`, () => {
    const r = documentReadability(byId(DIABETES))
    expect(r.article?.grade).toBeLessThanOrEqual(READING_LIMITS.article)
    expect(r.getHelp?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
    expect(r.keyPoints?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
  })
})
