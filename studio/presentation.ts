/**
 * The Presentation tool: which pages show a document (locations) and which document a page is mainly about
 * (main documents), for condition articles, blog posts, doctors and information pages. Paths come from
 * lib/site/routes.ts and lib/site/preview.ts, so a renamed route changes here by itself.
 */
import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation'
import { documentPath } from '../lib/site/preview'
import { routes } from '../lib/site/routes'

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

export const locations: DocumentLocationResolvers = {
  conditionArticle: locationFor('conditionArticle', 'Health topics (home page)', routes.topics()),
  blogPost: locationFor('blogPost', 'Blog', routes.blog()),
  doctor: defineLocations({
    select: { name: 'name', doctorId: 'doctorId' },
    resolve: (doc) => ({
      locations: [
        { title: 'Medical team', href: routes.team() },
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
