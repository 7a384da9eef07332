/** The interface-word keys of "Was this page helpful?" and their placeholders (lib/interface/areas.ts says why apart). */
import type { TextKeys } from '@/lib/site/interface-text'

export const FEEDBACK_TEXT = {
  /** The block's heading, and its two buttons. */
  question: [],
  yes: [],
  no: [],
  /** After a "No": the comment box's label, its hint (the cap and what not to write), and its button. */
  commentLabel: [],
  commentHint: ['max'],
  send: [],
  /** That this is not the way to ask for medical help. */
  notForHelp: [],
  /** The states after an answer: thanks, already answered today, not saved. */
  thanks: [],
  already: [],
  error: [],
  /** The field people never see and robots fill in (components/feedback). */
  honeypot: [],
} as const satisfies TextKeys
