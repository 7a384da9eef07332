/**
 * The content model: one file per type under documents/ and objects/, listed here explicitly so that a type
 * is in the Studio, TypeGen and the seed check exactly when it is in this list.
 */
import type { SchemaTypeDefinition } from 'sanity'
import { blogCategory } from './documents/blogCategory'
import { blogPost } from './documents/blogPost'
import { bookingTestimonial } from './documents/bookingTestimonial'
import { conditionArticle } from './documents/conditionArticle'
import { consultationPage } from './documents/consultationPage'
import { pageCopy } from './documents/pageCopy'
import { doctor } from './documents/doctor'
import { emergencyContact } from './documents/emergencyContact'
import { faqItem } from './documents/faqItem'
import { featureCard } from './documents/featureCard'
import { heroSlide } from './documents/heroSlide'
import { infoPage } from './documents/infoPage'
import { interfaceText } from './documents/interfaceText'
import { landingPage } from './documents/landingPage'
import { landingTestimonial } from './documents/landingTestimonial'
import { pillar } from './documents/pillar'
import { readerFeedback } from './documents/readerFeedback'
import { resourcesPage } from './documents/resourcesPage'
import { resourceTopic } from './documents/resourceTopic'
import { screeningCard } from './documents/screeningCard'
import { screeningPage } from './documents/screeningPage'
import { searchSettings } from './documents/searchSettings'
import { siteSettings } from './documents/siteSettings'
import { stat } from './documents/stat'
import { toolCard } from './documents/toolCard'
import { trustPoint } from './documents/trustPoint'
import { withLanguage } from './language'
import { articleSection } from './objects/articleSection'
import { callout } from './objects/callout'
import { callToAction } from './objects/callToAction'
import { getHelpCard } from './objects/getHelpCard'
import { imageWithAlt } from './objects/imageWithAlt'
import { medicalReview } from './objects/medicalReview'
import { richText } from './objects/richText'
import { simpleLink } from './objects/simpleLink'
import { sourceReference } from './objects/sourceReference'
import { table } from './objects/table'

export const objectTypes: SchemaTypeDefinition[] = [
  imageWithAlt,
  sourceReference,
  callToAction,
  simpleLink,
  medicalReview,
  callout,
  table,
  richText,
  articleSection,
  getHelpCard,
]

/** Every document type, each with its `language` (schemas/language.ts): all of them have a Spanish twin or may. */
export const documentTypes: SchemaTypeDefinition[] = [
  siteSettings,
  conditionArticle,
  blogPost,
  blogCategory,
  doctor,
  landingTestimonial,
  bookingTestimonial,
  trustPoint,
  stat,
  pillar,
  heroSlide,
  featureCard,
  faqItem,
  infoPage,
  resourcesPage,
  resourceTopic,
  emergencyContact,
  toolCard,
  screeningPage,
  screeningCard,
  landingPage,
  consultationPage,
  pageCopy,
  interfaceText,
  searchSettings,
].map(withLanguage)

/** The types the translation plugin offers translations of: all of them. */
export const translatedTypes = documentTypes.map((type) => type.name)

/**
 * Documents the site's server writes and editors only read (and mark): no language of their own, no translation, never
 * on a page. Readers' answers to "Was this page helpful?" (lib/feedback/store.ts).
 */
export const internalTypes: SchemaTypeDefinition[] = [readerFeedback]

export const schemaTypes: SchemaTypeDefinition[] = [...objectTypes, ...documentTypes, ...internalTypes]

/** Documents that exist exactly once; the Studio shows them as single items, not lists. */
export const singletonTypes = new Set([
  'siteSettings',
  'resourcesPage',
  'screeningPage',
  'landingPage',
  'consultationPage',
  'searchSettings',
])
