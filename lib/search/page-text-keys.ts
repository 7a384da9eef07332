/**
 * The interface-word keys of the search page and the placeholders each takes, which the Studio's schema, the content
 * read and the seed check walk (lib/site/interface-areas.ts). Apart from ./page-words.ts, which turns the words into
 * what the pages show, because that module is also a client component's: a table here would be in the browser's
 * JavaScript.
 */
import type { TextKeys } from '@/lib/site/interface-text'

export const SEARCH_TEXT = {
  metaTitle: ['query'],
  metaTitleEmpty: [],
  heading: ['query'],
  emptyHeading: [],
  searchAgain: [],
  correction: ['corrected', 'typed'],
  prompt: [],
  pending: [],
  none: ['query'],
  countOne: ['count', 'query'],
  countOther: ['count', 'query'],
  countPaged: ['count', 'query', 'first', 'last', 'page', 'pageCount'],
  partial: [],
  truncated: ['chars', 'words'],
  results: [],
  kindGuide: [],
  kindPost: [],
  kindPage: [],
  noneAdvice: [],
  noWords: [],
  topics: [],
  notWhat: [],
  webSearch: ['query'],
  newTab: [],
  // The crisis help card (components/search/CrisisHelpCard.tsx): its heading, with 988 first and otherwise, and its
  // buttons. {number} is Poison Control's number.
  crisisHeading988: [],
  crisisHeading: [],
  crisisCall988: [],
  crisisText988: [],
  crisisChat988: [],
  crisisCall911: [],
  crisisCall911InDanger: [],
  crisisCallPoisonControl: ['number'],
} as const satisfies TextKeys
