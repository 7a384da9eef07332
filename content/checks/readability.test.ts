/**
 * The reading-level limits over the seed, by the one measure (lib/medical/readability.ts: Flesch-Kincaid
 * grade over the prose a reader sees): every guide has its key points (5–7) and a get-help card with all three
 * tiers; every guide's article reads at grade 8 or below; every get-help card and key-points box at grade 6 or below.
 * `npm run readability` prints the same figures for every guide, post and page.
 */
import { describe, expect, it } from 'vitest'
import { documentReadability, proseOf, readabilityOf, READING_LIMITS } from '@/lib/medical/readability'
import { seedDocuments } from '../seed/seed-text'

// English documents: a Spanish one (language 'es') is held to its INFLESZ targets instead (spanish-content.test.ts).
const published = seedDocuments().filter((d) => !d._id.includes('.') && d.language !== 'es')
const guides = published.filter((d) => d._type === 'conditionArticle')
const withCard = published.filter((d) => ['conditionArticle', 'blogPost'].includes(d._type) && d.getHelp)
const slug = (d: Record<string, unknown>) => String((d.slug as { current?: string } | undefined)?.current ?? d._id)

describe('reading level of the seed', () => {
  it('has six guides, each with 5–7 key points and a get-help card with all three tiers', () => {
    expect(guides).toHaveLength(6)
    for (const guide of guides) {
      const points = (guide.keyPoints ?? []) as string[]
      expect(points.length, `${slug(guide)}: key points`).toBeGreaterThanOrEqual(5)
      expect(points.length, `${slug(guide)}: key points`).toBeLessThanOrEqual(7)
      const card = (guide.getHelp ?? {}) as Record<string, string[] | undefined>
      for (const tier of ['now', 'sameDay', 'appointment'])
        expect(card[tier]?.length ?? 0, `${slug(guide)}: get-help tier "${tier}"`).toBeGreaterThan(0)
    }
  })

  it(`reads at grade ${READING_LIMITS.article} or below in every guide`, () => {
    for (const guide of guides) {
      const { article } = documentReadability(guide)
      expect(article, slug(guide)).not.toBeNull()
      expect(article!.grade, `${slug(guide)} article grade`).toBeLessThanOrEqual(READING_LIMITS.article)
    }
  })

  // A whole guide can meet the limit while some of its sections do not; a reader of one section
  // reads that section's level.
  it(`reads at grade ${READING_LIMITS.article} or below in every section of every guide`, () => {
    for (const guide of guides) {
      const sections = (guide.sections ?? []) as Array<{ title: string; body: unknown }>
      expect(sections.length, slug(guide)).toBeGreaterThan(3)
      for (const section of sections) {
        const r = readabilityOf(proseOf(section.body))
        expect(r?.grade ?? Infinity, `${slug(guide)}: "${section.title}"`).toBeLessThanOrEqual(READING_LIMITS.article)
      }
    }
  })

  it(`reads at grade ${READING_LIMITS.summary} or below in every get-help card and key-points box`, () => {
    expect(withCard.length).toBeGreaterThanOrEqual(guides.length)
    for (const doc of withCard) {
      const { getHelp } = documentReadability(doc)
      expect(getHelp!.grade, `${slug(doc)} get-help card grade`).toBeLessThanOrEqual(READING_LIMITS.summary)
    }
    for (const guide of guides) {
      const { keyPoints } = documentReadability(guide)
      expect(keyPoints?.grade ?? Infinity, `${slug(guide)} key points grade`).toBeLessThanOrEqual(
        READING_LIMITS.summary,
      )
    }
  })
})
