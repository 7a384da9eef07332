// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { readDataset, settingsOf, sourcesOf } from '@/lib/search/seed-corpus'
import { buildSearchIndex, parseQuery, searchIndex } from '@/lib/search/site-search'
import { routes } from '@/lib/site/routes'

afterEach(cleanup)

// The seed's own content and search settings, as the site reads them.
const dataset = readDataset()
const index = buildSearchIndex(sourcesOf(dataset))
const settings = settingsOf(dataset)
const view = (text: string, exact = false) => (
  <SearchResultsView
    results={searchIndex(index, parseQuery(text), 1, { settings, exact })}
    exact={exact}
    topics={[{ href: routes.condition('diabetes'), label: 'Diabetes' }]}
    siteOrigin="https://example.org"
  />
)

describe('search results page (issue 45)', () => {
  it('shows 988 help before the results for "want to kill myself"', () => {
    render(view('want to kill myself'))
    const card = screen.getByRole('region', { name: 'When to call 911 or see a doctor' })
    expect(within(card).getByRole('link', { name: '988' })).toHaveProperty('href', 'tel:988')
    // Help comes before the status line and any result in the page's order.
    const status = screen.getByRole('status')
    expect(card.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows 911 help first for chest pain, in the server-rendered HTML (no JavaScript needed)', () => {
    const html = renderToStaticMarkup(view('chest pain'))
    const help = html.indexOf('data-search-help="911"')
    expect(help).toBeGreaterThan(0)
    expect(html).toContain('href="tel:911"')
    expect(help).toBeLessThan(html.indexOf('data-search-count'))
    expect(help).toBeLessThan(html.indexOf('aria-label="Results"'))
  })

  it('shows no help card for an ordinary search', () => {
    render(view('blood pressure numbers'))
    expect(screen.queryByRole('region', { name: 'When to call 911 or see a doctor' })).toBeNull()
  })

  it('says which words it searched for a misspelling, with a link to search the words as typed', () => {
    render(view('diabetis'))
    const line = screen.getByText(/Showing results for/)
    expect(line.textContent).toBe('Showing results for diabetes. Search instead for diabetis.')
    expect(within(line).getByRole('link', { name: 'diabetis' }).getAttribute('href')).toBe(
      routes.search('diabetis', 1, { exact: true }),
    )
    expect(screen.getByRole('status').textContent).toMatch(/for “diabetes”/)
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Diabetes')
  })

  it('searches the words as typed when asked, and finds nothing for a misspelling then', () => {
    render(view('diabetis', true))
    expect(screen.queryByText(/Showing results for/)).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('No results for “diabetis”.')
  })
})
