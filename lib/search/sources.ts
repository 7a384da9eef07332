/**
 * The index query's rows (lib/content/queries.ts, siteSearchIndexQuery) as the search module's documents. Pure, so
 * that the relevance test and bench:search build the index from the seed exactly as the site does.
 */
import type { SiteSearchIndexQueryResult } from '@/sanity.types'
import { isStandalonePageSlug, routes } from '@/lib/site/routes'
import type { SearchSource } from './site-search'

/** CMS pages shown inside a page built in code (the BMI explainer in /bmi-calculator), by slug. */
const EMBEDDED_PAGES: Record<string, string> = { [routes.bmiCalculator().slice(1)]: routes.bmiCalculator() }

function pageHref(slug: string): string | null {
  if (isStandalonePageSlug(slug)) return routes.page(slug)
  return Object.hasOwn(EMBEDDED_PAGES, slug) ? EMBEDDED_PAGES[slug]! : null
}

/** A row without a page to link is left out. */
export function searchSources(rows: SiteSearchIndexQueryResult): SearchSource[] {
  const out: SearchSource[] = []
  for (const row of rows) {
    if (!row.slug || !row.title) continue
    const href =
      row._type === 'conditionArticle'
        ? routes.condition(row.slug)
        : row._type === 'blogPost'
          ? routes.blogPost(row.slug)
          : pageHref(row.slug)
    if (!href) continue
    out.push({
      kind: row._type === 'conditionArticle' ? 'guide' : row._type === 'blogPost' ? 'post' : 'page',
      title: row.title,
      href,
      summary: row.summary ?? '',
      headings: (row.headings ?? [])
        .filter((part): part is string => typeof part === 'string' && part.length > 0)
        .join('\n'),
      body: row.text.filter((part): part is string => typeof part === 'string' && part.length > 0).join('\n'),
      date: row.date,
    })
  }
  return out
}
