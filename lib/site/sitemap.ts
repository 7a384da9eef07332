import type { SitemapQueryResult } from '@/sanity.types'
import { type Lang, LANGUAGES, PSEUDO_LANG } from './languages'
import { servesInfoPage } from './info-pages'
import { pairedPath, routesFor } from './localized-routes'
import { staticSitemapPaths } from './routes'

/** One address of the sitemap, with the same page's address in each language it exists in (hreflang). */
export type SitemapEntry = { path: string; lastModified: string; alternates?: Partial<Record<Lang, string>> }

/** The pages built in code that exist in Spanish so far (each pairs with its English page by the routes module). */
export const spanishStaticPaths = [
  routesFor('es').home(),
  routesFor('es').bmiCalculator(),
  routesFor('es').contact(),
  routesFor('es').team(),
  routesFor('es').consultation(),
  routesFor('es').resources(),
  routesFor('es').help(),
  routesFor('es').screening(),
]

function latest(...dates: Array<string | null | undefined>): string {
  return (
    dates
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? ''
  )
}

type Row = SitemapEntry & { id?: string }

function blogEntries(posts: SitemapQueryResult['posts'], lang: Lang): Row[] {
  const routes = routesFor(lang)
  const entries = posts.flatMap((p) =>
    p.slug ? [{ id: p._id, path: routes.blogPost(p.slug), lastModified: latest(p._updatedAt, p.publishedAt) }] : [],
  )
  if (!entries.length) return []
  // The list changes whenever a post does.
  return [{ path: routes.blog(), lastModified: latest(...entries.map((e) => e.lastModified)) }, ...entries]
}

/** One language's addresses: its pages in code, guides, information pages and blog. */
function languageEntries(data: SitemapQueryResult, lang: Lang): Row[] {
  const routes = routesFor(lang)
  const settingsDate = data.settings?._updatedAt ?? ''
  return [
    // Pages made in code but dressed in content change when the settings do.
    ...(lang === 'en' ? staticSitemapPaths : spanishStaticPaths).map((path) => ({ path, lastModified: settingsDate })),
    ...data.conditions.flatMap((c) =>
      c.slug ? [{ id: c._id, path: routes.condition(c.slug), lastModified: latest(c._updatedAt, c.lastUpdated) }] : [],
    ),
    // Only pages the [slug] route serves; one named after a built-in route is shown inside it.
    // A language lists only the information pages it serves.
    ...data.pages.flatMap((p) =>
      p.slug && servesInfoPage(p.slug, lang)
        ? [{ id: p._id, path: routes.page(p.slug), lastModified: latest(p._updatedAt, p.lastUpdated) }]
        : [],
    ),
    ...blogEntries(data.posts, lang),
  ].filter((entry) => entry.lastModified)
}

/**
 * Every address in both languages, each with its pair: a document's through its translation metadata, a page in
 * code through the routes module. `data` is each language's read (getSitemapEntries(lang)).
 */
export function sitemapEntries(data: SitemapQueryResult, spanish?: SitemapQueryResult): SitemapEntry[] {
  const rows: Record<Lang, Row[]> = {
    en: languageEntries(data, 'en'),
    es: spanish ? languageEntries(spanish, 'es') : [],
    // No reader is sent to the pseudo-locale: its pages are never listed.
    [PSEUDO_LANG]: [],
  }
  const paths: Record<Lang, Set<string>> = {
    en: new Set(rows.en.map((r) => r.path)),
    es: new Set(rows.es.map((r) => r.path)),
    [PSEUDO_LANG]: new Set(),
  }
  const byId = new Map<string, Row>([...rows.en, ...rows.es].flatMap((r) => (r.id ? [[r.id, r] as const] : [])))
  const pairOf = new Map<string, string>()
  for (const pair of [...(data.pairs ?? []), ...(spanish?.pairs ?? [])])
    if (pair.en && pair.es) {
      pairOf.set(pair.en, pair.es)
      pairOf.set(pair.es, pair.en)
    }
  return LANGUAGES.flatMap((lang) =>
    rows[lang].map(({ id, ...entry }) => {
      const other: Lang = lang === 'en' ? 'es' : 'en'
      const paired = id ? byId.get(pairOf.get(id) ?? '')?.path : pairedPath(entry.path, lang, other)
      if (!paired || !paths[other].has(paired)) return entry
      return { ...entry, alternates: { [lang]: entry.path, [other]: paired } }
    }),
  )
}
