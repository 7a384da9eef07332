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
