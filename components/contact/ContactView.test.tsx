// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactView } from '@/components/contact/ContactView'
import type { SiteSettings } from '@/lib/content'
import { fixturePageCopy } from '../../tests/fixtures/dataset'
import { seedText } from '../../tests/support/interface-text'
import { articleWords } from '@/lib/site/article-words'

const copy = fixturePageCopy('contact')

afterEach(cleanup)

const settings = {
  contactEmail: 'hello@example.test',
  postalAddress: { street: '1 Test Street', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
  urgentCareNotice: {
    title: 'Not for emergencies or urgent care',
    text: 'Call 911 in an emergency; call or text 988.',
  },
} as unknown as SiteSettings

describe('ContactView', () => {
  it('puts the postal address in valid HTML (no <address> inside a <span>)', () => {
    const { container } = render(
      <ContactView
        copy={copy}
        settings={settings}
        faq={[]}
        text={seedText('contact')}
        sampleNote={articleWords(seedText('article'), 'en').sampleNote}
      />,
    )
    const address = container.querySelector('address')
    expect(address?.textContent).toContain('1 Test Street')
    expect(address?.closest('span')).toBeNull()
  })

  it('shows the not-for-emergencies notice in the message form', () => {
    render(
      <ContactView
        copy={copy}
        settings={settings}
        faq={[]}
        text={seedText('contact')}
        sampleNote={articleWords(seedText('article'), 'en').sampleNote}
      />,
    )
    expect(screen.getByRole('note', { name: 'Not for emergencies or urgent care' }).textContent).toContain('988')
  })
})

describe('ContactView without scripts', () => {
  const view = (contactEmail: string, lang: 'en' | 'es' = 'en') =>
    render(
      <ContactView
        copy={copy}
        settings={{ ...settings, contactEmail } as SiteSettings}
        faq={[]}
        text={seedText('contact', lang)}
        sampleNote={articleWords(seedText('article', lang), lang).sampleNote}
        lang={lang}
      />,
    )

  it('hides the whole form (fields and Send) where scripts do not run, and says why in its place', () => {
    const { container } = view('hello@example.test')
    const form = container.querySelector('form')!
    expect(form.hasAttribute('data-js-only')).toBe(true)
    expect(form.querySelector('button[type="submit"]')).not.toBeNull()
    const instead = screen.getByTestId('contact-without-script')
    expect(instead.hasAttribute('data-no-js-only')).toBe(true)
    expect(form.contains(instead)).toBe(false)
    expect(instead.textContent).toContain('This form needs JavaScript to send your message')
  })

  it('offers the postal address, and a sample inbox never as a link', () => {
    view('hello@healthwisehub.example')
    const instead = screen.getByTestId('contact-without-script')
    expect(instead.querySelector('a[href^="mailto:"]')).toBeNull()
    expect(instead.textContent).toContain('You can also write to us by post:')
    expect(instead.querySelector('address')?.textContent).toContain('1 Test Street')
  })

  it('offers a real inbox as a link', () => {
    view('help@healthwise.org')
    const link = screen.getByTestId('contact-without-script').querySelector('a[href^="mailto:"]')
    expect(link?.getAttribute('href')).toBe('mailto:help@healthwise.org')
  })

  it('says it in Spanish on the Spanish page', () => {
    view('hello@healthwisehub.example', 'es')
    const instead = screen.getByTestId('contact-without-script')
    expect(instead.textContent).toContain('Este formulario necesita JavaScript')
    expect(instead.textContent).toContain('También puede escribirnos por correo postal:')
  })
})
