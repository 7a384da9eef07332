import type { SitemapQueryResult } from '@/sanity.types'
import { type Lang, LANGUAGES, type ReaderLang } from './languages'
import { servesInfoPage } from './info-pages'
import { pairedPath, routesFor } from './localized-routes'

/** One address of the sitemap, with the same page's address in each language it exists in (hreflang). */
export type SitemapEntry = { path: string; lastModified: string; alternates?: Partial<Record<Lang, string>> }

/** The pages built in code, in one language's addresses: every language has each of them. */
export function staticPathsIn(lang: Lang): string[] {
  const routes = routesFor(lang)
  return [
    routes.home(),
    routes.resources(),
    routes.help(),
    routes.screening(),
    routes.bmiCalculator(),
    routes.consultation(),
    routes.team(),
    routes.contact(),
  ]
}

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
    ...staticPathsIn(lang).map((path) => ({ path, lastModified: settingsDate })),
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
 * Every address in every reader language, each with the same page's address in the other languages that have it: a
 * document's through its translation metadata, a page in code through the routes module. `reads` is each language's
 * read (getSitemapEntries(lang)); the pseudo-locale is never listed, no reader being sent to it.
 */
export function sitemapEntries(reads: Partial<Record<ReaderLang, SitemapQueryResult>>): SitemapEntry[] {
  const rows = new Map<Lang, Row[]>(
    LANGUAGES.map((lang) => [lang, reads[lang] ? languageEntries(reads[lang], lang) : []]),
  )
  const paths = new Map<Lang, Set<string>>(LANGUAGES.map((lang) => [lang, new Set(rows.get(lang)!.map((r) => r.path))]))
  const byId = new Map<string, { lang: Lang; path: string }>()
  for (const [lang, langRows] of rows)
    for (const row of langRows) if (row.id) byId.set(row.id, { lang, path: row.path })
  // Each document's translations: the ids its translation metadata links, in whichever language's read it came.
  const linked = new Map<string, string[]>()
  for (const read of Object.values(reads))
    for (const { ids } of read?.translations ?? [])
      for (const id of ids ?? [])
        if (id)
          linked.set(
            id,
            ids!.filter((other): other is string => Boolean(other)),
          )
  return LANGUAGES.flatMap((lang) =>
    rows.get(lang)!.map(({ id, ...entry }) => {
      const alternates: Partial<Record<Lang, string>> = {}
      if (id)
        for (const other of linked.get(id) ?? []) {
          const found = byId.get(other)
          if (found && found.lang !== lang) alternates[found.lang] = found.path
        }
      else
        for (const other of LANGUAGES) {
          const paired = other === lang ? null : pairedPath(entry.path, lang, other)
          if (paired && paths.get(other)!.has(paired)) alternates[other] = paired
        }
      return Object.keys(alternates).length ? { ...entry, alternates: { [lang]: entry.path, ...alternates } } : entry
    }),
  )
}
