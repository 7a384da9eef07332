/**
 * The reading-level guard, beside the freshness guard (schemas/rules/freshness.ts): every guide, post and information page
 * shows its grade in the Studio (a document badge), and a text above its limit is a validation warning on the
 * document and a line in the reviewer's checklist. One measure everywhere: lib/medical/readability.ts (Flesch-Kincaid
 * grade over the prose a reader sees), the same one `npm run readability` prints and the seed test holds.
 *
 * A warning, never an error: a safety correction must be able to go out at once, even before its words are simple.
 */
import { documentReadability, READING_LIMITS, type DocumentReadability } from '../../lib/medical/readability'
import {
  documentReadabilityEs,
  infleszBand,
  INFLESZ_TARGETS,
  type SpanishDocumentReadability,
} from '../../lib/medical/readability-es'
import { readingMeasureOf } from '../../lib/medical/reading-measure'

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

// A Spanish document (language 'es') is read by INFLESZ, whose scale runs the other way: higher is easier.
const spanishCache = new WeakMap<object, SpanishDocumentReadability>()
function spanishLevels(doc: Record<string, unknown>): SpanishDocumentReadability {
  let levels = spanishCache.get(doc)
  if (!levels) {
    levels = documentReadabilityEs(doc)
    spanishCache.set(doc, levels)
  }
  return levels
}

const HOW_ES =
  'Use frases más cortas (menos de 20 palabras) y palabras comunes, y explique un término médico la primera vez.'

function spanishWarnings(doc: Record<string, unknown>): ReadingLevelWarning[] {
  const levels = spanishLevels(doc)
  const parts = [
    ['article', levels.article, INFLESZ_TARGETS.article, 'article-above-limit'],
    ['getHelp', levels.getHelp, INFLESZ_TARGETS.summary, 'get-help-above-limit'],
    ['keyPoints', levels.keyPoints, INFLESZ_TARGETS.summary, 'key-points-above-limit'],
  ] as const
  return parts.flatMap(([part, level, target, code]) =>
    level && level.score < target
      ? [
          {
            code,
            message: `${PART_LABEL[part]} (Spanish) scores ${level.score.toFixed(1)} on INFLESZ ("${infleszBand(level.score)}"); the target is ${target} or more. ${HOW_ES}`,
          },
        ]
      : [],
  )
}

/** Every part of the document that reads above its limit; none when all are within (or there is no prose yet). */
export function readingLevelWarnings(doc: Record<string, unknown> | null | undefined): ReadingLevelWarning[] {
  if (!doc) return []
  if (readingMeasureOf(doc) === 'inflesz') return spanishWarnings(doc)
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
  if (readingMeasureOf(doc) === 'inflesz') return spanishSummary(doc)
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

/** The badge of a Spanish document: "INFLESZ 68.2" for the text, the card and key points in its tooltip. */
function spanishSummary(doc: Record<string, unknown>): ReadingLevelSummary | null {
  const levels = spanishLevels(doc)
  if (!levels.article) return null
  const warnings = spanishWarnings(doc)
  const part = (name: string, r: { score: number } | null, target?: number) =>
    r &&
    `${name} ${r.score.toFixed(1)} ("${infleszBand(r.score)}")${target === undefined ? ', no target' : `, target ${target}`}`
  const details = [
    `Reading ease of the Spanish text readers see (INFLESZ, higher is easier): ${levels.article.score.toFixed(1)} ("${infleszBand(levels.article.score)}"), target ${INFLESZ_TARGETS.article}`,
    part('get-help card', levels.getHelp, INFLESZ_TARGETS.summary),
    part('key points', levels.keyPoints, INFLESZ_TARGETS.summary),
    part('"For health professionals"', levels.professional),
  ].filter(Boolean)
  return {
    label: `INFLESZ ${levels.article.score.toFixed(1)}`,
    title: `${details.join('; ')}.${warnings.length ? ' Below the target: see the warnings.' : ''}`,
    overLimit: warnings.length > 0,
  }
}
