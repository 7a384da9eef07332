/**
 * The search's interface words: the results page's title, headings, the count and the messages around the results, and
 * the crisis help card's heading and buttons (on /search and in the blog's box). Editors keep them in the Studio
 * ("Interface words: Search", seeded from content/seed/interface/search.yaml); their keys are in ./page-text-keys.ts;
 * this module turns them into what the page shows. The results are the pages' own words, and the help cards' lines come
 * from the search settings. The box in the header has its own words (components/search/SiteSearchForm).
 */
import type { SearchKind } from './site-search'
import { fill, pluralOf, type InterfaceText } from '@/lib/site/interface-text'
import { IN_LANGUAGE, type Lang } from '@/lib/site/languages'
import { CRISIS_KEYS, type CrisisText } from '@/lib/site/crisis-text'
import type { SEARCH_TEXT } from './page-text-keys'

export type SearchText = InterfaceText<typeof SEARCH_TEXT>

/** The keys the crisis card reads, each one of this area's (the type says so). */
const CARD_KEYS: ReadonlyArray<keyof typeof SEARCH_TEXT & keyof CrisisText> = CRISIS_KEYS

export type { CrisisText }

/**
 * The card's words in both languages: the card speaks the language of the search (a Spanish search on an English
 * page gets the Spanish card), not the page's. Plain strings, so a server page hands them to the blog's client box.
 */
export type CrisisTexts = Readonly<Record<Lang, CrisisText>>

/** The card's words out of the area's texts (a client component then receives only these). */
export const crisisTextOf = (text: SearchText): CrisisText =>
  Object.fromEntries(CARD_KEYS.map((key) => [key, text[key]])) as CrisisText

/** Where a page of results starts and ends, when there is more than one page. */
export type Span = { first: number; last: number; page: number; pageCount: number }

/** A sentence with the searched words as links in it: its text and, in their places, which link goes there. */
export type CorrectionPiece = string | { link: 'corrected' | 'typed' }

export type SearchWords = {
  /** The browser tab's title, with the searched words cut short by the page. */
  metaTitle: (query: string) => string
  heading: (query: string) => string
  emptyHeading: string
  searchAgain: string
  /** "Showing results for {corrected}. Search instead for {typed}.", the two as links, in the editor's order. */
  correction: CorrectionPiece[]
  prompt: string
  pending: string
  none: (query: string) => string
  count: (total: number, query: string, span: Span | null) => string
  partial: string
  truncated: (chars: number, words: number) => string
  results: string
  kinds: Record<SearchKind, string>
  noneAdvice: string
  noWords: string
  topics: string
  notWhat: string
  webSearch: (query: string) => string
  newTab: string
}

const LINKED = /\{(corrected|typed)\}/

/** The page's words from the area's texts. */
export function searchWords(text: SearchText, lang: Lang): SearchWords {
  return {
    metaTitle: (query) => (query ? fill(text.metaTitle, { query }) : text.metaTitleEmpty),
    heading: (query) => fill(text.heading, { query }),
    emptyHeading: text.emptyHeading,
    searchAgain: text.searchAgain,
    // Split on the placeholders: text at even places, the captured names at odd ones.
    correction: text.correction
      .split(LINKED)
      .map((piece, i) => (i % 2 ? { link: piece as 'corrected' | 'typed' } : piece))
      .filter((piece) => piece !== ''),
    prompt: text.prompt,
    pending: text.pending,
    none: (query) => fill(text.none, { query }),
    count: (total, query, span) => {
      // The total grouped by the language's rules ("1,234"); the page figures as plain numbers.
      const count = total.toLocaleString(IN_LANGUAGE[lang])
      // A second page needs more than one result, so the paged sentence has only the plural form.
      return span
        ? fill(text.countPaged, { count, query, ...span })
        : fill(pluralOf(lang, total, text.countOne, text.countOther), { count, query })
    },
    partial: text.partial,
    truncated: (chars, words) => fill(text.truncated, { chars, words }),
    results: text.results,
    kinds: { guide: text.kindGuide, post: text.kindPost, page: text.kindPage },
    noneAdvice: text.noneAdvice,
    noWords: text.noWords,
    topics: text.topics,
    notWhat: text.notWhat,
    webSearch: (query) => fill(text.webSearch, { query }),
    newTab: text.newTab,
  }
}
