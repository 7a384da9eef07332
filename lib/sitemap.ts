import type { SitemapQueryResult } from '@/sanity.types'

export type SitemapEntry = { path: string; lastModified: string }

/** Pages made from code but dressed in content (home, resources, screening) change when settings do. */
const STATIC_PATHS = ['/', '/resources', '/screening']

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
    ...STATIC_PATHS.map((path) => ({ path, lastModified: settingsDate })),
    ...data.conditions.map((c) => ({ path: `/diseases/${c.slug}`, lastModified: latest(c._updatedAt, c.lastUpdated) })),
    ...data.pages.map((p) => ({ path: `/${p.slug}`, lastModified: latest(p._updatedAt, p.lastUpdated) })),
  ].filter((entry) => entry.lastModified)
}
