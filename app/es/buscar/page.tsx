import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link'
import { CrisisHelpCard } from '@/components/search/CrisisHelpCard'
import { SiteSearchForm } from '@/components/search/SiteSearchForm'
import { getCondition, getNavConditions, getSearchHelpSettings } from '@/lib/content'
import { helpFor, parseQuery } from '@/lib/search/site-search'
import { matchGuides } from '@/lib/search/spanish-guides'
import { spanishRoutes } from '@/lib/site/localized-routes'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export const metadata: Metadata = {
  title: 'Buscar',
  robots: { index: false, follow: true },
  alternates: { canonical: spanishRoutes.search() },
}

/**
 * The Spanish search: help first when the words call for it (the triage vocabulary's Spanish words and the editors'
 * Spanish lines), then the Spanish guides that hold the words. The site's search engine gets its Spanish index next;
 * until then this searches the guides only, and says so.
 */
export default async function SpanishSearchPage({ searchParams }: Props) {
  const text = first((await searchParams).q).slice(0, 200)
  const query = parseQuery(text)
  const [settings, conditions] = await Promise.all([getSearchHelpSettings(), getNavConditions('es')])
  const help = query.words.length ? helpFor(settings, query) : []
  // The guides' names, titles, descriptions, key points and section headings (each guide's read is cached).
  const articles = query.words.length
    ? await Promise.all(conditions.flatMap((c) => (c.slug ? [getCondition(c.slug, 'es')] : [])))
    : []
  const found = new Set(
    matchGuides(
      text,
      articles.flatMap((a) =>
        a?.slug
          ? [
              {
                slug: a.slug,
                texts: [
                  a.name,
                  a.navLabel,
                  a.title,
                  a.description,
                  ...(a.keyPoints ?? []),
                  ...(a.sections ?? []).map((s) => s.title),
                ],
              },
            ]
          : [],
      ),
    ),
  )
  const guides = conditions.filter((c) => c.slug && found.has(c.slug))
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Buscar</h1>
      <div className="mt-6">
        <SiteSearchForm name="Resultados" variant="page" defaultValue={text} lang="es" />
      </div>
      {help.length > 0 && <CrisisHelpCard help={help} className="mt-6" />}
      {query.words.length > 0 && (
        <section aria-labelledby="results-heading" className="mt-8">
          <h2 id="results-heading" className="text-xl font-bold text-gray-900">
            {guides.length ? `Guías en español (${guides.length})` : 'No encontramos guías con esas palabras'}
          </h2>
          <ul className="mt-4 space-y-4">
            {guides.map((c) => (
              <li key={c._id}>
                <Link
                  href={spanishRoutes.condition(c.slug ?? '')}
                  className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {c.name ?? c.navLabel}
                </Link>
                {c.cardDescription ? <p className="text-gray-700">{c.cardDescription}</p> : null}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-gray-700">Por ahora, la búsqueda en español busca solo en las guías.</p>
        </section>
      )}
    </div>
  )
}
