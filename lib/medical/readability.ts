/**
 * Reading level, by one named measure used everywhere (the readability script, the seed test and the Studio's
 * guard): the Flesch-Kincaid grade (`flesch-kincaid`, syllables by `syllable`) over the prose a reader sees.
 *
 * Prose is paragraphs and list items, inside callout boxes too; each list item counts as one sentence (a bullet is
 * read as one thought, with or without a full stop). Headings, tables, images and navigation are left out: they
 * are not running text, and a table of numbers would skew the count either way.
 *
 * It reads Portable Text, the form the CMS stores and the page renders, so the Studio can show the same grade an
 * editor's reader gets without rendering the page.
 */
import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'

/** The grade limits of the content standard: a guide's article, and the boxes a reader in trouble reads first. */
export const READING_LIMITS = { article: 8, summary: 6 } as const

export type Readability = { grade: number; words: number; sentences: number; syllables: number }

type Node = Record<string, unknown>

const HEADING = /^h[1-6]$/
const SENTENCE_END = /[.!?]+(?=["'”’)\]]*(?:\s|$))/g
// A word is a run of letters or digits, with inner apostrophes, hyphens, slashes or points (don't, 140/90, 6.5).
const WORD = /[\p{L}\p{N}]+(?:['’\-/.,][\p{L}\p{N}]+)*/gu

function spanText(block: Node): string {
  const children = Array.isArray(block.children) ? (block.children as Node[]) : []
  return children
    .map((child) => (typeof child.text === 'string' ? child.text : ''))
    .join('')
    .trim()
}

/** The sentences of Portable Text prose, one string per paragraph or list item. */
export function proseOf(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const out: string[] = []
  for (const node of value as Node[]) {
    if (!node || typeof node !== 'object') continue
    if (node._type === 'callout') out.push(...proseOf(node.content))
    if (node._type !== 'block') continue
    if (typeof node.style === 'string' && HEADING.test(node.style)) continue
    const text = spanText(node)
    if (!text) continue
    // A list item is one sentence, whatever punctuation it ends with.
    out.push(node.listItem && !/[.!?]["'”’)]*$/.test(text) ? `${text}.` : text)
  }
  return out
}

// `syllable` costs tens of microseconds a word, and the Studio re-grades a whole guide (some 4,000 words) as an
// editor types: words repeat, so each is counted once. Bounded, so a long session cannot grow it without limit.
const syllableCache = new Map<string, number>()
function syllablesOf(word: string): number {
  const key = word.toLowerCase()
  let count = syllableCache.get(key)
  if (count === undefined) {
    if (syllableCache.size >= 50_000) syllableCache.clear()
    count = Math.max(1, syllable(key))
    syllableCache.set(key, count)
  }
  return count
}

/** The counts a reading measure is computed from. */
export type ProseCounts = { words: number; sentences: number; syllables: number }

/**
 * The words, sentences and syllables of plain prose, each string a paragraph or a list item, with a language's
 * syllable counter (and its closing quotes after a full stop). Null when there is no prose at all. Every language's
 * measure is a formula over these counts.
 */
export function countProse(
  paragraphs: readonly string[],
  syllablesOfWord: (word: string) => number,
  sentenceEnd: RegExp = SENTENCE_END,
): ProseCounts | null {
  let sentences = 0
  let words = 0
  let syllables = 0
  for (const paragraph of paragraphs) {
    const tokens = paragraph.match(WORD) ?? []
    if (tokens.length === 0) continue
    words += tokens.length
    // A paragraph with no end mark is still one sentence.
    sentences += Math.max(1, (paragraph.match(sentenceEnd) ?? []).length)
    for (const token of tokens) syllables += syllablesOfWord(token)
  }
  return words === 0 ? null : { words, sentences, syllables }
}

/** Counts and grade of plain prose: each string a paragraph or a list item. Null when there is no prose at all. */
export function readabilityOf(paragraphs: readonly string[]): Readability | null {
  const counts = countProse(paragraphs, syllablesOf)
  if (!counts) return null
  const grade = fleschKincaid({ sentence: counts.sentences, word: counts.words, syllable: counts.syllables })
  return { grade: Math.round(grade * 10) / 10, ...counts }
}

/** Plain strings (bullets of a get-help card or key points): each one sentence. */
export function bulletsProse(items: unknown): string[] {
  if (!Array.isArray(items)) return []
  return items
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim())
    .map((item) => (/[.!?]["'”’)]*$/.test(item) ? item : `${item}.`))
}

/** The get-help card's bullets, all three tiers, as prose. */
export function getHelpProse(card: unknown): string[] {
  if (!card || typeof card !== 'object') return []
  const { now, sameDay, appointment } = card as Record<string, unknown>
  return [...bulletsProse(now), ...bulletsProse(sameDay), ...bulletsProse(appointment)]
}

/** A measure's result for each part of a document a reader sees as running text. */
export type DocumentMeasures<R> = {
  /** What the limit applies to: the reader's article (intro, key points, get-help card, sections, body). */
  article: R | null
  getHelp: R | null
  keyPoints: R | null
  /** The closed "For health professionals" part: written for clinicians, reported but not held to the limit. */
  professional: R | null
}

export type DocumentReadability = DocumentMeasures<Readability>

/**
 * A language's measure over the parts of a guide, post or information page as stored in the CMS. Only the fields a
 * reader sees as running text count: the guide's intro, key points, get-help card and sections, or a post's or
 * page's body (and a post's get-help card). Every language reads the same parts, so a guide and its translation
 * are measured alike.
 */
export function measureDocument<R>(
  doc: Record<string, unknown>,
  measure: (paragraphs: readonly string[]) => R | null,
): DocumentMeasures<R> {
  const getHelp = getHelpProse(doc.getHelp)
  const keyPoints = bulletsProse(doc.keyPoints)
  const sections = Array.isArray(doc.sections) ? (doc.sections as Node[]) : []
  const article = [
    ...proseOf(doc.intro),
    ...keyPoints,
    ...getHelp,
    ...sections.flatMap((section) => proseOf(section.body)),
    ...proseOf(doc.body),
  ]
  return {
    article: measure(article),
    getHelp: measure(getHelp),
    keyPoints: measure(keyPoints),
    professional: measure(proseOf(doc.forProfessionals)),
  }
}

/** The Flesch-Kincaid grades of an English guide, post or information page as stored in the CMS. */
export const documentReadability = (doc: Record<string, unknown>): DocumentReadability =>
  measureDocument(doc, readabilityOf)
