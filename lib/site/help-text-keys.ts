/** The interface-word keys of the urgent-help page and their placeholders (lib/interface/areas.ts says why apart). */
import type { TextKeys } from '@/lib/site/interface-text'

export const HELP_TEXT = {
  /** The page's title (its heading and the browser tab's) and its description for search engines. */
  title: [],
  description: [],
  intro: [],
  /** Each line: its name and when to call it; the buttons are the search card's words (components/help/HelpActions). */
  heading911: [],
  when911: [],
  heading988: [],
  when988: [],
  headingPoison: [],
  whenPoison: [],
  headingMaternal: [],
  whenMaternal: [],
  /** The line after the four: what to do when unsure. */
  notSure: [],
} as const satisfies TextKeys
