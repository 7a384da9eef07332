import type { SitemapQueryResult } from '@/sanity.types'
import { isStandalonePageSlug, routes, staticSitemapPaths } from './routes'

export type SitemapEntry = { path: string; lastModified: string }

function latest(...dates: Array<string | null | undefined>): string {
  return (
    dates
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? ''
  )
}

function blogEntries(posts: SitemapQueryResult['posts']): SitemapEntry[] {
  const entries = posts.flatMap((p) =>
    p.slug ? [{ path: routes.blogPost(p.slug), lastModified: latest(p._updatedAt, p.publishedAt) }] : [],
  )
  if (!entries.length) return []
  // The list changes whenever a post does.
  return [{ path: routes.blog(), lastModified: latest(...entries.map((e) => e.lastModified)) }, ...entries]
}

export function sitemapEntries(data: SitemapQueryResult): SitemapEntry[] {
  const settingsDate = data.settings?._updatedAt ?? ''
  return [
    // Pages made in code but dressed in content change when the settings do.
    ...staticSitemapPaths.map((path) => ({ path, lastModified: settingsDate })),
    ...data.conditions.flatMap((c) =>
      c.slug ? [{ path: routes.condition(c.slug), lastModified: latest(c._updatedAt, c.lastUpdated) }] : [],
    ),
    // Only pages the [slug] route serves; one named after a built-in route is shown inside it.
    ...data.pages.flatMap((p) =>
      p.slug && isStandalonePageSlug(p.slug)
        ? [{ path: routes.page(p.slug), lastModified: latest(p._updatedAt, p.lastUpdated) }]
        : [],
    ),
    ...blogEntries(data.posts),
  ].filter((entry) => entry.lastModified)
}
