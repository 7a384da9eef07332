/**
 * Cache-tag names, one list. Every content read is tagged with the document types it shows, and the
 * revalidation route expires exactly these names, so a type renamed in the schema is renamed here once.
 */
export const CONTENT_TAG = 'content'

export const typeTags = {
  siteSettings: 'siteSettings',
  conditionArticle: 'conditionArticle',
  infoPage: 'infoPage',
  doctor: 'doctor',
  blogPost: 'blogPost',
  blogCategory: 'blogCategory',
  landingTestimonial: 'landingTestimonial',
  bookingTestimonial: 'bookingTestimonial',
  trustPoint: 'trustPoint',
  stat: 'stat',
  pillar: 'pillar',
  heroSlide: 'heroSlide',
  featureCard: 'featureCard',
  faqItem: 'faqItem',
  resourcesPage: 'resourcesPage',
  resourceTopic: 'resourceTopic',
  emergencyContact: 'emergencyContact',
  toolCard: 'toolCard',
  screeningPage: 'screeningPage',
  screeningCard: 'screeningCard',
  landingPage: 'landingPage',
  consultationPage: 'consultationPage',
  pageCopy: 'pageCopy',
  interfaceText: 'interfaceText',
  searchSettings: 'searchSettings',
} as const

export type TypeTag = (typeof typeTags)[keyof typeof typeTags]

/** The tag of one document's own page, e.g. `conditionArticle:diabetes`, for a webhook about that document. */
export type DocumentTag = `${TypeTag}:${string}`

export const documentTag = (type: TypeTag, slug: string): DocumentTag => `${type}:${slug}`
