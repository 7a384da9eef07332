// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from '@/components/layout/ErrorPanel'

// The address the reader is on: the way home is read from it.
let address = '/'
vi.mock('next/navigation', () => ({ usePathname: () => address }))

afterEach(() => {
  cleanup()
  address = '/'
})

describe('ErrorPanel', () => {
  it("shows the spec's 'Unexpected Application Error!' with the message, a retry and a way home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reset = vi.fn()
    render(<ErrorPanel error={new Error('Content backend unreachable\n    at stack')} reset={reset} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!')
    expect(screen.getByText('Content backend unreachable')).toBeTruthy()
    expect(document.body.textContent).not.toContain('at stack')
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledOnce()
  })

  it('shows a status when the error carries one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorPanel
        error={Object.assign(new Error('x'), { status: 503, statusText: 'Service Unavailable' })}
        reset={() => {}}
      />,
    )
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy()
  })

  it('speaks Spanish under /es, with the Spanish home as the way back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    address = '/es/buscar'
    render(<ErrorPanel error={Object.assign(new Error('x'), { digest: 'abc123' })} reset={() => {}} lang="es" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error inesperado en la aplicación')
    expect(screen.getByText('Algo salió mal por nuestra parte. Referencia: abc123')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy()
  })
})
