// @vitest-environment happy-dom
/**
 * Sample testimonials are marked on each card, where they are read, not only
 * in the note above the carousel (a card a reader lands on mid-carousel does not show that note).
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FIXTURE, fixtureDocuments } from '@/tests/fixtures/dataset'
import { seedText } from '@/tests/support/interface-text'
import { testimonialsCarouselWords } from '@/lib/home/words'
import { Testimonials } from './Testimonials'

afterEach(cleanup)

const samples = fixtureDocuments().filter((d) => d._type === 'landingTestimonial') as never[]
/** What the stars are read as: the medical team's words, as the landing page passes them. */
const { ratingLabel } = seedText('team')
const home = seedText('home')
const words = { carousel: testimonialsCarouselWords(home), sampleMark: home.fictionalSample }

describe('landing testimonials', () => {
  it('marks every sample testimonial in its own card', () => {
    render(
      <Testimonials
        section={{ heading: 'What readers say' } as never}
        testimonials={samples}
        ratingLabel={ratingLabel}
        {...words}
      />,
    )
    const cards = screen.getAllByRole('figure')
    expect(cards).toHaveLength(FIXTURE.testimonials)
    for (const card of cards) expect(card.textContent).toContain('Fictional sample')
  })

  it('marks nothing on a real testimonial', () => {
    const real = [{ _id: 'r', name: 'A Reader', content: 'Clear.', rating: 5, initials: 'AR', isSample: false }]
    render(
      <Testimonials
        section={{ heading: 'What readers say' } as never}
        testimonials={real as never}
        ratingLabel={ratingLabel}
        {...words}
      />,
    )
    expect(screen.getByRole('figure').textContent).not.toContain('Fictional sample')
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
  })
})
