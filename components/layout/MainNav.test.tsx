// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MainNav } from '@/components/layout/MainNav'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { seedText } from '@/tests/support/interface-text'

const topics = [
  { href: routes.condition('diabetes'), label: 'Diabetes' },
  { href: routes.condition('hypertension'), label: 'High Blood Pressure' },
]

afterEach(cleanup)

/** The header with the frame's English words as the seed has them. */
const Nav = () => <MainNav topics={topics} text={seedText('frame')} />

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!

describe('MainNav', () => {
  it('shows the spec links and marks the current page', async () => {
    render(<Nav />)
    for (const name of ['Home', 'Blog', 'About', 'Contact']) expect(screen.getByRole('link', { name })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Consult Doctor' }).getAttribute('href')).toBe(routes.consultation())
    // Marked by an effect after the first paint (the browser knows the path): wait for it rather than race it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page'))
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBeNull()
  })

  it('offers the search box and the link to the page in Spanish, in their own words', () => {
    render(<Nav />)
    expect(screen.getByRole('search', { name: 'Site' })).toBeTruthy()
    expect(screen.getByPlaceholderText('Search the site')).toBeTruthy()
    const spanish = screen.getByRole('link', { name: 'Español: leer esta página en español' })
    expect(spanish.textContent).toBe('Español')
    expect(spanish.getAttribute('href')).toBe(spanishRoutes.about())
  })

  it('renders every topic link in the HTML, with a no-script fallback link for the Topics label', () => {
    render(<Nav />)
    expect(screen.getByRole('link', { name: 'Diabetes' }).getAttribute('href')).toBe(routes.condition('diabetes'))
    expect(screen.getByRole('link', { name: 'Topics' }).getAttribute('href')).toBe(routes.topics())
  })

  it('opens and closes the Topics dropdown by click', () => {
    render(<Nav />)
    const button = screen.getByRole('button', { name: 'Topics' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(button).dataset.open).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(button).dataset.open).toBe('true')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the dropdown on Escape and returns focus to its button', () => {
    render(<Nav />)
    const button = screen.getByRole('button', { name: 'Topics' })
    fireEvent.click(button)
    const link = screen.getByRole('link', { name: 'Diabetes' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes the dropdown when a topic is chosen', () => {
    render(<Nav />)
    const button = screen.getByRole('button', { name: 'Topics' })
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'High Blood Pressure' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('toggles the small-screen menu with aria-expanded', () => {
    render(<Nav />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(toggle).dataset.open).toBe('true')
    expect(panelOf(toggle).querySelector(`a[href="${routes.consultation()}"]`)).toBeTruthy()
  })
})
