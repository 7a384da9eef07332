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
  ].filter((entry) => entry.lastModified)
}
