// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageLink } from '@/components/layout/LanguageLink'
import { PATH_PAIRS, spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'

const at = vi.hoisted(() => ({ path: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => at.path }))

afterEach(cleanup)

/** The link as the header renders it on the page at `path`, the browser's address being `url`; then followed. */
function follow(path: string, url: string) {
  at.path = path
  window.history.replaceState(null, '', url)
  render(<LanguageLink lang="en" to="es" hrefLang="es" label="Español" name="Español" pairs={PATH_PAIRS} />)
  const link = screen.getByRole('link', { name: 'Español' })
  const served = link.getAttribute('href')
  link.addEventListener('click', (event) => event.preventDefault())
  fireEvent.click(link)
  return { served, followed: link.getAttribute('href') }
}

describe('the language link keeps the page’s state', () => {
  it('takes a search’s words to the same search in the other language', () => {
    const { served, followed } = follow(routes.search(), routes.search('flu shot', 2))
    expect(served).toBe(spanishRoutes.search())
    expect(followed).toBe(spanishRoutes.search('flu shot', 2))
  })

  it('takes a guide’s section along, and no query to a page that reads none', () => {
    const guide = routes.condition('diabetes')
    const { served, followed } = follow(guide, `${guide}?utm=x#symptoms`)
    expect(served).toBe(spanishRoutes.condition('diabetes'))
    expect(followed).toBe(`${spanishRoutes.condition('diabetes')}#symptoms`)
  })
})
