/**
 * The interface-word keys of the guides and information pages and the placeholders each takes, which the Studio's
 * schema, the content read and the seed check walk (lib/site/interface-areas.ts). Apart from ./article-words.ts, which
 * turns the words into what the pages show, because the blog's live search uses that module's dates in the browser:
 * a table here would be in its JavaScript.
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
