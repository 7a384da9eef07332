/**
 * The Spanish search's interim matcher, until the site's search engine has its Spanish index: the Spanish guides
 * whose name, title or descriptions hold every word of the search (accents and capitals aside, so "corazon" finds
 * "corazón"), each word matching the start of a word ("diabet" finds "diabetes"). Small Spanish words that say
 * nothing of the topic ("de", "la", "que") are left out of the search.
 */
import { foldText } from '@/lib/medical/help'

const STOP_WORDS = new Set(
  'a al con de del el en es la las lo los mi me mis o para por que se su sus tengo un una uno y yo'.split(' '),
)

export type GuideText = { slug: string; texts: ReadonlyArray<string | null | undefined> }

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The search's words that say something (no small words), folded. */
export const searchWords = (query: string) => words(query).filter((word) => !STOP_WORDS.has(word))

/** The slugs of the guides that hold every word of the search, in the order given. */
export function matchGuides(query: string, guides: readonly GuideText[]): string[] {
  const wanted = searchWords(query)
  if (wanted.length === 0) return []
  return guides
    .filter((guide) => {
      const have = guide.texts.flatMap((text) => (text ? words(text) : []))
      return wanted.every((word) => have.some((h) => h.startsWith(word)))
    })
    .map((guide) => guide.slug)
}
