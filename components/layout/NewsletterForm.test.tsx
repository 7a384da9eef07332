// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NewsletterForm } from '@/components/layout/NewsletterForm'

afterEach(cleanup)

const honest = 'Our newsletter has not launched yet, so your address was not stored.'

describe('NewsletterForm', () => {
  it('asks for an address when the box is empty, and keeps focus there', () => {
    render(<NewsletterForm buttonLabel="Subscribe" unavailableMessage={honest} />)
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Enter your email address.')
    const input = screen.getByLabelText('Email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input)
  })

  it('explains a malformed address without losing what was typed', () => {
    render(<NewsletterForm buttonLabel="Subscribe" unavailableMessage={honest} />)
    const input = screen.getByLabelText('Email address') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'ana@example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Enter an email address like name@example.com.')
    expect(input.value).toBe('ana@example')
  })

  it('answers honestly for a valid address', () => {
    render(<NewsletterForm buttonLabel="Subscribe" unavailableMessage={honest} />)
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe(honest)
  })
})
