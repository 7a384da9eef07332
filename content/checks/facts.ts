/**
 * Helpers for checks that read the seed's facts rather than its sentences. A check names the facts one sentence
 * must hold together (a number, a threshold, a phone number, a place to go) and leaves the rest of the wording to
 * the editors: rewording a sentence keeps a check green as long as the facts stay together, and dropping or changing
 * a fact turns it red.
 */

/** A fact: a word or number (matched whole, case-insensitive) or a pattern. */
export type Fact = string | RegExp

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const asPattern = (fact: Fact): RegExp =>
  typeof fact === 'string' ? new RegExp(`(?<![\\w/.-])${escape(fact)}(?![\\w/-]|\\.\\d)`, 'i') : fact

/** The sentences of a text; a list item joined without a full stop stays in its sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The sentences of a text that hold every one of the facts. */
export function sentencesWith(text: string, ...facts: Fact[]): string[] {
  const patterns = facts.map(asPattern)
  return sentencesOf(text).filter((s) => patterns.every((p) => p.test(s)))
}

/** Whether one sentence of the text holds all the facts together. */
export const saysTogether = (text: string, ...facts: Fact[]): boolean => sentencesWith(text, ...facts).length > 0

/** Whether the text holds every one of the facts, anywhere. */
export const saysAll = (text: string, ...facts: Fact[]): boolean => facts.map(asPattern).every((p) => p.test(text))

/**
 * Whether a term is explained where a reader first meets it: the facts stand in the sentence of its first use, the
 * one before it (a plain description, then "doctors call this …") or the one after it.
 */
export function glossedAtFirstUse(text: string, term: Fact, ...facts: Fact[]): boolean {
  const sentences = sentencesOf(text)
  const first = sentences.findIndex((s) => asPattern(term).test(s))
  if (first < 0) return false
  return saysAll(sentences.slice(Math.max(0, first - 1), first + 2).join(' '), ...facts)
}
