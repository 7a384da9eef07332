// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { type HelpEntry } from '@/components/search/CrisisHelpCard'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { settingsOf, sourcesOf } from '@/tests/support/seed-corpus'
import { FIXTURE, fixtureDocuments } from '@/tests/fixtures/dataset'
import { seedText } from '@/tests/support/interface-text'
import { crisisTextOf, searchWords } from '@/lib/search/page-words'
import { buildSearchIndex, parseQuery, searchIndex } from '@/lib/search/site-search'
import { spanishRoutes } from '@/lib/site/localized-routes'
import type { Lang } from '@/lib/site/languages'
import { routes } from '@/lib/site/routes'

afterEach(cleanup)

// The test fixture's content and search settings, as the site reads them (the seed's are checked in content/checks).
const dataset = fixtureDocuments()
const index = buildSearchIndex(sourcesOf(dataset))
const settings = settingsOf(dataset)
/** The crisis card's words in both languages, as the seed holds them (the pages read them from the Studio). */
const crisisText = {
  en: crisisTextOf(seedText('search')),
  es: crisisTextOf(seedText('search', 'es')),
  xa: crisisTextOf(seedText('search', 'xa')),
}

type Props = Parameters<typeof SearchResultsView>[0]
/**
 * The page as the server renders it, in English unless `lang` says otherwise: an async server component, so the test
 * awaits it and renders what it returns.
 */
const page = ({ lang = 'en', ...props }: Pick<Props, 'results'> & Partial<Props>) =>
  SearchResultsView({
    topics: [],
    siteOrigin: 'https://example.org',
    text: seedText('search', lang),
    crisisText,
    blogText: seedText('blog', lang),
    searchBoxText: seedText('frame', lang),
    lang,
    ...props,
  })
/** The page for a search of the fixture; `help` replaces what the search found (the card's own entries). */
const view = (text: string, exact = false, help?: HelpEntry[]) => {
  const results = searchIndex(index, parseQuery(text), 1, { settings, exact })
  return page({
    results: help ? { ...results, help: help as typeof results.help } : results,
    exact,
    topics: [{ href: routes.condition('diabetes'), label: 'Diabetes' }],
  })
}

const suicide: HelpEntry = {
  key: 'suicide',
  call: '988',
  lang: 'en',
  now: ['Thoughts of suicide: call or text 988 now.', 'You are in danger now: call 911.'],
}
const chestPain: HelpEntry = { key: 'chest', call: '911', lang: 'en', now: ['Chest pain that lasts: call 911 now.'] }

describe('search results page', () => {
  it('shows the crisis help card before the box, the count and the results: Call 988 first', async () => {
    render(await view('diabetes', false, [suicide]))
    const card = screen.getByRole('region', { name: 'You are not alone. Help is available now.' })
    const links = within(card).getAllByRole('link')
    expect(links[0]!.textContent).toBe('Call 988')
    expect(links[0]!.getAttribute('href')).toBe('tel:988')
    // Help comes before the search box, the status line and every result in the page's order.
    for (const later of [
      screen.getByRole('search', { name: 'Search again' }),
      screen.getByRole('status'),
      screen.getByRole('list', { name: 'Results' }),
    ])
      expect(card.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows Call 911 first for an emergency, in the server-rendered HTML (no JavaScript needed), found or not', async () => {
    for (const text of ['heart attack', 'zxqv plorbinate']) {
      const html = renderToStaticMarkup(await view(text, false, [chestPain]))
      const help = html.indexOf('data-crisis-help="911"')
      expect(help).toBeGreaterThan(0)
      expect(html.indexOf('href="tel:911"')).toBeGreaterThan(help)
      expect(help).toBeLessThan(html.indexOf('data-search-count'))
    }
  })

  it('shows no help card when the search calls for none, or nothing was searched', async () => {
    render(await view('blood pressure numbers', false, []))
    expect(screen.queryByRole('region')).toBeNull()
    cleanup()
    render(await page({ results: null }))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('gives the card the search’s language: a search in Spanish on the English page gets the Spanish buttons', async () => {
    const suicideEs: HelpEntry = {
      key: 'suicide',
      call: '988',
      lang: 'es',
      now: ['Si piensa en el suicidio: llame al 988 ahora.'],
    }
    render(await view('diabetes', false, [suicideEs]))
    const card = screen.getByRole('region', { name: 'Hay ayuda disponible ahora.' })
    expect(within(card).getAllByRole('link')[0]!.textContent).toBe('Llame al 988 y oprima el 2')
    expect(screen.getByRole('search', { name: 'Search again' })).toBeTruthy()
  })

  it('says which words it searched for a misspelling, with a link to search the words as typed', async () => {
    render(await view('diabetis'))
    const line = screen.getByText(/Showing results for/)
    expect(line.textContent).toBe('Showing results for diabetes. Search instead for diabetis.')
    expect(within(line).getByRole('link', { name: 'diabetis' }).getAttribute('href')).toBe(
      routes.search('diabetis', 1, { exact: true }),
    )
    expect(screen.getByRole('status').textContent).toMatch(/for “diabetes”/)
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain(FIXTURE.guide.title)
  })

  it('searches the words as typed when asked, and finds nothing for a misspelling then', async () => {
    render(await view('diabetis', true))
    expect(screen.queryByText(/Showing results for/)).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('No results for “diabetis”.')
  })

  it('says search is getting ready while its index is first built, with the help still first', async () => {
    const results = { ...searchIndex(index, parseQuery('chest pain'), 1, { settings }), hits: [], total: 0 }
    render(
      await page({
        results: { ...results, pending: true },
        topics: [{ href: routes.condition('diabetes'), label: 'Diabetes' }],
      }),
    )
    expect(screen.getByRole('status').textContent).toMatch(/getting ready.*search again in a few seconds/i)
    expect(screen.queryByText(/No results/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Call 911' })).toBeTruthy()
  })

  it('links the later pages of a Spanish search in Spanish', async () => {
    const results = { ...searchIndex(index, parseQuery('diabetes'), 1, { settings }), total: 45 }
    render(await page({ results, lang: 'es' }))
    const pages = screen.getByRole('navigation', { name: 'Paginación' })
    expect(
      within(pages)
        .getByRole('link', { name: /Siguiente/ })
        .getAttribute('href'),
    ).toBe(spanishRoutes.search('diabetes', 2))
  })
})

describe('the count says how many results in each language', () => {
  const count = (lang: Lang, total: number, span: Parameters<ReturnType<typeof searchWords>['count']>[2] = null) =>
    searchWords(seedText('search', lang), lang).count(total, 'diabetes', span)

  it('in English: one result, more, thousands grouped, and which ones a page shows', () => {
    expect(count('en', 1)).toBe('1 result for “diabetes”.')
    expect(count('en', 2)).toBe('2 results for “diabetes”.')
    expect(count('en', 1234)).toBe('1,234 results for “diabetes”.')
    expect(count('en', 45, { first: 11, last: 20, page: 2, pageCount: 5 })).toBe(
      '45 results for “diabetes”, showing 11 to 20 (page 2 of 5).',
    )
  })

  it('in Spanish', () => {
    expect(count('es', 1)).toBe('1 resultado para «diabetes».')
    expect(count('es', 2)).toBe('2 resultados para «diabetes».')
    expect(count('es', 45, { first: 11, last: 20, page: 2, pageCount: 5 })).toBe(
      '45 resultados para «diabetes»; se muestran del 11 al 20 (página 2 de 5).',
    )
  })

  it('says in Spanish which words it searched for a misspelling', async () => {
    const results = searchIndex(index, parseQuery('diabetis'), 1, { settings })
    render(await page({ results, lang: 'es' }))
    expect(screen.getByText(/Mostrando resultados para/).textContent).toBe(
      'Mostrando resultados para diabetes. Buscar en cambio diabetis.',
    )
  })
})
