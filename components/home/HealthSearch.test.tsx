// @vitest-environment happy-dom
/**
 * Click-to-edit of the landing search (a client component): the server page computes the attributes and passes them
 * as plain objects; the search spreads them where each text is shown, and a reader's search carries none.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HealthSearch } from '@/components/home/HealthSearch'
import { routes } from '@/lib/site/routes'

// The search pushes to the router only on submit, which these tests do not do.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const words = {
  formName: 'Health topics',
  label: 'Search health topics, diseases and symptoms',
  button: 'Search',
  popularLabel: 'Popular searches:',
}

const at = (path: string) => ({ 'data-sanity': `id=landingPage;type=landingPage;path=${path}` })

describe('HealthSearch', () => {
  it('spreads the placeholder, note and each chip attribute on what shows them, chip by position', () => {
    render(
      <HealthSearch
        searchPath={routes.search()}
        {...words}
        placeholder="Search symptoms"
        note="Results open on this site."
        popular={['Diabetes', 'Asthma']}
        edits={{
          placeholder: at('search.placeholder'),
          note: at('search.note'),
          popular: [at('search.popular:0'), at('search.popular:1')],
        }}
      />,
    )
    const attribute = (el: Element) => el.getAttribute('data-sanity')
    expect(attribute(screen.getByPlaceholderText('Search symptoms'))).toMatch(/path=search\.placeholder$/)
    expect(attribute(screen.getByText('Results open on this site.'))).toMatch(/path=search\.note$/)
    expect(attribute(screen.getByRole('button', { name: 'Asthma' }))).toMatch(/path=search\.popular:1$/)
    expect(attribute(screen.getByRole('button', { name: 'Diabetes' }))).toMatch(/path=search\.popular:0$/)
  })

  it("a reader's search (no attributes) carries none", () => {
    const { container } = render(
      <HealthSearch
        searchPath={routes.search()}
        {...words}
        placeholder="Search symptoms"
        note="Results open on this site."
        popular={['Diabetes']}
      />,
    )
    expect(screen.getByRole('button', { name: 'Diabetes' })).toBeTruthy()
    expect(container.querySelector('[data-sanity]')).toBeNull()
  })

  it('in the server HTML (before hydration, without JavaScript) each chip is a link to its results', () => {
    const html = renderToString(
      <HealthSearch
        searchPath={routes.search()}
        {...words}
        placeholder="Search symptoms"
        note="Results open on this site."
        popular={['High blood pressure']}
      />,
    )
    expect(html).toContain('<a href="/search?q=High+blood+pressure"')
    expect(html).not.toMatch(/<button type="button"/)
  })

  it('once hydrated, a chip fills the box and goes nowhere', () => {
    render(
      <HealthSearch
        searchPath={routes.search()}
        {...words}
        placeholder="Search symptoms"
        note="Results open on this site."
        popular={['Diabetes']}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Diabetes' }))
    expect((screen.getByPlaceholderText('Search symptoms') as HTMLInputElement).value).toBe('Diabetes')
  })

  it("speaks the page's language: the form's name, the box's label, the button and the popular searches' words", () => {
    render(
      <HealthSearch
        searchPath="/es/buscar"
        formName="Temas de salud"
        label="Busque temas de salud, enfermedades y síntomas"
        button="Buscar"
        popularLabel="Búsquedas frecuentes:"
        placeholder="Busque síntomas"
        note="Busca en este sitio."
        popular={['Diabetes']}
      />,
    )
    const form = screen.getByRole('search', { name: 'Temas de salud' })
    expect(form.getAttribute('action')).toBe('/es/buscar')
    expect(form.getAttribute('method')).toBe('get')
    expect(screen.getByRole('searchbox', { name: 'Busque temas de salud, enfermedades y síntomas' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Buscar' }).getAttribute('type')).toBe('submit')
    expect(screen.getByRole('list', { name: 'Búsquedas frecuentes:' })).toBeTruthy()
    expect(screen.queryByText(/Search|Popular/)).toBeNull()
  })
})
