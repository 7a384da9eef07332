// @vitest-environment happy-dom
/**
 * The fee box above the booking wizard and on the team page sat directly above
 * "no payment is taken" and said a consultation "costs $49.99 … nothing is charged before you confirm". Whatever the
 * CMS words (here the test fixture's), the box now says it is a demonstration before any price; that the seed's own
 * words call the price a sample is a content check (content/checks/demo-honesty.test.ts).
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConsultationFees } from '@/components/booking/ConsultationFees'
import type { SiteSettings } from '@/lib/content'
import { FIXTURE, fixtureSettings } from '@/tests/fixtures/dataset'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

const settings = fixtureSettings() as unknown as SiteSettings
const fees = settings.consultationFees
/** The booking's words as the seed holds them (the Studio's "Interface words: Booking"). */
const text = seedText('booking', 'en')

/** Whether `a` comes before `b` in document order, as a reader and a screen reader meet them. */
const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('the fee box reads as a demonstration, the price included', () => {
  it('says "Demonstration only" before the price, then the settings\' words with the price in them', () => {
    render(<ConsultationFees fees={fees} price="$49.99" text={text} />)
    const box = screen.getByRole('region', { name: fees?.title ?? '' })
    const demo = screen.getByText('Demonstration only.')
    const price = screen.getByText(/\$49\.99/)
    expect(precedes(demo, price)).toBe(true)
    expect(price.textContent).toBe(FIXTURE.fees.paid.replace('{price}', '$49.99'))
    expect(box.textContent).toContain(FIXTURE.fees.free)
  })

  it('says it is a demonstration whatever the CMS words say', () => {
    const real = { title: 'Fees', free: 'Reading is free.', paid: 'A consultation costs {price}.' }
    render(<ConsultationFees fees={real} price="$49.99" text={text} />)
    const demo = screen.getByText('Demonstration only.').parentElement!
    expect(demo.textContent).toBe(
      'Demonstration only. There is no real consultation yet: any price here is a sample, and you will never be asked to pay.',
    )
    expect(precedes(demo, screen.getByText('A consultation costs $49.99.'))).toBe(true)
  })
})
