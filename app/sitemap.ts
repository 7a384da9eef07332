import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/lib/content'
import { absoluteUrl } from '@/lib/site/seo'
import { sitemapEntries } from '@/lib/site/sitemap'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getSitemapEntries()).map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
  }))
}
