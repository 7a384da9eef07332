// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TeamView } from '@/components/team/TeamView'
import { createEditor } from '@/lib/content/edit-attributes'
import { routes } from '@/lib/site/routes'
import { fixturePageCopy } from '../../tests/fixtures/dataset'
import { seedText } from '../../tests/support/interface-text'
import { testDoctor as doctor } from '../../tests/support/test-doctor'

const copy = fixturePageCopy('team')
const text = seedText('team')
const bookingText = seedText('booking')

afterEach(cleanup)

describe('TeamView', () => {
  it('adds up the experience, anchors each card for the review panels and books by id', () => {
    render(
      <TeamView
        copy={copy}
        text={text}
        bookingText={bookingText}
        doctors={[doctor(1), doctor(2, { experience: '7 years' })]}
      />,
    )
    expect(screen.getByText('17+ Years Combined Experience')).toBeTruthy()
    const card = document.getElementById('doctor-2')!
    expect(within(card).getByRole('heading', { name: 'Dr. Test Person2' })).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy()
    expect(
      within(card).getByRole('link', { name: 'Book a consultation with Dr. Test Person2' }).getAttribute('href'),
    ).toBe(routes.booking(2))
    expect(within(card).getByRole('img', { name: 'Portrait' }).getAttribute('src')).toMatch(/-240x240\.svg\?/)
  })

  it('marks sample profiles, and says nothing of samples when there are none', () => {
    render(
      <TeamView
        copy={copy}
        text={text}
        bookingText={bookingText}
        doctors={[doctor(1, { isSample: true }), doctor(2)]}
      />,
    )
    expect(screen.getAllByText('Sample profile')).toHaveLength(1)
    expect(screen.getByText('Sample profiles.')).toBeTruthy()
    cleanup()
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1)]} />)
    expect(screen.queryByText('Sample profiles.')).toBeNull()
  })

  it('shows the portrait from the CMS, cropped square on the site, with its alt text', () => {
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1)]} />)
    const portrait = screen.getByRole('img', { name: 'Portrait' }) as HTMLImageElement
    expect(portrait.getAttribute('src')).toMatch(
      new RegExp(`^/images/local/production/${'a'.repeat(39)}1-240x240\\.svg\\?.*w=\\d+&h=\\d+`),
    )
    expect([portrait.width, portrait.height]).toEqual([96, 96])
  })

  it('falls back to an initials avatar when the field has no image, and leaves out unknown experience', () => {
    render(
      <TeamView
        copy={copy}
        text={text}
        bookingText={bookingText}
        doctors={[
          doctor(3, {
            photo: { alt: 'Portrait', caption: null, crop: null, hotspot: null, asset: null },
            experience: 'many years',
          }),
        ]}
      />,
    )
    expect(screen.getByRole('img', { name: 'Initials of Dr. Test Person3' }).textContent).toBe('TP')
    expect(screen.queryByText(/Years Combined Experience/)).toBeNull()
    expect(screen.getByText(copy.texts.highlightFree)).toBeTruthy()
    expect(screen.getByText(copy.texts.highlightFees)).toBeTruthy()
  })

  it('speaks Spanish on the Spanish page: the sample note, the card, the booking link and the portraits', () => {
    const noPhoto = { alt: null, caption: null, crop: null, hotspot: null, asset: null }
    render(
      <TeamView
        copy={copy}
        text={seedText('team', 'es')}
        bookingText={seedText('booking', 'es')}
        doctors={[doctor(1, { isSample: true }), doctor(2, { photo: noPhoto })]}
        lang="es"
      />,
    )
    expect(screen.getByRole('list', { name: 'De un vistazo' }).textContent).toContain(
      '20+ años de experiencia en total(cifra de muestra)',
    )
    expect(screen.getByText('Perfiles de muestra.')).toBeTruthy()
    const card = document.getElementById('doctor-2')!
    expect(within(card).getByText('Especialidad')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Pedir una cita con Dr. Test Person2' })).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'Iniciales de Dr. Test Person2' }).textContent).toBe('TP')
    expect(within(document.getElementById('doctor-1')!).getByText('Perfil de muestra')).toBeTruthy()
  })

  it("ties the page text, each doctor's fields and the photo to the Studio in the Preview tool only", () => {
    const options = { studioUrl: '/studio', projectId: 'local', dataset: 'production' }
    const preview = createEditor({ ...options, enabled: true })
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1)]} editor={preview} />)
    const attribute = (el: Element | null) => el?.getAttribute('data-sanity') ?? ''
    expect(attribute(screen.getByRole('heading', { name: 'Dr. Test Person1' }))).toMatch(
      /^id=doctor-1;type=doctor;path=name;/,
    )
    expect(attribute(screen.getByRole('img', { name: 'Portrait' }))).toMatch(/path=photo;/)
    expect(attribute(screen.getByRole('heading', { level: 1 }))).toMatch(/type=pageCopy;path=title;/)
    expect(attribute(screen.getByText(copy.texts.highlightFree))).toMatch(/type=pageCopy;path=texts:[\w-]+\.text;/)
    cleanup()
    const { container } = render(
      <TeamView
        copy={copy}
        text={text}
        bookingText={bookingText}
        doctors={[doctor(1)]}
        editor={createEditor({ ...options, enabled: false })}
      />,
    )
    expect(container.querySelector('[data-sanity]')).toBeNull()
  })

  it('ties the fee panel to the site settings in the Preview tool, and gives a reader none', () => {
    const options = { studioUrl: '/studio', projectId: 'local', dataset: 'production' }
    const fees = { title: 'What it costs', free: 'Reading the guides is free.', paid: 'A consultation costs {price}.' }
    const settings = { _id: 'siteSettings', _type: 'siteSettings' }
    const view = (enabled: boolean) => (
      <TeamView
        copy={copy}
        text={text}
        bookingText={bookingText}
        doctors={[doctor(1)]}
        fees={fees}
        price="$49.99"
        settings={settings}
        editor={createEditor({ ...options, enabled })}
      />
    )
    render(view(true))
    const attribute = (el: Element | null) => el?.getAttribute('data-sanity') ?? ''
    expect(attribute(screen.getByRole('heading', { name: 'What it costs' }))).toMatch(
      /^id=siteSettings;type=siteSettings;path=consultationFees\.title;/,
    )
    expect(attribute(screen.getByText('Reading the guides is free.'))).toMatch(/path=consultationFees\.free;/)
    expect(attribute(screen.getByText(/^A consultation costs/))).toMatch(/path=consultationFees\.paid;/)
    cleanup()
    const { container } = render(view(false))
    expect(screen.getByRole('heading', { name: 'What it costs' })).toBeTruthy()
    expect(container.querySelector('[data-sanity]')).toBeNull()
  })
})
