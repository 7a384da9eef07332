/**
 * Typed reads for pages. Each names the document types it depends on as cache tags, so that a webhook for
 * one type refreshes only the pages that show it.
 */
import 'server-only'
import { cache } from 'react'
import type {
  ConditionBySlugQueryResult,
  ConditionSlugsQueryResult,
  NavConditionsQueryResult,
  PolicyPageBySlugQueryResult,
  ResourcesQueryResult,
  ScreeningQueryResult,
  SettingsQueryResult,
  SitemapQueryResult,
} from '@/sanity.types'
import { fetchContent } from './fetch'
import {
  conditionBySlugQuery,
  conditionSlugsQuery,
  navConditionsQuery,
  policyPageBySlugQuery,
  resourcesQuery,
  screeningQuery,
  settingsQuery,
  sitemapQuery,
} from './queries'

export type SiteSettings = NonNullable<SettingsQueryResult>
export type NavCondition = NavConditionsQueryResult[number]
export type ConditionArticle = NonNullable<ConditionBySlugQueryResult>
export type PolicyPage = NonNullable<PolicyPageBySlugQueryResult>

export const getSettings = cache(async (): Promise<SiteSettings> => {
  const settings = await fetchContent<SettingsQueryResult>({ query: settingsQuery, tags: ['siteSettings'] })
  if (!settings)
    throw new Error('The dataset has no siteSettings document. Run "npm run seed" or create it in the Studio.')
  return settings
})

export const getNavConditions = cache(() =>
  fetchContent<NavConditionsQueryResult>({ query: navConditionsQuery, tags: ['conditionArticle'] }),
)

export async function getConditionSlugs(): Promise<string[]> {
  const slugs = await fetchContent<ConditionSlugsQueryResult>({
    query: conditionSlugsQuery,
    tags: ['conditionArticle'],
  })
  return slugs.filter((slug): slug is string => typeof slug === 'string')
}

export const getCondition = cache((slug: string) =>
  fetchContent<ConditionBySlugQueryResult>({
    query: conditionBySlugQuery,
    params: { slug },
    tags: ['conditionArticle', 'doctor'],
  }),
)

export const getPolicyPage = cache((slug: string) =>
  fetchContent<PolicyPageBySlugQueryResult>({ query: policyPageBySlugQuery, params: { slug }, tags: ['policyPage'] }),
)

export const getResources = () =>
  fetchContent<ResourcesQueryResult>({
    query: resourcesQuery,
    tags: ['resourcesPage', 'resourceTopic', 'emergencyContact', 'toolCard'],
  })

export const getScreening = () =>
  fetchContent<ScreeningQueryResult>({ query: screeningQuery, tags: ['screeningPage', 'screeningCard'] })

export const getSitemapEntries = () =>
  fetchContent<SitemapQueryResult>({ query: sitemapQuery, tags: ['conditionArticle', 'policyPage', 'siteSettings'] })
