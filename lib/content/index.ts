/**
 * Typed reads for pages. Each names the document types it depends on as cache tags, so that a webhook for
 * one type refreshes only the pages that show it.
 */
import { pageCopyFrom, type CopyPage, type PageCopy } from '@/lib/site/page-copy'
import { isPossibleSlug } from '@/lib/site/routes'
import 'server-only'
import { cache } from 'react'
import type {
  BookingQueryResult,
  ConditionBySlugQueryResult,
  MovedConditionQueryResult,
  PageCopyQueryResult,
  ConditionSlugsQueryResult,
  ConsultationQueryResult,
  DoctorIdsQueryResult,
  FaqQueryResult,
  InfoPageBySlugQueryResult,
  InfoPageSlugsQueryResult,
  LandingQueryResult,
  NavConditionsQueryResult,
  ResourcesQueryResult,
  ScreeningQueryResult,
  SettingsQueryResult,
  SitemapQueryResult,
  TeamQueryResult,
} from '@/sanity.types'
import { fetchContent } from './fetch'
import {
  bookingQuery,
  conditionBySlugQuery,
  movedConditionQuery,
  pageCopyQuery,
  conditionSlugsQuery,
  consultationQuery,
  doctorIdsQuery,
  faqQuery,
  infoPageBySlugQuery,
  infoPageSlugsQuery,
  landingQuery,
  navConditionsQuery,
  resourcesQuery,
  screeningQuery,
  settingsQuery,
  sitemapQuery,
  teamQuery,
} from './queries'
import { documentTag, typeTags as t } from './tags'

export type SiteSettings = NonNullable<SettingsQueryResult>
export type NavCondition = NavConditionsQueryResult[number]
export type ConditionArticle = NonNullable<ConditionBySlugQueryResult>
export type InfoPage = NonNullable<InfoPageBySlugQueryResult>

const definedStrings = (values: Array<string | null>) => values.filter((v): v is string => typeof v === 'string')

export const getSettings = cache(async (): Promise<SiteSettings> => {
  const settings = await fetchContent<SettingsQueryResult>({ query: settingsQuery, tags: [t.siteSettings] })
  if (!settings)
    throw new Error('The dataset has no siteSettings document. Run "npm run seed" or create it in the Studio.')
  return settings
})

export const getNavConditions = cache(() =>
  fetchContent<NavConditionsQueryResult>({ query: navConditionsQuery, tags: [t.conditionArticle] }),
)

export async function getConditionSlugs(): Promise<string[]> {
  const slugs = await fetchContent<ConditionSlugsQueryResult>({
    query: conditionSlugsQuery,
    tags: [t.conditionArticle],
  })
  return definedStrings(slugs)
}

// A slug longer than any the Studio accepts names no page: null without a query (nor a cache tag over Next's length).
export const getCondition = cache(async (slug: string) =>
  isPossibleSlug(slug)
    ? fetchContent<ConditionBySlugQueryResult>({
        query: conditionBySlugQuery,
        params: { slug },
        tags: [t.conditionArticle, t.doctor, documentTag(t.conditionArticle, slug)],
      })
    : null,
)

/** The heading, intro and section headings of a page built in code, from its "Page text" document. */
export const getPageCopy = cache(async <P extends CopyPage>(page: P): Promise<PageCopy<P>> =>
  pageCopyFrom(
    page,
    await fetchContent<PageCopyQueryResult>({ query: pageCopyQuery, params: { page }, tags: [t.pageCopy] }),
  ),
)

/** The current slug of the guide that was published under `slug` before; null when none was. */
export const getMovedCondition = cache(async (slug: string) =>
  isPossibleSlug(slug)
    ? fetchContent<MovedConditionQueryResult>({
        query: movedConditionQuery,
        params: { slug },
        tags: [t.conditionArticle],
      })
    : null,
)

export async function getInfoPageSlugs(): Promise<string[]> {
  return definedStrings(await fetchContent<InfoPageSlugsQueryResult>({ query: infoPageSlugsQuery, tags: [t.infoPage] }))
}

export const getInfoPage = cache(async (slug: string) =>
  isPossibleSlug(slug)
    ? fetchContent<InfoPageBySlugQueryResult>({
        query: infoPageBySlugQuery,
        params: { slug },
        tags: [t.infoPage, documentTag(t.infoPage, slug)],
      })
    : null,
)

export const getResources = () =>
  fetchContent<ResourcesQueryResult>({
    query: resourcesQuery,
    tags: [t.resourcesPage, t.resourceTopic, t.emergencyContact, t.toolCard],
  })

export const getScreening = () =>
  fetchContent<ScreeningQueryResult>({ query: screeningQuery, tags: [t.screeningPage, t.screeningCard] })

export const getSitemapEntries = () =>
  fetchContent<SitemapQueryResult>({
    query: sitemapQuery,
    tags: [t.conditionArticle, t.infoPage, t.blogPost, t.siteSettings],
  })

// Landing page (/) and consultation entry page (/homepage).

export const getLanding = () =>
  fetchContent<LandingQueryResult>({
    query: landingQuery,
    tags: [t.landingPage, t.heroSlide, t.stat, t.pillar, t.landingTestimonial],
  })

export const getConsultation = () =>
  fetchContent<ConsultationQueryResult>({ query: consultationQuery, tags: [t.consultationPage, t.featureCard] })
export { getBlogIndex, getBlogPost, getMovedBlogPost, type BlogPost } from './blog'
/** Click-to-edit in the Preview tool: `(await getEditor())(doc)('title')` is a field's `data-sanity` (draft mode only). */
export { getEditor } from './editor'
export type { Edit, Editor } from './edit-attributes'

// Medical team (/doctor-discovery), booking (/booking/[doctorId]) and contact (/contact).

export type TeamDoctor = TeamQueryResult[number]
/** A doctor's booking page; the query reads null for an id no doctor has. */
export type BookingData = NonNullable<BookingQueryResult>
export type BookingDoctor = BookingData['doctor']

export const getTeam = () => fetchContent<TeamQueryResult>({ query: teamQuery, tags: [t.doctor] })

export async function getDoctorIds(): Promise<number[]> {
  const ids = await fetchContent<DoctorIdsQueryResult>({ query: doctorIdsQuery, tags: [t.doctor] })
  return ids.filter((id): id is number => typeof id === 'number')
}

export const getBooking = cache((doctorId: number) =>
  fetchContent<BookingQueryResult>({
    query: bookingQuery,
    params: { doctorId },
    tags: [t.doctor, t.trustPoint, t.bookingTestimonial],
  }),
)

export const getFaq = () => fetchContent<FaqQueryResult>({ query: faqQuery, tags: [t.faqItem] })

// Site search (/search).
export { searchSite } from './search'
export type {
  SearchHit,
  SearchResults,
  SearchKind,
  Highlighted,
  CrisisHelp,
  HelpLine,
  HelpLanguage,
} from '@/lib/search/site-search'
