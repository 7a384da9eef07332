// @vitest-environment happy-dom
/**
 * On a launched site, sample impact figures, testimonials by
 * people who do not exist and the fictional doctors' star ratings are not shown to readers, and a section left with
 * nothing real goes with its heading; before launch they stay, marked as samples.
 */
import '../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BookingView } from '@/components/booking/BookingView'
import { ImpactStats } from '@/components/home/ImpactStats'
import { Testimonials } from '@/components/home/Testimonials'
import { TeamView } from '@/components/team/TeamView'
import { fixtureDocuments, fixturePageCopy } from '@/tests/fixtures/dataset'
import { testDoctor as doctor } from '../tests/support/test-doctor'
import { seedText } from '../tests/support/interface-text'
import { testimonialsCarouselWords } from '@/lib/home/words'

/** The interface words the pages pass, as the seed words them. */
const words = { text: seedText('team'), bookingText: seedText('booking') }
/** What the landing's stars are read as: the medical team's words. */
const rating = {
  ratingLabel: seedText('team').ratingLabel,
  carousel: testimonialsCarouselWords(seedText('home')),
  sampleMark: seedText('home').fictionalSample,
}

afterEach(cleanup)

const ofType = (type: string) => fixtureDocuments().filter((d) => d._type === type) as never[]
const stat = (id: string, label: string, isSample: boolean) => ({ _id: id, icon: 'users', number: 12, label, isSample })
const statsSection = { heading: 'Our impact', sampleNote: 'Sample figures: placeholders.' } as never

describe('sample sections on a launched site', () => {
  it('the impact figures: all sample, no section and no heading; a real one is shown alone', () => {
    const { container } = render(
      <ImpactStats section={statsSection} stats={[stat('a', 'People helped', true)] as never} showSamples={false} />,
    )
    expect(container.innerHTML).toBe('')
    cleanup()
    render(
      <ImpactStats
        section={statsSection}
        stats={[stat('a', 'People helped', true), stat('b', 'Guides written', false)] as never}
        showSamples={false}
      />,
    )
    const section = screen.getByRole('region', { name: 'Our impact' })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Guides written'])
    expect(section.textContent).not.toContain('Sample')
  })

  it('before launch the sample figures stay, marked', () => {
    render(<ImpactStats section={statsSection} stats={[stat('a', 'People helped', true)] as never} showSamples />)
    const section = screen.getByRole('region', { name: 'Our impact' })
    expect(section.textContent).toContain('Sample figure')
    expect(section.textContent).toContain('Sample figures: placeholders.')
  })

  it('the landing testimonials: none by invented readers, and no heading over nothing', () => {
    const section = { heading: 'What readers say' } as never
    const { container } = render(
      <Testimonials section={section} testimonials={ofType('landingTestimonial')} showSamples={false} {...rating} />,
    )
    expect(container.innerHTML).toBe('')
    cleanup()
    render(<Testimonials section={section} testimonials={ofType('landingTestimonial')} showSamples {...rating} />)
    expect(screen.getByRole('heading', { name: 'What readers say' })).toBeTruthy()
    expect(screen.getAllByText('Fictional sample').length).toBeGreaterThan(0)
  })

  it("the team page: no sample doctor's star rating and no experience figure summed from sample profiles", () => {
    const doctors = [doctor(1, { isSample: true }), doctor(2, { isSample: true })]
    render(<TeamView {...words} copy={fixturePageCopy('team')} doctors={doctors} showSamples={false} />)
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull()
    expect(screen.queryByText(/Years Combined Experience/)).toBeNull()
    // The profiles themselves stay, marked as samples: the page says they are fictional and booking is a demo.
    expect(screen.getAllByText('Sample profile')).toHaveLength(2)
    cleanup()
    render(<TeamView {...words} copy={fixturePageCopy('team')} doctors={doctors} showSamples />)
    expect(screen.getAllByRole('img', { name: /^Rated/ })).toHaveLength(2)
    expect(screen.getByText(/Years Combined Experience/)).toBeTruthy()
  })

  it('a real doctor keeps the rating on a launched site', () => {
    render(<TeamView {...words} copy={fixturePageCopy('team')} doctors={[doctor(1)]} showSamples={false} />)
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy()
  })

  it('the booking page: no sample testimonials, and no testimonials heading', () => {
    const copy = {
      title: 'Book',
      intro: '',
      texts: { trustHeading: 'Why book', testimonialsHeading: 'What people say' },
    }
    const testimonials = [1, 2].map((n) => ({
      _id: `t${n}`,
      name: `Reader ${n}`,
      rating: 5,
      text: 'Easy.',
      isSample: true,
    }))
    const props = {
      copy,
      doctor: doctor(1, { isSample: true }) as never,
      trustPoints: [],
      testimonials: testimonials as never,
      consultationLabel: 'Consultation',
      price: null,
      fees: null,
      urgentCare: null,
    }
    render(<BookingView {...props} text={seedText('booking')} teamText={seedText('team')} showSamples={false} />)
    expect(screen.queryByRole('heading', { name: copy.texts.testimonialsHeading })).toBeNull()
    expect(screen.queryByText('Reader 1')).toBeNull()
    cleanup()
    render(<BookingView {...props} text={seedText('booking')} teamText={seedText('team')} showSamples />)
    expect(screen.getByRole('heading', { name: copy.texts.testimonialsHeading })).toBeTruthy()
  })
})
