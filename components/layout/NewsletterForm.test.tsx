// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

const honest = 'Our newsletter has not launched yet, so your address was not stored.'
/** The form with the frame's words as the seed has them. */
const Form = ({ lang = 'en' }: { lang?: 'en' | 'es' }) => (
  <NewsletterForm buttonLabel="Subscribe" unavailableMessage={honest} text={seedText('frame', lang)} />
)

describe('NewsletterForm', () => {
  it('asks for an address when the box is empty, and keeps focus there', () => {
    render(<Form />)
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Enter your email address.')
    const input = screen.getByLabelText('Email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input)
  })

  it('explains a malformed address without losing what was typed', () => {
    render(<Form />)
    const input = screen.getByLabelText('Email address') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'ana@example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Enter an email address like name@example.com.')
    expect(input.value).toBe('ana@example')
  })

  it('answers honestly for a valid address', () => {
    render(<Form />)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe(honest)
  })

  it('speaks Spanish with the Spanish words', () => {
    render(<Form lang="es" />)
    expect(screen.getByRole('form', { name: 'Boletín' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Escriba su correo electrónico.')
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy()
  })
})
