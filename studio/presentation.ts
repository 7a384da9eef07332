/**
 * The Presentation tool: which pages show a document (locations) and which document a page is mainly about
 * (main documents). Every document type the site shows has locations, the singletons and list items of the landing,
 * consultation, resources and screening pages and the page-text documents included, so an editor sees where an
 * edit will show before publishing it. Paths come from lib/site/routes.ts and lib/site/preview.ts, so a renamed route
 * changes here by itself.
 */
import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation'
import { documentPath } from '../lib/site/preview'
import { routes } from '../lib/site/routes'
import { routesFor } from '../lib/site/localized-routes'
import { isLang } from '../lib/site/languages'

const PLACEHOLDER = 'presentation-slug-param'

/** A route as a pattern for the Presentation tool, e.g. `/diseases/:slug`. */
export const routePattern = (build: (slug: string) => string, param = 'slug') =>
  build(PLACEHOLDER).replace(PLACEHOLDER, `:${param}`)

type Selected = { title?: string | null; slug?: string | null; doctorId?: number | null }

const locationFor = (type: string, listTitle: string, listHref: string) =>
  defineLocations<keyof Selected>({
    select: { title: 'title', slug: 'slug.current', doctorId: 'doctorId' },
    resolve: (doc) => {
      const href = doc ? documentPath({ _type: type, slug: { current: doc.slug }, doctorId: doc.doctorId }) : null
      const own = href && href !== listHref ? [{ title: doc?.title || 'Untitled', href }] : []
      return { locations: [...own, { title: listTitle, href: listHref }] }
    },
  })

type Place = { title: string; href: string }

/** A document shown on fixed pages, whatever its fields (a singleton, or an item of a page's list). */
const shownOn = (...places: Place[]) => defineLocations({ locations: places })

const home: Place = { title: 'Home page', href: routes.home() }
const consultation: Place = { title: 'Consultation page', href: routes.consultation() }
const resources: Place = { title: 'Health resources', href: routes.resources() }
const screening: Place = { title: 'Health screening', href: routes.screening() }
const team: Place = { title: 'Medical team', href: routes.team() }
const contact: Place = { title: 'Contact', href: routes.contact() }
const blog: Place = { title: 'Blog', href: routes.blog() }
// Any address the site does not have shows the not-found page; this one never names a document.
const notFound: Place = { title: 'Page not found (any unknown address)', href: routes.page('page-not-found-preview') }

/** Where each page-text document (`pageCopy`, by its `page` field) is shown: lib/site/page-copy.ts. */
const PAGE_COPY_PLACES: Record<string, Place[]> = {
  team: [team],
  booking: [{ title: 'Booking (first doctor)', href: routes.booking(1) }],
  contact: [contact],
  blog: [blog],
  bmi: [{ title: 'BMI calculator', href: routes.bmiCalculator() }],
  notFound: [notFound],
}

/** Where each area's interface words (`interfaceText`, by its `area` field) are shown, in the document's language. */
const INTERFACE_PLACES: Record<string, (r: ReturnType<typeof routesFor>) => Place[]> = {
  frame: (r) => [{ title: 'Every page (header, footer, language link)', href: r.home() }],
  home: (r) => [{ title: 'Home page', href: r.home() }],
  article: (r) => [{ title: 'A health guide', href: r.condition('diabetes') }],
  search: (r) => [{ title: 'Site search', href: r.search('diabetes') }],
  blog: (r) => [{ title: 'Blog', href: r.blog() }],
  bmi: (r) => [{ title: 'BMI calculator', href: r.bmiCalculator() }],
  contact: (r) => [{ title: 'Contact', href: r.contact() }],
  team: (r) => [{ title: 'Medical team', href: r.team() }],
  booking: (r) => [{ title: 'Booking (first doctor)', href: r.booking(1) }],
  consent: (r) => [{ title: 'Cookie banner (any page, first visit)', href: r.home() }],
}

export const locations: DocumentLocationResolvers = {
  // The header, footer and notices of every page come from Site settings.
  siteSettings: shownOn({ title: 'Every page (header, footer and notices)', href: routes.home() }, contact),
  // Synonyms and crisis help show on a search for one of their words.
  searchSettings: shownOn(
    { title: 'Site search: "chest pain" (help before results)', href: routes.search('chest pain') },
    { title: 'Site search: "high bp" (synonyms)', href: routes.search('high bp') },
  ),
  landingPage: shownOn(home),
  heroSlide: shownOn(home),
  stat: shownOn(home),
  pillar: shownOn(home),
  landingTestimonial: shownOn(home),
  consultationPage: shownOn(consultation),
  featureCard: shownOn(consultation),
  resourcesPage: shownOn(resources),
  resourceTopic: shownOn(resources),
  emergencyContact: shownOn(resources),
  toolCard: shownOn(resources),
  screeningPage: shownOn(screening),
  screeningCard: shownOn(screening),
  faqItem: shownOn(contact),
  trustPoint: shownOn({ title: 'Booking pages', href: routes.booking(1) }),
  bookingTestimonial: shownOn({ title: 'Booking pages', href: routes.booking(1) }),
  pageCopy: defineLocations({
    select: { page: 'page' },
    resolve: (doc) => {
      const places = doc?.page ? PAGE_COPY_PLACES[doc.page] : undefined
      return places
        ? { locations: places }
        : { message: 'Choose the page these words are for.', tone: 'caution' as const }
    },
  }),
  interfaceText: defineLocations({
    select: { area: 'area', language: 'language' },
    resolve: (doc) => {
      const places = doc?.area ? INTERFACE_PLACES[doc.area] : undefined
      return places
        ? { locations: places(routesFor(isLang(doc?.language) ? doc.language : 'en')) }
        : { message: 'Choose the part of the site these words are for.', tone: 'caution' as const }
    },
  }),
  blogCategory: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug ? [{ title: doc.title || 'Untitled', href: routes.blogCategory(doc.slug) }] : []),
        blog,
      ],
    }),
  }),
  conditionArticle: locationFor('conditionArticle', 'Health topics (home page)', routes.topics()),
  blogPost: locationFor('blogPost', 'Blog', routes.blog()),
  doctor: defineLocations({
    select: { name: 'name', doctorId: 'doctorId' },
    resolve: (doc) => ({
      locations: [
        team,
        ...(typeof doc?.doctorId === 'number'
          ? [{ title: `Book ${doc.name ?? 'this doctor'}`, href: routes.booking(doc.doctorId) }]
          : []),
      ],
    }),
  }),
  infoPage: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => {
      const href = doc?.slug ? documentPath({ _type: 'infoPage', slug: { current: doc.slug } }) : null
      return href
        ? { locations: [{ title: doc?.title || 'Untitled', href }] }
        : { message: 'This page is shown inside a built-in page, not on its own.', tone: 'caution' }
    },
  }),
}

export const mainDocuments = defineDocuments([
  { route: routePattern(routes.condition), filter: `_type == "conditionArticle" && slug.current == $slug` },
  { route: routePattern(routes.blogPost), filter: `_type == "blogPost" && slug.current == $slug` },
  {
    route: routePattern((id) => routes.booking(id), 'doctorId'),
    filter: `_type == "doctor" && string(doctorId) == $doctorId`,
  },
  { route: routePattern(routes.page), filter: `_type == "infoPage" && slug.current == $slug` },
])
