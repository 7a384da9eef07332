/**
 * The freshness guard over the seed (schemas/rules/freshness.ts). Any seed document whose sources, dates or text
 * make it stale must be listed here with the reason, so a new stale document (a newer source cited without a new
 * review, a "Last updated" date left behind) fails the suite instead of reaching readers unnoticed.
 */
import { describe, expect, it } from 'vitest'
import { freshnessWarnings, type FreshnessInput } from '@/schemas/rules/freshness'
import { seedDocuments } from '../seed/seed-text'

// The day of the seed's latest content change; a fixed day, so that review dates passing with the calendar show
// in the Studio's "Review overdue" list rather than turning this test red.
const SEED_DAY = '2026-11-25'

// Clinical corrections changed these documents after their
// recorded (sample) reviews: they wait for a real clinician's review, and the Studio lists them as overdue.
const awaitingReview = [
  // Clinical corrections changed these posts too.
  'blog-post-everyday-habits-for-a-healthy-heart',
  'blog-post-heart-attack-warning-signs',
  'blog-post-managing-stress-everyday',
  'blog-post-sleep-and-mental-health',
  'blog-post-health-screenings-for-adults',
  'blog-post-managing-blood-sugar-day-to-day',
  'blog-post-prediabetes-what-it-means',
  'blog-post-understanding-blood-pressure-numbers',
  // The get-help card, key points and plain-language edits, then triage fixes, changed all six guides and three of
  // the posts again.
  'condition-cancer',
  'condition-depression',
  'condition-diabetes',
  'condition-hiv-aids',
  'condition-hypertension',
  'condition-obesity',
]

// The corrections brought in sources newer than these documents' (sample) reviews: HRSA 2026 and ACS 2025 on cervical
// screening, the Dietary Guidelines for Americans 2025–2030. The honest state until a real clinician reviews them.
const citesNewerSource = [
  'blog-post-everyday-habits-for-a-healthy-heart',
  'blog-post-health-screenings-for-adults',
  'condition-cancer',
]

const everyMedical = seedDocuments().filter((d) => ['conditionArticle', 'blogPost'].includes(d._type))
// English documents; a Spanish translation (language 'es', `<English id>-es`) carries its source's dates, and is
// held to its source's flags below.
const medical = everyMedical.filter((d) => d.language !== 'es')
const spanish = everyMedical.filter((d) => d.language === 'es')

describe('freshness of the seed', () => {
  it('flags exactly the documents changed after their last review, and only for that reason', () => {
    const flagged = Object.fromEntries(
      medical
        .map((d) => [d._id, freshnessWarnings(d as FreshnessInput, SEED_DAY).map((w) => w.code)] as const)
        .filter(([, codes]) => codes.length > 0),
    )
    expect(flagged).toEqual(
      Object.fromEntries(
        awaitingReview.map((id) => [
          id,
          citesNewerSource.includes(id)
            ? ['changed-after-review', 'source-newer-than-review']
            : ['changed-after-review'],
        ]),
      ),
    )
  })

  it('flags each Spanish translation as its English source is flagged (the same dates, the same review state)', () => {
    expect(spanish.length).toBeGreaterThan(0)
    const codes = (d: (typeof everyMedical)[number]) =>
      freshnessWarnings(d as FreshnessInput, SEED_DAY).map((w) => w.code)
    for (const doc of spanish) {
      const source = medical.find((d) => `${d._id}-es` === doc._id)
      expect(source, doc._id).toBeDefined()
      expect(codes(doc), doc._id).toEqual(codes(source!))
    }
  })

  it('shows readers a "Last updated" date no older than any source a guide cites', () => {
    for (const doc of medical.filter((d) => d._type === 'conditionArticle'))
      expect(
        freshnessWarnings(doc as FreshnessInput, SEED_DAY).filter((w) => w.code === 'source-newer-than-update'),
        doc._id,
      ).toEqual([])
  })
})
