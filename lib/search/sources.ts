/**
 * The index query's rows (lib/content/queries.ts, siteSearchIndexQuery) as the search module's documents. Pure, so
 * that the relevance test and bench:search build the index from the seed exactly as the site does.
 */
import type { SiteSearchIndexQueryResult } from '@/sanity.types'
import { type Lang, ROUTED_LANGUAGES } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { servesInfoPage } from '@/lib/site/info-pages'
import type { SearchSource } from './site-search'

/**
 * CMS pages shown inside a page built in code (the BMI explainer in the calculator's page), by slug: the calculator's
 * own address's last segment is its explainer's slug in each language.
 */
const embeddedPages = (lang: Lang): Record<string, string> => {
  const calculator = routesFor(lang).bmiCalculator()
  return { [calculator.slice(calculator.lastIndexOf('/') + 1)]: calculator }
}
const EMBEDDED_PAGES = Object.fromEntries(ROUTED_LANGUAGES.map((lang) => [lang, embeddedPages(lang)])) as Readonly<
  Record<Lang, Record<string, string>>
>

function pageHref(slug: string, lang: Lang): string | null {
  if (Object.hasOwn(EMBEDDED_PAGES[lang], slug)) return EMBEDDED_PAGES[lang][slug]!
  return servesInfoPage(slug, lang) ? routesFor(lang).page(slug) : null
}

/** A row without a page to link is left out. `lang`: the rows' language, whose addresses the results link. */
export function searchSources(rows: SiteSearchIndexQueryResult, lang: Lang = 'en'): SearchSource[] {
  const routes = routesFor(lang)
  const out: SearchSource[] = []
  for (const row of rows) {
    if (!row.slug || !row.title) continue
    const href =
      row._type === 'conditionArticle'
        ? routes.condition(row.slug)
        : row._type === 'blogPost'
          ? routes.blogPost(row.slug)
          : pageHref(row.slug, lang)
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
      labels: (row.labels ?? [])
        .filter((label): label is string => typeof label === 'string' && label.length > 0)
        .join('\n'),
    })
  }
  return out
}
