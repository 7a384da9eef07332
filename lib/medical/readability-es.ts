/**
 * Reading ease of Spanish text: the INFLESZ scale (Barrio-Cantalejo and others, 2008), which
 * scores Szigriszt-Pazos' perspicuity formula against bands validated on Spanish health texts for patients:
 *
 *   INFLESZ = 206.835 − 62.3 × syllables / words − words / sentences
 *
 * Higher is easier: under 40 "muy difícil", 40–55 "algo difícil", 55–65 "normal", 65–80 "bastante fácil", over 80
 * "muy fácil". Flesch-Kincaid (lib/medical/readability.ts) counts English syllables and gives a US school grade; it
 * means nothing for Spanish, whose words are longer in syllables for the same difficulty.
 *
 * It reads the same prose as the English measure (proseOf, bulletsProse, getHelpProse: paragraphs and list items,
 * inside callouts too; each list item one sentence; headings and tables left out), so an English guide and its
 * Spanish twin are measured over the same parts. Syllables come from `spanishSyllables`, a rule-based counter:
 * Spanish spelling is regular enough that vowel groups, diphthongs and hiatus give the count (no npm counter for
 * Spanish is well kept enough to earn a dependency).
 */
import { countProse, type DocumentMeasures, measureDocument } from './readability'

/** The INFLESZ targets of the content standard (docs/content-standards.md, "Spanish"). */
export const INFLESZ_TARGETS = { article: 55, summary: 65 } as const

export type SpanishReadability = { score: number; words: number; sentences: number; syllables: number }

export const INFLESZ_BANDS = [
  { min: 80, label: 'muy fácil' },
  { min: 65, label: 'bastante fácil' },
  { min: 55, label: 'normal' },
  { min: 40, label: 'algo difícil' },
  { min: -Infinity, label: 'muy difícil' },
] as const

/** The INFLESZ band a score falls in ("normal", "bastante fácil", ...). */
export function infleszBand(score: number): string {
  return INFLESZ_BANDS.find((band) => score >= band.min)!.label
}

// Strong vowels, and a weak vowel with a written accent, which stands alone (día, país, aún: hiatus).
const STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó', 'í', 'ú', 'à', 'è', 'ò'])
// Weak vowels: with a strong one or each other they make one syllable (bien, ciudad, cuidado: diphthongs).
const WEAK = new Set(['i', 'u', 'ü', 'ï'])

const isVowel = (ch: string) => STRONG.has(ch) || WEAK.has(ch)

/**
 * The syllables of one Spanish word: one for each group of vowels, plus one for each pair of strong vowels side by
 * side (le-er, ca-e, dí-a: hiatus). A weak vowel beside another vowel shares its syllable (diphthong, triphthong:
 * bien, buey). "y" is a vowel when it ends a word (hoy, muy, rey) or stands alone (the word "y"); before a vowel it is
 * a consonant (ayuda, yo). "u" after "q" or "g" is silent but changes no count (que, guía: its group has the vowel
 * after it). A word with no vowel (a number, "mg") counts as one, as the English measure counts it.
 */
export function spanishSyllables(word: string): number {
  const w = word.toLowerCase().normalize('NFC')
  let count = 0
  let previous: string | null = null // the last vowel of the current group
  for (let i = 0; i < w.length; i++) {
    let ch = w[i]!
    if (ch === 'y') {
      const next = w[i + 1]
      // Before a vowel "y" is a consonant (ayuda, yo); at the end of a word, alone or before a consonant, the vowel "i".
      if (next !== undefined && isVowel(next)) {
        previous = null
        continue
      }
      ch = 'i'
    }
    if (!isVowel(ch)) {
      previous = null
      continue
    }
    if (previous === null) count++
    else if (STRONG.has(previous) && STRONG.has(ch)) count++
    previous = ch
  }
  return Math.max(1, count)
}

const SENTENCE_END = /[.!?]+(?=["'”’»)\]]*(?:\s|$))/g

const cache = new Map<string, number>()
function syllablesOf(token: string): number {
  let count = cache.get(token)
  if (count === undefined) {
    if (cache.size >= 50_000) cache.clear()
    // A compound written with a hyphen or slash (físico-químico, 140/90) is read as its parts.
    count = token
      .split(/['’\-/.,]/)
      .filter(Boolean)
      .reduce((sum, part) => sum + spanishSyllables(part), 0)
    cache.set(token, count)
  }
  return count
}

/** INFLESZ score and counts of plain Spanish prose, each string a paragraph or list item; null without prose. */
export function infleszOf(paragraphs: readonly string[]): SpanishReadability | null {
  const counts = countProse(paragraphs, syllablesOf, SENTENCE_END)
  if (!counts) return null
  const score = 206.835 - (62.3 * counts.syllables) / counts.words - counts.words / counts.sentences
  return { score: Math.round(score * 10) / 10, ...counts }
}

export type SpanishDocumentReadability = DocumentMeasures<SpanishReadability>

/** The INFLESZ scores of a Spanish guide, post or page as stored in the CMS, over the parts the English measure reads. */
export const documentReadabilityEs = (doc: Record<string, unknown>): SpanishDocumentReadability =>
  measureDocument(doc, infleszOf)
