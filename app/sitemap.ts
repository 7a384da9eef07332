import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/lib/content'
import { HREFLANG } from '@/lib/site/languages'
import { absoluteUrl } from '@/lib/site/seo'
import { sitemapEntries } from '@/lib/site/sitemap'

export const revalidate = 3600

// Both languages, each address with its pair (hreflang alternates, the English one as x-default).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [english, spanish] = await Promise.all([getSitemapEntries('en'), getSitemapEntries('es')])
  return sitemapEntries(english, spanish).map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    ...(entry.alternates
      ? {
          alternates: {
            languages: {
              ...Object.fromEntries(
                Object.entries(entry.alternates).map(([lang, path]) => [
                  HREFLANG[lang as 'en' | 'es'],
                  absoluteUrl(path),
                ]),
              ),
              'x-default': absoluteUrl(entry.alternates.en ?? entry.path),
            },
          },
        }
      : {}),
  }))
}
