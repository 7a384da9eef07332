// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import { routes } from '@/lib/site/routes'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

const honest = 'Our newsletter has not launched yet, so your address was not stored.'
/** The form with the frame's words as the seed has them. */
const Form = ({ lang = 'en' }: { lang?: 'en' | 'es' }) => (
  <NewsletterForm
    action={routes.newsletter()}
    buttonLabel="Subscribe"
    unavailableMessage={honest}
    text={seedText('frame', lang)}
    lang={lang}
  />
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

  it('once scripts run, answers in place: its own check, and the answers for a form sent without script hidden', () => {
    const { container } = render(<Form />)
    expect(container.querySelector('form')!.hasAttribute('novalidate')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status').textContent).toBe('Enter your email address.')
    for (const answer of container.querySelectorAll('[id^="newsletter-footer-"]'))
      expect(answer.className).toMatch(/(^| )hidden( |$)/)
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

describe('NewsletterForm as the server sends it (no script yet)', () => {
  it('is a plain form to the site route, with an active button, the browser check in its own words and every answer hidden', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <NewsletterForm
        action={routes.newsletter()}
        buttonLabel="Suscribirse"
        unavailableMessage={honest}
        text={seedText('frame', 'es')}
        place="blog"
        lang="es"
      />,
    )
    const form = host.querySelector('form')!
    expect(form.getAttribute('action')).toBe('/api/newsletter')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.hasAttribute('novalidate')).toBe(false)
    expect(host.querySelector('button')!.hasAttribute('disabled')).toBe(false)
    const input = host.querySelector('input[name="email"]')!
    expect(input.hasAttribute('required')).toBe(true)
    expect(new RegExp(`^(?:${input.getAttribute('pattern')})$`, 'v').test('ana@example')).toBe(false)
    expect(new RegExp(`^(?:${input.getAttribute('pattern')})$`, 'v').test('ana@example.com')).toBe(true)
    expect(input.getAttribute('title')).toBe('Escriba un correo electrónico como nombre@ejemplo.com.')
    expect((host.querySelector('input[name="place"]') as HTMLInputElement).value).toBe('blog')
    expect((host.querySelector('input[name="lang"]') as HTMLInputElement).value).toBe('es')
    expect(host.querySelector('#newsletter-blog-done')!.textContent).toBe(honest)
    expect(host.querySelector('#newsletter-blog-empty')!.textContent).toBe('Escriba su correo electrónico.')
    for (const answer of host.querySelectorAll('[id^="newsletter-blog-"]'))
      expect(answer.className).toMatch(/(^| )hidden( |$).*target:block/)
  })
})
