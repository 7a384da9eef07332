/**
 * The reading-level guard, beside the freshness guard (schemas/rules/freshness.ts): every guide, post and information page
 * shows its grade in the Studio (a document badge), and a text above its limit is a validation warning on the
 * document and a line in the reviewer's checklist. One measure everywhere: lib/medical/readability.ts (Flesch-Kincaid
 * grade over the prose a reader sees), the same one `npm run readability` prints and the seed test holds.
 *
 * A warning, never an error: a safety correction must be able to go out at once, even before its words are simple.
 */
import { documentReadability, READING_LIMITS, type DocumentReadability } from '../../lib/medical/readability'

/** The document types whose text readers read as running prose, and so carry a grade. */
export const READING_LEVEL_TYPES = ['conditionArticle', 'blogPost', 'infoPage'] as const

export type ReadingLevelWarning = {
  code: 'article-above-limit' | 'get-help-above-limit' | 'key-points-above-limit'
  message: string
}

const PART_LABEL = {
  article: 'The text',
  getHelp: 'The get-help card',
  keyPoints: 'The key-points box',
} as const

const HOW = 'Use shorter sentences (under 20 words) and common words, and explain a medical term the first time.'

// The badge re-renders on every keystroke; a document value is immutable, so its grades are computed once.
const cache = new WeakMap<object, DocumentReadability>()

/** The reading levels of a document as the editor has it (cached per document value). */
export function readingLevels(doc: Record<string, unknown>): DocumentReadability {
  let levels = cache.get(doc)
  if (!levels) {
    levels = documentReadability(doc)
    cache.set(doc, levels)
  }
  return levels
}

/** Every part of the document that reads above its limit; none when all are within (or there is no prose yet). */
export function readingLevelWarnings(doc: Record<string, unknown> | null | undefined): ReadingLevelWarning[] {
  if (!doc) return []
  const levels = readingLevels(doc)
  const parts = [
    ['article', levels.article, READING_LIMITS.article, 'article-above-limit'],
    ['getHelp', levels.getHelp, READING_LIMITS.summary, 'get-help-above-limit'],
    ['keyPoints', levels.keyPoints, READING_LIMITS.summary, 'key-points-above-limit'],
  ] as const
  return parts.flatMap(([part, level, limit, code]) =>
    level && level.grade > limit
      ? [
          {
            code,
            message: `${PART_LABEL[part]} reads at US grade ${level.grade.toFixed(1)}; the limit is ${limit}. ${HOW}`,
          },
        ]
      : [],
  )
}

export type ReadingLevelSummary = { label: string; title: string; overLimit: boolean }

/**
 * What the document badge shows: "Grade 7.4" for the text, with the card and key points in its tooltip, and whether
 * anything is over its limit. Null for a document with no prose yet (a new, empty document).
 */
export function readingLevelSummary(doc: Record<string, unknown> | null | undefined): ReadingLevelSummary | null {
  if (!doc) return null
  const levels = readingLevels(doc)
  if (!levels.article) return null
  const warnings = readingLevelWarnings(doc)
  const details = [
    `Reading level (Flesch-Kincaid US grade) of the text readers see: ${levels.article.grade.toFixed(1)}, limit ${READING_LIMITS.article}`,
    levels.getHelp && `get-help card ${levels.getHelp.grade.toFixed(1)}, limit ${READING_LIMITS.summary}`,
    levels.keyPoints && `key points ${levels.keyPoints.grade.toFixed(1)}, limit ${READING_LIMITS.summary}`,
    levels.professional && `"For health professionals" ${levels.professional.grade.toFixed(1)}, not limited`,
  ].filter(Boolean)
  return {
    label: `Grade ${levels.article.grade.toFixed(1)}`,
    title: `${details.join('; ')}.${warnings.length ? ' Above the limit: see the warnings.' : ''}`,
    overLimit: warnings.length > 0,
  }
}
