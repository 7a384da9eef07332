// @vitest-environment happy-dom
/**
 * The seed's support line (a 555-01xx number, kept for fiction) was a tappable
 * tel: link on /contact and /resources, beside an inbox at a .example address. With settings that hold such details
 * (the test fixture's), no page offers them as links now; each says it is a sample where it is read. A real number or
 * address stays a link. That the seed's own details are fictional is a content check (demo-honesty).
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { ContactView } from '@/components/contact/ContactView'
import { ResourcesView } from '@/components/info/ResourcesView'
import { SiteFooter } from '@/components/layout/SiteFooter'
import type { SiteSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/content/seed/kit'
import { FIXTURE, fixturePageCopy, fixtureSettings } from '@/tests/fixtures/dataset'
import { ContactDetail } from './ContactDetail'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const settings = fixtureSettings() as unknown as SiteSettings
const { phone, email } = FIXTURE
const links = (root: Element) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
const noPlaceholderLinks = (root: Element) =>
  expect(links(root).filter((h) => h === `tel:${phone.tel}` || /^mailto:.*\.example$/.test(h))).toEqual([])

describe('placeholder contact details are shown as samples, not as links', () => {
  it(`${routes.contact()}: the support line and the e-mail address`, () => {
    const { container } = render(
      <ContactView
        copy={fixturePageCopy('contact')}
        settings={settings}
        faq={[]}
        text={seedText('contact')}
        sampleNote={en.sampleNote}
      />,
    )
    noPlaceholderLinks(container)
    expect(screen.getByText((text) => text.startsWith(phone.number)).textContent).toBe(
      `${phone.number} (sample number: not in service)`,
    )
    expect(screen.getByText((text) => text.startsWith(email)).textContent).toBe(
      `${email} (sample address: not in use yet)`,
    )
  })

  it('/resources: the support line', () => {
    const { container } = render(
      <ResourcesView
        words={en}
        data={{ page: { title: 'R' }, topics: [], tools: [], emergencyContacts: [] } as never}
        settings={settings}
      />,
    )
    noPlaceholderLinks(container)
    expect(container.textContent).toContain(`${phone.number} (sample number: not in service)`)
  })

  it('/resources: every help line in an emergency contact is one tap, the Spanish text to 988 with AYUDA', () => {
    const { container } = render(
      <ResourcesView
        words={en}
        data={
          {
            page: { title: 'R' },
            topics: [],
            tools: [],
            emergencyContacts: [
              {
                _id: 'c988',
                name: 'Línea 988',
                number: '988',
                tel: '988',
                description: 'Llame al 988 y oprima el 2, o envíe AYUDA por mensaje de texto al 988.',
              },
            ],
          } as never
        }
        settings={settings}
      />,
    )
    expect(links(container)).toEqual(expect.arrayContaining(['tel:988', 'sms:988?body=AYUDA']))
  })

  it('the footer on every page', () => {
    const { container } = render(
      <SiteFooter
        settings={settings}
        text={seedText('frame')}
        consentText={seedText('consent')}
        sampleEmail={en.sampleNote.email}
      />,
    )
    noPlaceholderLinks(container)
    expect(container.textContent).toContain('(sample address: not in use yet)')
  })

  it('policy pages: a mailto: to a placeholder address in the text', () => {
    const md =
      'Write to [hello@healthwisehub.example](mailto:hello@healthwisehub.example) or [us](mailto:help@nih.gov).'
    const { container } = render(
      <RichText words={en} value={markdownToBlocks(md, 'test') as never} headingId={createIdRegistry()} />,
    )
    expect(links(container)).toEqual(['mailto:help@nih.gov'])
    expect(container.textContent).toContain('hello@healthwisehub.example (sample address: not in use yet)')
  })

  it('a real number or address is still a link to dial or write to', () => {
    render(
      <>
        <ContactDetail kind="phone" value="1-800-222-1222" dial="18002221222" sampleNote={en.sampleNote.phone} />
        <ContactDetail kind="email" value="help@healthwisehub.org" sampleNote={en.sampleNote.email} />
      </>,
    )
    expect(screen.getByRole('link', { name: '1-800-222-1222' }).getAttribute('href')).toBe('tel:18002221222')
    expect(screen.getByRole('link', { name: 'help@healthwisehub.org' }).getAttribute('href')).toBe(
      'mailto:help@healthwisehub.org',
    )
  })
})
