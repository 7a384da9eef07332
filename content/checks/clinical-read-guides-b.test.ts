/**
 * Clinical fixes in the obesity
 * and depression guides, one check per finding id, each written to fail on the text it replaced. They read the
 * generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { documentReadability, READING_LIMITS } from '@/lib/medical/readability'
import { actionsIn } from '@/lib/medical/triage'
import { plainText, seedDocuments, type SeedDoc } from '../seed/seed-text'
import { glossedAtFirstUse, saysAll, saysTogether, type Fact } from './facts'

type Block = { _type: string; style?: string; listItem?: string; tone?: string; content?: Block[] }
type Section = { anchor: string; title: string; body: Block[] }
type Reference = { title: string; publisher: string; url: string; year?: number; published?: string }
type GetHelp = { now: string[]; sameDay: string[]; appointment: string[] }

const docs = seedDocuments().filter((d) => !d._id.startsWith('drafts.'))
const guide = (slug: string): SeedDoc => {
  const doc = docs.find((d) => d._id === `condition-${slug}`)
  if (!doc) throw new Error(`no guide ${slug}`)
  return doc
}
// Spans are joined with spaces ("(MEN2) ."): close them up before punctuation, as a reader sees the text.
const squash = (s: string) => s.replace(/\s+/g, ' ').replace(/ ([.,;:])/g, '$1')
const sections = (slug: string) => (guide(slug).sections as Section[] | undefined) ?? []
/** What a reader reads in the article itself: intro and sections (not the closed professional part). */
const lay = (slug: string) => squash(plainText({ intro: guide(slug).intro, sections: guide(slug).sections }))
const professional = (slug: string) => squash(plainText(guide(slug).forProfessionals ?? []))
const references = (slug: string) => (guide(slug).references as Reference[] | undefined) ?? []
/** The text of each paragraph or list item of the sections, so a check can hold facts to one bullet. */
const items = (slug: string) =>
  sections(slug)
    .flatMap((s) => s.body.flatMap((b) => (b._type === 'callout' ? (b.content ?? []) : [b])))
    .map(plainText)
const item = (slug: string, start: string) => {
  const found = items(slug).find((text) => text.startsWith(start))
  if (!found) throw new Error(`no paragraph or list item starting "${start}" in ${slug}`)
  return squash(found)
}
/** The caution (emergency) boxes of the intro and sections. */
const cautionCallouts = (slug: string) =>
  [...((guide(slug).intro as Block[] | undefined) ?? []), ...sections(slug).flatMap((s) => s.body)].filter(
    (b) => b._type === 'callout' && b.tone === 'caution',
  )

/** Every paragraph of an emergency box is a bullet, except a short bold lead-in line. */
function expectBulleted(callout: Block) {
  const content = callout.content ?? []
  const bullets = content.filter((b) => b.listItem === 'bullet')
  expect(bullets.length).toBeGreaterThanOrEqual(2)
  for (const b of content.filter((b) => !b.listItem)) expect(plainText(b).split(/\s+/).length).toBeLessThanOrEqual(14)
}

function addMonths(date: string, months: number) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}

describe('obesity guide', () => {
  const slug = 'obesity'

  it('names orforglipron (Foundayo), the April 2026 once-daily GLP-1 tablet, and cites its FDA label and the WHO guideline', () => {
    const t = lay(slug)
    expect(t).toContain('Two GLP-1 medicines now come as daily tablets')
    expect(item(slug, 'Orforglipron (Foundayo)')).toMatch(/once-daily GLP-1 tablet was approved in April 2026/)
    expect(item(slug, 'Orforglipron (Foundayo)')).toMatch(/at any time of day/)
    expect(saysTogether(t, 'December 2025', 'WHO', /first/, /guideline/, 'GLP-1', 'obesity')).toBe(true)
    const foundayo = references(slug).find((r) => r.url.endsWith('searchterm=foundayo'))
    expect(foundayo?.publisher).toMatch(/Food and Drug Administration/)
    expect(foundayo?.published).toBe('2026-04')
    const who = references(slug).find((r) =>
      /glucagon-like peptide-1 therapies for the treatment of obesity/i.test(r.title),
    )
    expect(who?.publisher).toBe('World Health Organization')
    expect(who?.published).toBe('2025-12')
    expect(professional(slug)).toMatch(/Orforglipron \(Foundayo, FDA approval 1 April 2026/)
  })

  it('is due for review within 12 months of its last review (fast-moving medicines)', () => {
    const review = guide(slug).review as { lastReviewed: string; nextReviewDue: string }
    expect(review.nextReviewDue <= addMonths(review.lastReviewed, 12)).toBe(true)
  })

  it('phentermine-topiramate carries its birth-defect, pregnancy-test, contraception and REMS safety line', () => {
    const qsymia = item(slug, 'Phentermine-topiramate')
    expect(qsymia).toMatch(/birth defects/)
    expect(qsymia).toMatch(/pregnancy test before you start and each month/)
    expect(qsymia).toMatch(/reliable birth control/)
    expect(qsymia).toMatch(/REMS/)
  })

  it('naltrexone-bupropion carries its boxed warning, opioid, seizure and blood pressure safety line', () => {
    const contrave = item(slug, 'Naltrexone-bupropion')
    expect(contrave).toMatch(/boxed warning about suicidal thoughts/)
    expect(contrave).toMatch(/Do not take it with opioids/)
    expect(contrave).toMatch(/seizures/)
    expect(contrave).toMatch(/raise blood pressure and heart rate/)
  })

  it('glosses the GIP/GLP-1, thyroid C-cell, medullary thyroid cancer, MEN2 and duodenal switch jargon', () => {
    const t = lay(slug)
    expect(glossedAtFirstUse(t, 'GIP/GLP-1', /two gut hormones/, 'GIP', 'GLP-1'), 'GIP/GLP-1').toBe(true)
    expect(glossedAtFirstUse(t, 'C-cell', /growths/, /thyroid/, /neck/), 'C-cell').toBe(true)
    expect(glossedAtFirstUse(t, 'medullary thyroid cancer', /rare cancer/), 'medullary').toBe(true)
    expect(glossedAtFirstUse(t, 'MEN2', /families/, /tumors/), 'MEN2').toBe(true)
    expect(glossedAtFirstUse(t, 'duodenal switch', /bigger operation/, /small intestine/), 'duodenal switch').toBe(true)
  })

  it('opens with a get-help card and writes its emergency box as bullets', () => {
    const card = guide(slug).getHelp as GetHelp
    expect(card.now.join(' ')).toMatch(/chest pain/)
    expect(card.now.join(' ')).toMatch(/stroke/)
    // After weight-loss surgery: the ER or the surgery team now, not urgent care.
    const surgery = card.now.filter((b) => /weight-loss surgery/.test(b))
    expect(surgery.length).toBeGreaterThanOrEqual(4)
    for (const b of surgery) expect(actionsIn(b), b).toContain('er-or-team-now')
    for (const b of surgery) expect(b).not.toMatch(/urgent care/i)
    expect(saysAll(surgery.join(' '), 'belly pain', 'fast heartbeat', 'fluids', 'swollen')).toBe(true)
    expect(card.sameDay.join(' ')).not.toMatch(/weight-loss surgery/)
    // An overdose: 911 if taken on purpose or hard to wake, Poison Control now only if taken by accident and the
    // person is awake and breathing normally.
    const onPurpose = card.now.filter((b) => saysAll(b, 'on purpose', 'hard to wake'))
    expect(
      onPurpose.some((b) => actionsIn(b).includes('call-911')),
      'on purpose: 911',
    ).toBe(true)
    const poison = card.now.filter((b) => saysAll(b, '1-800-222-1222', 'by accident'))
    expect(
      poison.some((b) => actionsIn(b).includes('poison-control')),
      'by accident: Poison Control',
    ).toBe(true)
    expect(card.sameDay.join(' ')).not.toMatch(/too much/)
    expect(card.appointment.length).toBeGreaterThanOrEqual(3)
    const boxes = cautionCallouts(slug)
    expect(boxes.length).toBeGreaterThanOrEqual(1)
    boxes.forEach(expectBulleted)
  })

  it('gives 5–7 key points and moves the guideline detail to the For-health-professionals part', () => {
    const keyPoints = guide(slug).keyPoints as string[]
    expect(keyPoints.length).toBeGreaterThanOrEqual(5)
    expect(keyPoints.length).toBeLessThanOrEqual(7)
    const pro = professional(slug)
    for (const detail of ['ASMBS', 'IFSO', 'Lancet', 'REMS', 'kg/m²']) expect(pro).toContain(detail)
    for (const detail of ['IFSO', 'Lancet']) expect(lay(slug)).not.toContain(detail)
  })

  it('US words in the lay text (uterus, colon), people first', () => {
    const t = lay(slug)
    expect(t).not.toMatch(/\bwomb\b|\bbowel\b/)
    expect(t).toMatch(/cancers of the colon, uterus/)
    expect(t).not.toMatch(/\b(the )?obese (people|person|patients)\b/i)
  })
})

describe('depression guide', () => {
  const slug = 'depression'

  it('names the DSM-5-TR and the esketamine use with an antidepressant for severe depression with suicidal thoughts', () => {
    const t = lay(slug)
    expect(t).toContain('the DSM-5-TR (2022)')
    expect(t).not.toMatch(/\bDSM-5\)/)
    const esketamine = item(slug, 'Esketamine nasal spray')
    expect(saysTogether(esketamine, 'severe depression', 'suicidal thoughts', 'antidepressant')).toBe(true)
    expect(esketamine).toMatch(/given only in certified clinics/)
    expect(references(slug).find((r) => r.title.includes('DSM-5-TR'))?.year).toBe(2022)
    expect(references(slug).some((r) => r.url.endsWith('searchterm=spravato'))).toBe(true)
    expect(professional(slug)).toMatch(/acute suicidal ideation or behavior \(2020\)/)
  })

  // The WHO figure could not be checked against WHO's current fact sheet, so the guide
  // says what WHO says without a count rather than a number that may be out of date.
  it('says how common depression is with its source, and no vague or unchecked count', () => {
    const t = lay(slug)
    expect(t).not.toContain('many millions')
    expect(t).not.toMatch(/\b\d+ million\b/)
    expect(saysTogether(t, /World Health Organization/, 'most common', 'disability')).toBe(true)
    const who = references(slug).find((r) => r.url === 'https://www.who.int/news-room/fact-sheets/detail/depression')
    expect(who?.title).toMatch(/fact sheet/)
  })

  it('the closing call to action sends a worsening low mood to 988 or urgent care, not to a booking', () => {
    const cta = guide(slug).cta as { title: string; text: string; label: string; href: string }
    expect(cta.href).toBe('https://988lifeline.org/')
    expect(cta.label).toMatch(/988/)
    expect(cta.title).toMatch(/988/)
    expect(saysTogether(cta.text, 'getting worse', '988', /urgent care/)).toBe(true)
    expect(actionsIn(cta.text)).toContain('call-988')
    expect(cta.text).toMatch(/booking pages are only a demo/)
    expect(item(slug, 'If your low mood is getting worse quickly')).toMatch(/do not wait for an appointment/)
  })

  it('opens with a get-help card (911 and 988 for a suicidal crisis) and writes its emergency boxes as bullets', () => {
    const card = guide(slug).getHelp as GetHelp
    const suicide = card.now.filter((b) => /suicide/.test(b))
    expect(suicide.flatMap((b) => actionsIn(b))).toContain('call-988')
    const now = (...facts: Fact[]) => card.now.filter((b) => saysAll(b, ...facts)).flatMap((b) => actionsIn(b))
    expect(now('hurt themselves', 'overdose')).toContain('call-911')
    // Postpartum psychosis is an emergency.
    expect(now(/had a baby/, /see or hear things/)).toEqual(expect.arrayContaining(['er-or-team-now']))
    expect(card.sameDay.some((b) => saysAll(b, 'getting worse fast', 'doctor', 'today', '988'))).toBe(true)
    expect(card.appointment.join(' ')).toMatch(/2 weeks or more/)
    const boxes = cautionCallouts(slug)
    expect(boxes.length).toBeGreaterThanOrEqual(2)
    boxes.forEach(expectBulleted)
  })

  it('explains what care MAOIs need and what short-term psychodynamic therapy is', () => {
    const t = lay(slug)
    expect(saysTogether(t, 'MAOI', /must avoid/, 'tyramine')).toBe(true)
    expect(t).toMatch(/dangerous rise in blood pressure/)
    expect(squash(plainText(guide(slug)))).not.toContain('MAOIs need dietary care')
    expect(saysAll(item(slug, 'Short-term psychodynamic therapy'), 'past events', 'feelings', 'mood')).toBe(true)
  })

  it('gives 5–7 key points and moves the drug-class table, severity cut-offs and screening tools to the professional part', () => {
    const keyPoints = guide(slug).keyPoints as string[]
    expect(keyPoints.length).toBeGreaterThanOrEqual(5)
    expect(keyPoints.length).toBeLessThanOrEqual(7)
    const pro = professional(slug)
    for (const detail of ['venlafaxine', 'PHQ-9 below 16', 'Edinburgh Postnatal Depression Scale', 'REMS'])
      expect(pro).toContain(detail)
    for (const detail of ['venlafaxine', 'Edinburgh']) expect(lay(slug)).not.toContain(detail)
  })

  it('gives the 988 Spanish, Veterans, TTY and ASL options', () => {
    const t = lay(slug)
    expect(t).toMatch(/for Spanish, call and press 2, or text "AYUDA" to 988/i)
    expect(t).toMatch(/Veterans can call and press 1/)
    expect(t).toMatch(/dial 711 and then 988 on a TTY/)
    expect(t).toMatch(/American Sign Language \(ASL\) by videophone/)
  })

  it('US English in the lay text', () => {
    const t = lay(slug)
    expect(t).toContain("St. John's wort")
    expect(t).toContain('rides to appointments')
    expect(t).not.toMatch(/St John's|lifts to appointments/)
  })
})

describe('reading level of the obesity and depression guides', () => {
  for (const slug of ['obesity', 'depression']) {
    it(`${slug}: article at grade ${READING_LIMITS.article} or below, get-help card and key points at ${READING_LIMITS.summary} or below`, () => {
      const r = documentReadability(guide(slug))
      expect(r.article!.grade).toBeLessThanOrEqual(READING_LIMITS.article)
      expect(r.getHelp!.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
      expect(r.keyPoints!.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
    })
  }
})

describe('review honesty', () => {
  // Both changed again later: the date is the latest change.
  it('each guide changed here says when it last changed and keeps its recorded review date', () => {
    expect(guide('obesity').lastUpdated).toBe('2026-11-25')
    expect((guide('obesity').review as { lastReviewed: string }).lastReviewed).toBe('2026-11-22')
    expect(guide('depression').lastUpdated).toBe('2026-11-25')
    expect((guide('depression').review as { lastReviewed: string }).lastReviewed).toBe('2025-07-18')
  })
})
