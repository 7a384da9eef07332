/**
 * The areas of the site whose interface words editors keep in the Studio ("Interface words", one document per area
 * and language), each with its keys and their placeholders (lib/site/interface-text.ts). Each area's keys are in a
 * text-keys module of their own, beside the words module that turns the words into what the pages show but apart from
 * it: that module is also client components', and a table in it would be in the browser's JavaScript. This list is
 * what the schema, the content read and the seed check walk.
 */
import { BLOG_TEXT } from '@/lib/blog/text-keys'
import { BMI_TEXT } from '@/lib/bmi/text-keys'
import { BOOKING_TEXT } from '@/lib/booking/text-keys'
import { CONSENT_TEXT } from '@/lib/consent/banner'
import { CONTACT_TEXT } from '@/lib/contact/text-keys'
import { FEEDBACK_TEXT } from '@/lib/feedback/text-keys'
import { HOME_TEXT } from '@/lib/home/text-keys'
import { ARTICLE_TEXT } from '@/lib/site/article-text-keys'
import { FRAME_TEXT } from '@/lib/site/frame-text-keys'
import { HELP_TEXT } from '@/lib/site/help-text-keys'
import { SEARCH_TEXT } from '@/lib/search/page-text-keys'
import { TEAM_TEXT } from '@/lib/team/words'
import type { TextKeys } from '@/lib/site/interface-text'

export const INTERFACE_AREAS = {
  frame: FRAME_TEXT,
  home: HOME_TEXT,
  article: ARTICLE_TEXT,
  search: SEARCH_TEXT,
  blog: BLOG_TEXT,
  bmi: BMI_TEXT,
  contact: CONTACT_TEXT,
  team: TEAM_TEXT,
  booking: BOOKING_TEXT,
  consent: CONSENT_TEXT,
  help: HELP_TEXT,
  feedback: FEEDBACK_TEXT,
} as const satisfies Record<string, TextKeys>

export type InterfaceArea = keyof typeof INTERFACE_AREAS
export const INTERFACE_AREA_NAMES = Object.keys(INTERFACE_AREAS) as InterfaceArea[]

/** What the Studio calls each area. */
export const INTERFACE_AREA_TITLES: Readonly<Record<InterfaceArea, string>> = {
  frame: 'Header, footer and language link',
  home: 'Home page',
  article: 'Guides and information pages',
  search: 'Search',
  blog: 'Blog',
  bmi: 'BMI calculator',
  contact: 'Contact form',
  team: 'Medical team',
  booking: 'Booking',
  consent: 'Cookie banner',
  help: 'Urgent help page',
  feedback: 'Was this page helpful?',
}
