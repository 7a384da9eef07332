// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageLinks } from '@/components/layout/LanguageLinks'
import { type Lang, languageEntries, PSEUDO_LANG, ROUTED_LANGUAGES } from '@/lib/site/languages'
import { PATH_PAIRS, routesFor, spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'

const at = vi.hoisted(() => ({ path: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => at.path }))

afterEach(cleanup)

/** The header's language links on the page at `path` in English, the browser's address being `url`. */
function header(path: string, url: string, served: readonly Lang[] = ['en', 'es']) {
  at.path = path
  window.history.replaceState(null, '', url)
  return render(
    <LanguageLinks
      lang="en"
      entries={languageEntries('en', served)}
      label="Español"
      name="Español: leer esta página en español"
      menuLabel="Language"
      pairs={PATH_PAIRS}
    />,
  )
}

/** A link as served, then as followed (its address when clicked). */
function follow(link: HTMLElement) {
  const served = link.getAttribute('href')
  link.addEventListener('click', (event) => event.preventDefault())
  fireEvent.click(link)
  return { served, followed: link.getAttribute('href') }
}

describe('the language link keeps the page’s state', () => {
  it('takes a search’s words to the same search in the other language', () => {
    header(routes.search(), routes.search('flu shot', 2))
    const { served, followed } = follow(screen.getByRole('link', { name: /^Español/ }))
    expect(served).toBe(spanishRoutes.search())
    expect(followed).toBe(spanishRoutes.search('flu shot', 2))
  })

  it('takes a guide’s section along, and no query to a page that reads none', () => {
    const guide = routes.condition('diabetes')
    header(guide, `${guide}?utm=x#symptoms`)
    const { served, followed } = follow(screen.getByRole('link', { name: /^Español/ }))
    expect(served).toBe(spanishRoutes.condition('diabetes'))
    expect(followed).toBe(`${spanishRoutes.condition('diabetes')}#symptoms`)
  })

  it('is a single link, with no menu, when one other language is served', () => {
    const { container } = header(routes.about(), routes.about())
    expect(container.querySelector('details')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })
})

describe('the language menu, when two other languages or more are served', () => {
  const guide = routes.condition('diabetes')

  it('lists each other language by its name in itself, in its language, inside a disclosure', () => {
    const { container } = header(guide, guide, ROUTED_LANGUAGES)
    const menu = container.querySelector('details')!
    expect(menu.querySelector('summary')?.textContent).toBe('Language')
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual([
      ['Español', 'es', 'es'],
      ['Ƥšéûđö', 'en-XA', 'en-XA'],
    ])
    expect(links.every((link) => menu.contains(link))).toBe(true)
  })

  it('leads each entry to the paired page, with the guide’s section and the search’s words', () => {
    header(guide, `${guide}#symptoms`, ROUTED_LANGUAGES)
    expect(follow(screen.getByRole('link', { name: 'Ƥšéûđö' }))).toEqual({
      served: routesFor(PSEUDO_LANG).condition('diabetes'),
      followed: `${routesFor(PSEUDO_LANG).condition('diabetes')}#symptoms`,
    })
    cleanup()
    header(routes.search(), routes.search('asthma'), ROUTED_LANGUAGES)
    expect(follow(screen.getByRole('link', { name: 'Español' })).followed).toBe(spanishRoutes.search('asthma'))
  })

  it('closes on Escape and gives the focus back to its summary', () => {
    const { container } = header(guide, guide, ROUTED_LANGUAGES)
    const menu = container.querySelector('details')!
    menu.open = true
    screen.getByRole('link', { name: 'Español' }).focus()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Español' }), { key: 'Escape' })
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(menu.querySelector('summary'))
  })
})
