/**
 * The crisis help card's words in one language: the keys the card reads out of the search area's interface words
 * (lib/search/page-words.ts picks them, and checks each is one of that area's keys). They are named here, below the
 * search, because a guide's or information page's words (./article-words.ts) carry the card's words too.
 */
export const CRISIS_KEYS = [
  'crisisHeading988',
  'crisisHeading',
  'crisisCall988',
  'crisisText988',
  'crisisChat988',
  'crisisCall911',
  'crisisCall911InDanger',
  'crisisCallPoisonControl',
  'crisisCallMaternal',
  'crisisTextMaternal',
] as const

/** The crisis help card's words in one language. */
export type CrisisText = { readonly [P in (typeof CRISIS_KEYS)[number]]: string }
