/** The interface-word keys of the search page and their placeholders (lib/interface/areas.ts says why apart). */
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
  // The National Maternal Mental Health Hotline's buttons (the urgent-help page): {number} is its number.
  crisisCallMaternal: ['number'],
  crisisTextMaternal: ['number'],
} as const satisfies TextKeys
