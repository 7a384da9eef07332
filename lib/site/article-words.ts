/**
 * The interface words around a guide's content and an information page's (the header, the get-help card's and the
 * boxes' headings, the review panel's labels, the callouts' labels, the Resources and Screening pages' own words).
 * Editors keep them in the Studio ("Interface words: Guides and information pages", seeded from
 * content/seed/interface/article.yaml); their keys are in ./article-text-keys.ts; this module turns them into what the
 * components show. The guide's and the page's own words come from their documents. Dates are formatted here, by
 * language (code, not copy); the blog's words use the same Spanish dates.
 */
import { longDateIn, monthYearIn } from '@/lib/format'
import { around, fill, type InterfaceText } from './interface-text'
import type { ARTICLE_TEXT } from './article-text-keys'
import { IN_LANGUAGE, type Lang } from './languages'
import type { CrisisText } from './crisis-text'

export type ArticleText = InterfaceText<typeof ARTICLE_TEXT>

/** A callout's tone (schemas: the callout's `tone`); any other reads as a note. */
export type CalloutTone = 'caution' | 'warning' | 'important' | 'note' | 'tip'

/** Text around an element placed in it (a date, a link): [before, after]. */
type Around = [before: string, after: string]

export type ArticleWords = {
  /** The page's language: its links, and the dates below. */
  lang: Lang
  /** BCP 47 locale for dates. */
  locale: string
  /** "July 15, 2025" / "15 de julio de 2025" */
  longDate: (value: string | null | undefined) => string
  /** "July 2025" / "julio de 2025" */
  monthYear: (value: string | null | undefined) => string
  backToHome: string
  breadcrumb: string
  /** The breadcrumb's first two steps. */
  crumbs: { home: string; topics: string }
  /** Around the date of the guide's last change (the review line at the end: components/article/ReviewPanel.tsx). */
  lastUpdated: Around
  /** Around the last review's date, beside "Last updated" when the text changed after it. */
  changedSinceReview: Around
  /** What the top of a guide or post says about its review (components/article/ReviewNotice.tsx). */
  pill: { draft: string; changed: string; sample: string; reviewed: (name?: string | null) => string }
  onThisPage: string
  getHelpTitle: string
  tierTitles: { now: string; sameDay: string; appointment: string }
  nowNote: string
  sameDayNote: string
  call911: string
  /**
   * The help lines' buttons (components/help/HelpActions.tsx), the search card's words ("Interface words: Search"): a
   * page that can name a help line in its get-help card or boxes reads them; null where a page names none.
   */
  help: CrisisText | null
  keyPoints: string
  forProfessionals: string
  medicalReview: string
  reviewedBy: string
  sampleProfile: string
  awaitingReviewer: string
  lastReviewed: string
  notYetReviewed: string
  nextReviewDue: string
  notScheduled: string
  /** The review panel's note when the text changed after its review; `text` holds {updated} and {reviewed}. */
  changedAfterReview: { title: string; text: string }
  /** The review panel's note when the reviewer is a fictional sample profile. */
  sampleReview: { title: string; text: string }
  references: string
  /** What ends a source's title when the source is in English, on a page in another language ("en inglés"). */
  sourceInEnglish: string
  relatedGuides: string
  callouts: Readonly<Record<CalloutTone, string>>
  /** A table's name when it has no caption. */
  tableName: string
  /** Around a link's words when it leads to a page in the other language. */
  inOtherLanguage: Around
  /** Around a placeholder phone number or address in the text (lib/site/placeholders.ts). */
  sampleNote: { phone: Around; email: Around }
  /** Around the date of an information page's last change. */
  infoLastUpdated: Around
  resources: { title: string; description: string; openTool: (tool: string) => string; notAvailable: string }
  /** `source`: around the source's link. */
  screening: { title: string; description: string; source: Around; findCare: string }
}

const LOCALE = IN_LANGUAGE

/**
 * A text cut at its placeholders, in the order the editor wrote them: "updated on {updated}, after {reviewed}." →
 * ["updated on ", {name: "updated"}, ", after ", {name: "reviewed"}, "."]. For a sentence with more than one element in
 * it (around() takes one).
 */
export function templateParts(template: string): Array<string | { name: string }> {
  return template
    .split(/\{([a-zA-Z]\w*)\}/)
    .flatMap((part, index): Array<string | { name: string }> => (index % 2 ? [{ name: part }] : part ? [part] : []))
}

/** The words from the area's texts. */
export function articleWords(text: ArticleText, lang: Lang, help: CrisisText | null = null): ArticleWords {
  return {
    lang,
    locale: LOCALE[lang],
    longDate: longDateIn(LOCALE[lang]),
    monthYear: monthYearIn(LOCALE[lang]),
    backToHome: text.backToHome,
    breadcrumb: text.breadcrumb,
    crumbs: { home: text.crumbHome, topics: text.crumbTopics },
    lastUpdated: around(text.lastUpdated, 'date'),
    changedSinceReview: around(text.changedSinceReview, 'date'),
    pill: {
      draft: text.pillDraft,
      changed: text.pillChanged,
      sample: text.pillSample,
      reviewed: (name) => (name ? fill(text.pillReviewedBy, { name }) : text.pillReviewed),
    },
    onThisPage: text.onThisPage,
    getHelpTitle: text.getHelpTitle,
    tierTitles: { now: text.tierNow, sameDay: text.tierSameDay, appointment: text.tierAppointment },
    nowNote: text.nowNote,
    sameDayNote: text.sameDayNote,
    call911: text.call911,
    help,
    keyPoints: text.keyPoints,
    forProfessionals: text.forProfessionals,
    medicalReview: text.medicalReview,
    reviewedBy: text.reviewedBy,
    sampleProfile: text.sampleProfile,
    awaitingReviewer: text.awaitingReviewer,
    lastReviewed: text.lastReviewed,
    notYetReviewed: text.notYetReviewed,
    nextReviewDue: text.nextReviewDue,
    notScheduled: text.notScheduled,
    changedAfterReview: { title: text.changedAfterReviewTitle, text: text.changedAfterReviewText },
    sampleReview: { title: text.sampleReviewTitle, text: text.sampleReviewText },
    references: text.references,
    sourceInEnglish: text.sourceInEnglish,
    relatedGuides: text.relatedGuides,
    callouts: {
      caution: text.calloutCaution,
      warning: text.calloutWarning,
      important: text.calloutImportant,
      note: text.calloutNote,
      tip: text.calloutTip,
    },
    tableName: text.tableName,
    inOtherLanguage: around(text.inOtherLanguage, 'link'),
    sampleNote: { phone: around(text.samplePhone, 'number'), email: around(text.sampleEmail, 'address') },
    infoLastUpdated: around(text.infoLastUpdated, 'date'),
    resources: {
      title: text.resourcesTitle,
      description: text.resourcesDescription,
      openTool: (tool) => fill(text.openTool, { tool }),
      notAvailable: text.toolNotAvailable,
    },
    screening: {
      title: text.screeningTitle,
      description: text.screeningDescription,
      source: around(text.screeningSource, 'source'),
      findCare: text.findHealthCenter,
    },
  }
}
