/**
 * Which reading-level measure reads each reader language: one entry per language of the locale list, so a language
 * added to the list fails the type check until it names its measure. English: the Flesch-Kincaid US grade, at most a
 * limit (lib/medical/readability.ts); Spanish: INFLESZ reading ease, at least a target (lib/medical/readability-es.ts).
 * A new language with a measure of its own adds its module beside these and its name here.
 */
import { readerLang, type ReaderLang } from '../site/languages'

export type ReadingMeasure = 'flesch-kincaid' | 'inflesz'

export const READING_MEASURES: Readonly<Record<ReaderLang, ReadingMeasure>> = {
  en: 'flesch-kincaid',
  es: 'inflesz',
}

/**
 * The measure that reads a document: its language's (the field the Studio's document-internationalization sets); a
 * document without one is the default language's, and the pseudo-locale's text is read as the default language's.
 */
export const readingMeasureOf = (doc: Record<string, unknown> | null | undefined): ReadingMeasure =>
  READING_MEASURES[readerLang(typeof doc?.language === 'string' ? doc.language : null)]
