/**
 * The reading-level guard: the grade an editor sees on the badge, the warnings on the document (through the
 * Studio's own validation, as the document pane runs it) and the lines of the reviewer's checklist.
 */
import type { Source } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentReadability } from '@/lib/medical/readability'
import { documentBadges, ReadingLevelBadge } from '@/studio/badges'
import { readingLevelSummary, readingLevelWarnings } from '@/schemas/rules/reading-level'
import { EDITED_AFTER_APPROVAL } from '@/schemas/rules/approval-gate'
import { reviewChecklist } from '@/studio/review-checklist'
import { seedDocuments } from '@/content/seed/seed-text'
import { offlineStudioSource, studioMarkers } from '@/tests/support/offline-studio'

const block = (text: string, key: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
  ...extra,
})

const PLAIN = 'Walk every day. Eat fruit and greens. Take your pills. See your doctor once a year. Sleep well.'
const HARD =
  'Pharmacological management of hypertension necessitates individualized consideration of comorbidities, contraindications and concomitant medications, particularly in elderly populations with diminished renal function.'

const guide = (overrides: Record<string, unknown> = {}) => ({
  _id: 'condition-test',
  _type: 'conditionArticle',
  intro: [block(PLAIN, 'i1')],
  keyPoints: [
    'High blood pressure often has no signs',
    'Check it once a year',
    'Take your pills',
    'Move more',
    'Eat less salt',
  ],
  getHelp: {
    _type: 'getHelpCard',
    now: ['Call 911 if you have chest pain'],
    sameDay: ['Your reading is 180/120 or higher'],
    appointment: ['Your readings are often high'],
  },
  sections: [
    { _key: 's1', _type: 'articleSection', title: 'Living well', anchor: 'living-well', body: [block(PLAIN, 'b1')] },
  ],
  ...overrides,
})

describe('reading-level warnings', () => {
  it('has nothing to say about plain text, and names the grade and the limit of a hard one', () => {
    expect(readingLevelWarnings(guide())).toEqual([])
    const hard = guide({ sections: [{ _key: 's1', body: [block(HARD, 'h1'), block(HARD, 'h2')] }], intro: [] })
    const warnings = readingLevelWarnings(hard)
    expect(warnings.map((w) => w.code)).toEqual(['article-above-limit'])
    const grade = documentReadability(hard).article!.grade
    expect(grade).toBeGreaterThan(8)
    expect(warnings[0]!.message).toContain(`The text reads at US grade ${grade.toFixed(1)}; the limit is 8.`)
  })

  it('holds the get-help card and the key points to grade 6 on their own', () => {
    const hardBullet =
      'Experiencing precordial discomfort radiating toward the mandible accompanied by diaphoresis and dyspnea'
    const doc = guide({
      keyPoints: [hardBullet, hardBullet, hardBullet, hardBullet, hardBullet],
      getHelp: { now: [hardBullet], sameDay: ['You feel dizzy'], appointment: ['You feel fine'] },
      // Enough plain text that the whole article stays within its limit: only the two boxes are over.
      sections: Array.from({ length: 12 }, (_, i) => ({ _key: `s${i}`, body: [block(PLAIN, `p${i}`)] })),
    })
    const codes = readingLevelWarnings(doc).map((w) => w.code)
    expect(codes).toEqual(['get-help-above-limit', 'key-points-above-limit'])
    expect(readingLevelWarnings(doc)[0]!.message).toMatch(
      /^The get-help card reads at US grade \d+\.\d; the limit is 6\./,
    )
  })

  it('has no grade and no warning for a document without prose yet, never NaN', () => {
    expect(readingLevelWarnings({ _type: 'blogPost' })).toEqual([])
    expect(readingLevelWarnings(null)).toEqual([])
    expect(readingLevelSummary({ _type: 'infoPage', body: [] })).toBeNull()
  })
})

describe('the grade an editor sees', () => {
  it('is a badge "Grade n.n": green within the limit, amber above it, with the card and key points in its tooltip', () => {
    const plain = guide()
    const grade = documentReadability(plain).article!.grade.toFixed(1)
    const badge = ReadingLevelBadge({ draft: plain, published: null } as never)
    expect(badge).toMatchObject({ label: `Grade ${grade}`, color: 'success' })
    expect(badge!.title).toContain('get-help card')
    expect(badge!.title).toContain('key points')

    const hard = guide({ intro: [block(HARD, 'h1')], sections: [] })
    expect(ReadingLevelBadge({ draft: null, published: hard } as never)).toMatchObject({ color: 'warning' })
  })

  it('is on guides, posts and information pages, and on no other type', () => {
    const has = (type: string) => documentBadges(type, ['conditionArticle', 'blogPost']).includes(ReadingLevelBadge)
    expect(['conditionArticle', 'blogPost', 'infoPage'].filter(has)).toEqual([
      'conditionArticle',
      'blogPost',
      'infoPage',
    ])
    expect(['doctor', 'faqItem', 'siteSettings'].some(has)).toBe(false)
  })

  it('shows a grade on every seed guide, post and page', () => {
    const docs = seedDocuments().filter(
      (d) => ['conditionArticle', 'blogPost', 'infoPage'].includes(String(d._type)) && !String(d._id).includes('.'),
    )
    expect(docs.length).toBeGreaterThan(15)
    // A Spanish document carries its INFLESZ score instead: a US grade means nothing for Spanish.
    for (const doc of docs)
      expect(readingLevelSummary(doc)?.label, String(doc._id)).toMatch(
        doc.language === 'es' ? /^INFLESZ \d+\.\d$/ : /^Grade \d+\.\d$/,
      )
  })
})

describe('the reading ease of a Spanish document (INFLESZ)', () => {
  const PLAIN_ES = 'Camine cada día. Coma fruta y verduras. Tome sus pastillas. Vea a su médico una vez al año.'
  const HARD_ES =
    'El tratamiento farmacológico de la hipertensión arterial requiere la individualización terapéutica considerando comorbilidades, contraindicaciones e interacciones medicamentosas potencialmente significativas en poblaciones geriátricas.'
  const spanish = (overrides: Record<string, unknown> = {}) =>
    guide({
      language: 'es',
      intro: [block(PLAIN_ES, 'i1')],
      keyPoints: ['La presión alta muchas veces no da señales', 'Mídala una vez al año', 'Tome sus pastillas'],
      getHelp: {
        _type: 'getHelpCard',
        now: ['Llame al 911 si tiene dolor de pecho'],
        sameDay: ['Su presión es de 180/120 o más'],
        appointment: ['Su presión sale alta a menudo'],
      },
      sections: [{ _key: 's1', body: [block(PLAIN_ES, 'b1')] }],
      ...overrides,
    })

  it('is a badge "INFLESZ n.n" with its band, and no warning for plain Spanish', () => {
    const summary = readingLevelSummary(spanish())!
    expect(summary.label).toMatch(/^INFLESZ \d+\.\d$/)
    expect(summary.title).toContain('get-help card')
    expect(summary.overLimit).toBe(false)
    expect(readingLevelWarnings(spanish())).toEqual([])
  })

  it('warns below the target, naming the score, its band and the target, never by the English grade', () => {
    const hard = spanish({ intro: [], sections: [{ _key: 's1', body: [block(HARD_ES, 'h1'), block(HARD_ES, 'h2')] }] })
    const warnings = readingLevelWarnings(hard)
    expect(warnings.map((w) => w.code)).toEqual(['article-above-limit'])
    expect(warnings[0]!.message).toMatch(/INFLESZ \("muy difícil"\); the target is 55 or more/)
    expect(readingLevelSummary(hard)!.overLimit).toBe(true)
    const hardCard = spanish({
      getHelp: { now: [HARD_ES], sameDay: ['Se siente mareado'], appointment: ['Está bien'] },
    })
    expect(readingLevelWarnings(hardCard).map((w) => w.code)).toContain('get-help-above-limit')
  })
})

describe("the reviewer's checklist", () => {
  it('lists a text over its limit and a change after the last review, one line each', () => {
    const doc = guide({
      intro: [block(HARD, 'h1')],
      sections: [],
      lastUpdated: '2026-11-23',
      review: { lastReviewed: '2025-06-16', nextReviewDue: '2027-06-16' },
    })
    const lines = reviewChecklist(doc, '2026-11-24')
    expect(lines.map((l) => [l.kind, l.code])).toEqual([
      ['freshness', 'changed-after-review'],
      ['reading-level', 'article-above-limit'],
    ])
    expect(reviewChecklist(guide({ review: { lastReviewed: '2026-11-01' } }), '2026-11-24')).toEqual([])
  })
})

let source: Source
beforeAll(async () => {
  source = await offlineStudioSource()
})
const markers = (document: Record<string, unknown>) => studioMarkers(source, document)

describe('reading level in the Studio validation', () => {
  it('is a warning, never an error, on a seed post and page whose text is made hard', async () => {
    for (const id of ['blog-post-heart-attack-warning-signs', 'page-privacy']) {
      const doc = seedDocuments().find((d) => d._id === id)
      expect(doc, id).toBeDefined()
      const hard = { ...doc!, body: [block(HARD, 'h1'), block(HARD, 'h2')] }
      const found = await markers(hard)
      const reading = found.filter((m) => String(m.message).includes('reads at US grade'))
      expect(
        reading.map((m) => m.level),
        id,
      ).toEqual(['warning'])
      // Only the review gate's error: the made-hard text is no longer the text its reviewer approved.
      expect(
        found.filter((m) => m.level === 'error' && m.message !== EDITED_AFTER_APPROVAL),
        id,
      ).toEqual([])
    }
  })
})
