import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/lib/content'
import { DEFAULT_LANG, HREFLANG, LANGUAGES, type Lang } from '@/lib/site/languages'
import { absoluteUrl } from '@/lib/site/seo'
import { sitemapEntries } from '@/lib/site/sitemap'

export const revalidate = 3600

// Every reader language, each address with the same page in the others (hreflang alternates, the default language's
// as x-default).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const reads = await Promise.all(LANGUAGES.map(async (lang) => [lang, await getSitemapEntries(lang)] as const))
  return sitemapEntries(Object.fromEntries(reads)).map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    ...(entry.alternates
      ? {
          alternates: {
            languages: {
              ...Object.fromEntries(
                Object.entries(entry.alternates).map(([lang, path]) => [HREFLANG[lang as Lang], absoluteUrl(path)]),
              ),
              'x-default': absoluteUrl(entry.alternates[DEFAULT_LANG] ?? entry.path),
            },
          },
        }
      : {}),
  }))
}
