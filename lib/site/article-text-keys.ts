/**
 * The interface-word keys of the guides and information pages and their placeholders (lib/interface/areas.ts says
 * why apart).
 */
import type { TextKeys } from '@/lib/site/interface-text'

export const ARTICLE_TEXT = {
  // The guide's header.
  backToHome: [],
  breadcrumb: [],
  crumbHome: [],
  crumbTopics: [],
  lastUpdated: ['date'],
  changedSinceReview: ['date'],
  pillDraft: [],
  pillChanged: [],
  pillSample: [],
  pillReviewed: [],
  pillReviewedBy: ['name'],
  onThisPage: [],
  // The get-help card: the medical emergency words, kept exactly as clinicians read them.
  getHelpTitle: [],
  tierNow: [],
  tierSameDay: [],
  tierAppointment: [],
  nowNote: [],
  sameDayNote: [],
  call911: [],
  keyPoints: [],
  forProfessionals: [],
  // The review panel.
  medicalReview: [],
  reviewedBy: [],
  sampleProfile: [],
  awaitingReviewer: [],
  lastReviewed: [],
  notYetReviewed: [],
  nextReviewDue: [],
  notScheduled: [],
  changedAfterReviewTitle: [],
  changedAfterReviewText: ['updated', 'reviewed'],
  sampleReviewTitle: [],
  sampleReviewText: [],
  references: [],
  /** The words that end a source title in parentheses when the source is in English ("en inglés"). */
  sourceInEnglish: [],
  relatedGuides: [],
  // What code adds to rich text.
  calloutCaution: [],
  calloutWarning: [],
  calloutImportant: [],
  calloutNote: [],
  calloutTip: [],
  tableName: [],
  inOtherLanguage: ['link'],
  samplePhone: ['number'],
  sampleEmail: ['address'],
  // Information pages.
  infoLastUpdated: ['date'],
  resourcesTitle: [],
  resourcesDescription: [],
  openTool: ['tool'],
  toolNotAvailable: [],
  screeningTitle: [],
  screeningDescription: [],
  screeningSource: ['source'],
  findHealthCenter: [],
} as const satisfies TextKeys
