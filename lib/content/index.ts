/**
 * Typed reads for pages. Each names the document types it depends on as cache tags, so that a webhook for
 * one type refreshes only the pages that show it.
 */
import { pageCopyFrom, type CopyPage, type PageCopy } from '@/lib/site/page-copy'
import { INTERFACE_AREAS, type InterfaceArea } from '@/lib/interface/areas'
import { interfaceTextFrom, type InterfaceText } from '@/lib/site/interface-text'
import { isPossibleSlug } from '@/lib/site/routes'
import { servesInfoPage } from '@/lib/site/info-pages'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import 'server-only'
import { permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'
import type {
  BookingQueryResult,
  ConditionBySlugQueryResult,
  MovedConditionQueryResult,
  PageCopyQueryResult,
  InterfaceTextQueryResult,
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
  TranslationQueryResult,
} from '@/sanity.types'
import { getBlogPost, getMovedBlogPost } from './blog'
import { fetchContent } from './fetch'
import { missingAnswer, type MissingReader, servedPath } from './missing'
import { keepToApproved, withheldFromLists, withoutWithheldRelated } from './medical'
import {
  bookingQuery,
  CONDITION_FIELDS,
  conditionBySlugQuery,
  movedConditionQuery,
  pageCopyQuery,
  interfaceTextQuery,
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
  translationQuery,
} from './queries'
import { documentTag, typeTags as t } from './tags'

export type SiteSettings = NonNullable<SettingsQueryResult>
export type NavCondition = NavConditionsQueryResult[number]
export type ConditionArticle = NonNullable<ConditionBySlugQueryResult>
export type InfoPage = NonNullable<InfoPageBySlugQueryResult>

const definedStrings = (values: Array<string | null>) => values.filter((v): v is string => typeof v === 'string')

/** The site settings in a language; the English ones when that language has none yet (a safe fallback). */
export const getSettings = cache(async (lang: Lang = 'en'): Promise<SiteSettings> => {
  const settings =
    (await fetchContent<SettingsQueryResult>({ query: settingsQuery, params: { lang }, tags: [t.siteSettings] })) ??
    (lang === 'en' ? null : await getSettings('en'))
  if (!settings)
    throw new Error('The dataset has no siteSettings document. Run "npm run seed" or create it in the Studio.')
  return settings
})

/** The guides the navigation and cards list: a guide whose published version is not approved is left out. */
export const getNavConditions = cache(async (lang: Lang = 'en'): Promise<NavConditionsQueryResult> => {
  const [conditions, withheld] = await Promise.all([
    fetchContent<NavConditionsQueryResult>({ query: navConditionsQuery, params: { lang }, tags: [t.conditionArticle] }),
    withheldFromLists(),
  ])
  return conditions.filter((condition) => !withheld.has(condition._id))
})

export async function getConditionSlugs(lang: Lang = 'en'): Promise<string[]> {
  const slugs = await fetchContent<ConditionSlugsQueryResult>({
    query: conditionSlugsQuery,
    params: { lang },
    tags: [t.conditionArticle],
  })
  return definedStrings(slugs)
}

// A slug longer than any the Studio accepts names no page: null without a query (nor a cache tag over Next's length).
// Readers get approved text only: the last approved version when the published one is not (./medical.ts).
export const getCondition = cache(async (slug: string, lang: Lang = 'en') => {
  if (!isPossibleSlug(slug)) return null
  const params = { slug, lang }
  const tags = [t.conditionArticle, t.doctor, documentTag(t.conditionArticle, slug)]
  const article = await fetchContent<ConditionBySlugQueryResult>({ query: conditionBySlugQuery, params, tags })
  return withoutWithheldRelated(await keepToApproved(article, CONDITION_FIELDS, params, tags))
})

/** The heading, intro and section headings of a page built in code, from its "Page text" document. */
export const getPageCopy = cache(async <P extends CopyPage>(page: P, lang: Lang = 'en'): Promise<PageCopy<P>> =>
  pageCopyFrom(
    page,
    (await fetchContent<PageCopyQueryResult>({ query: pageCopyQuery, params: { page, lang }, tags: [t.pageCopy] })) ??
      // A page with no text in this language yet shows the English text rather than none.
      (lang === 'en'
        ? null
        : await fetchContent<PageCopyQueryResult>({
            query: pageCopyQuery,
            params: { page, lang: 'en' },
            tags: [t.pageCopy],
          })),
  ),
)

/** An area's interface words (labels, buttons, messages) in a language, from its "Interface words" document. */
export const getInterfaceText = cache(
  async <A extends InterfaceArea>(area: A, lang: Lang = 'en'): Promise<InterfaceText<(typeof INTERFACE_AREAS)[A]>> =>
    interfaceTextFrom(
      INTERFACE_AREAS[area],
      lang,
      await fetchContent<InterfaceTextQueryResult>({
        query: interfaceTextQuery,
        params: { area, lang },
        tags: [t.interfaceText],
      }),
    ),
)

/** The current slug of the guide that was published under `slug` before; null when none was. */
export const getMovedCondition = cache(async (slug: string, lang: Lang = 'en') =>
  isPossibleSlug(slug)
    ? fetchContent<MovedConditionQueryResult>({
        query: movedConditionQuery,
        params: { slug, lang },
        tags: [t.conditionArticle],
      })
    : null,
)

export async function getInfoPageSlugs(lang: Lang = 'en'): Promise<string[]> {
  return definedStrings(
    await fetchContent<InfoPageSlugsQueryResult>({ query: infoPageSlugsQuery, params: { lang }, tags: [t.infoPage] }),
  )
}

export const getInfoPage = cache(async (slug: string, lang: Lang = 'en') =>
  isPossibleSlug(slug)
    ? fetchContent<InfoPageBySlugQueryResult>({
        query: infoPageBySlugQuery,
        params: { slug, lang },
        tags: [t.infoPage, documentTag(t.infoPage, slug)],
      })
    : null,
)

export const getResources = (lang: Lang = 'en') =>
  fetchContent<ResourcesQueryResult>({
    query: resourcesQuery,
    params: { lang },
    tags: [t.resourcesPage, t.resourceTopic, t.emergencyContact, t.toolCard],
  })

export const getScreening = (lang: Lang = 'en') =>
  fetchContent<ScreeningQueryResult>({
    query: screeningQuery,
    params: { lang },
    tags: [t.screeningPage, t.screeningCard],
  })

/** The sitemap's pages: guides and posts whose published version is not approved are left out. */
export const getSitemapEntries = async (lang: Lang = 'en'): Promise<SitemapQueryResult> => {
  const [entries, withheld] = await Promise.all([
    fetchContent<SitemapQueryResult>({
      query: sitemapQuery,
      params: { lang },
      tags: [t.conditionArticle, t.infoPage, t.blogPost, t.siteSettings],
    }),
    withheldFromLists(),
  ])
  return {
    ...entries,
    conditions: entries.conditions.filter((entry) => !withheld.has(entry._id)),
    posts: entries.posts.filter((entry) => !withheld.has(entry._id)),
  }
}

// Landing page (/) and consultation entry page (/homepage).

export const getLanding = (lang: Lang = 'en') =>
  fetchContent<LandingQueryResult>({
    query: landingQuery,
    params: { lang },
    tags: [t.landingPage, t.heroSlide, t.stat, t.pillar, t.landingTestimonial],
  })

export const getConsultation = (lang: Lang = 'en') =>
  fetchContent<ConsultationQueryResult>({
    query: consultationQuery,
    params: { lang },
    tags: [t.consultationPage, t.featureCard],
  })
export { getBlogIndex, getBlogPost, getMovedBlogPost, type BlogPost } from './blog'
/** Click-to-edit in the Preview tool: `(await getEditor())(doc)('title')` is a field's `data-sanity` (draft mode only). */
export { getEditor } from './editor'
export type { Edit, Editor } from './edit-attributes'

// Medical team (/doctor-discovery), booking (/booking/[doctorId]) and contact (/contact).

export type TeamDoctor = TeamQueryResult[number]
/** A doctor's booking page; the query reads null for an id no doctor has. */
export type BookingData = NonNullable<BookingQueryResult>
export type BookingDoctor = BookingData['doctor']

export const getTeam = (lang: Lang = 'en') =>
  fetchContent<TeamQueryResult>({ query: teamQuery, params: { lang }, tags: [t.doctor] })

export async function getDoctorIds(lang: Lang = 'en'): Promise<number[]> {
  const ids = await fetchContent<DoctorIdsQueryResult>({ query: doctorIdsQuery, params: { lang }, tags: [t.doctor] })
  return ids.filter((id): id is number => typeof id === 'number')
}

export const getBooking = cache((doctorId: number, lang: Lang = 'en') =>
  fetchContent<BookingQueryResult>({
    query: bookingQuery,
    params: { doctorId, lang },
    tags: [t.doctor, t.trustPoint, t.bookingTestimonial],
  }),
)

export const getFaq = (lang: Lang = 'en') =>
  fetchContent<FaqQueryResult>({ query: faqQuery, params: { lang }, tags: [t.faqItem] })

/**
 * The same document's translation in `to`: its type and slug, read through its translation.metadata document (the
 * Studio's document-internationalization plugin links each pair). Null when it has none yet.
 */
export const getTranslation = cache(async (id: string, to: Lang) =>
  fetchContent<TranslationQueryResult>({
    query: translationQuery,
    params: { id: id.replace(/^drafts\./, ''), to },
    // A translation is made and linked when its document is published: that publish's tags refresh this.
    tags: [t.conditionArticle, t.infoPage, t.blogPost],
  }),
)

/** The information page with this slug, when the one-segment route of `lang` serves it (lib/site/info-pages.ts). */
export const getServedInfoPage = (slug: string, lang: Lang) =>
  servesInfoPage(slug, lang) ? getInfoPage(slug, lang) : Promise.resolve(null)

/** The documents an address of a reader page can name: a condition guide, a blog post or an information page. */
export type MissingKind = 'guide' | 'post' | 'page'

const missingReaders: Record<MissingKind, MissingReader> = {
  guide: {
    find: getCondition,
    moved: getMovedCondition,
    translation: getTranslation,
    path: (lang, slug) => routesFor(lang).condition(slug),
  },
  post: {
    find: getBlogPost,
    moved: getMovedBlogPost,
    translation: getTranslation,
    path: (lang, slug) => routesFor(lang).blogPost(slug),
  },
  // Information pages keep no old slugs.
  page: {
    find: getServedInfoPage,
    translation: getTranslation,
    path: (lang, slug) => routesFor(lang).page(slug),
    serves: servesInfoPage,
  },
}

/**
 * A document's translation into `to`, as its page: its address and its last change (a translation may be behind its
 * source), or null when it has none or the route of `to` does not serve its slug.
 */
export async function getTranslationPage(kind: MissingKind, id: string, to: Lang) {
  const translation = await getTranslation(id, to)
  const path = servedPath(missingReaders[kind], translation?.slug, to)
  return path ? { path, lastUpdated: translation!.lastUpdated } : null
}

/**
 * For an address that names no document of `kind` in `lang`: redirects where ./missing.ts says it goes (an old slug,
 * the other language's slug); returns when the answer is the not-found page, which the route then renders.
 */
export async function resolveMissing(kind: MissingKind, slug: string, lang: Lang): Promise<void> {
  const answer = await missingAnswer(missingReaders[kind], slug, lang)
  if (answer?.permanent) permanentRedirect(answer.to)
  if (answer) redirect(answer.to)
}

// Site search (/search), and the blog's box (/api/blog/search).
export { searchSite } from './search'
export { searchBlog } from './blog-search'
export type {
  SearchHit,
  SearchResults,
  SearchKind,
  Highlighted,
  CrisisHelp,
  HelpLine,
  HelpLanguage,
} from '@/lib/search/site-search'
