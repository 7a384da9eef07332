/**
 * How the Studio's content list is grouped, as plain data (unit-tested: every document type is placed once).
 * Singletons open straight into their one document; any type not placed here still appears under "Other".
 */
import { staleContentFilter } from '../schemas/rules/freshness'

export type StructureGroup = { id: string; title: string; types: string[] }

export const structureGroups: StructureGroup[] = [
  { id: 'conditions', title: 'Condition articles', types: ['conditionArticle'] },
  { id: 'blog', title: 'Blog', types: ['blogPost', 'blogCategory'] },
  { id: 'people', title: 'People', types: ['doctor'] },
  {
    id: 'home',
    title: 'Home page',
    types: ['landingPage', 'heroSlide', 'stat', 'pillar', 'landingTestimonial', 'featureCard'],
  },
  {
    id: 'consultation',
    title: 'Consultation and contact',
    types: ['consultationPage', 'trustPoint', 'bookingTestimonial', 'faqItem'],
  },
  {
    id: 'pages',
    title: 'Pages',
    types: [
      'pageCopy',
      'infoPage',
      'resourcesPage',
      'resourceTopic',
      'emergencyContact',
      'toolCard',
      'screeningPage',
      'screeningCard',
    ],
  },
]

/** The document types that carry a medical review (the review lists and the review gate apply to them). */
export const reviewedTypes = ['conditionArticle', 'blogPost']

/** GROQ filters for the editorial lists; `$today` is the date (YYYY-MM-DD) in the editor's browser. */
export const reviewLists = {
  needsReview: `_type in $types && review.status == "inReview"`,
  // Overdue for review or otherwise stale by the freshness guard's rules (schemas/rules/freshness.ts).
  overdue: `_type in $types && (${staleContentFilter})`,
  recentlyPublished: `_type in $types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`,
}
