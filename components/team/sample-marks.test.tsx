// @vitest-environment happy-dom
/**
 * The team page's experience total and ratings come from fictional
 * sample profiles, so they say so where they are shown; and the card uses US spelling.
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TeamView } from '@/components/team/TeamView'
import { fixturePageCopy } from '../../tests/fixtures/dataset'
import { seedText } from '../../tests/support/interface-text'
import { testDoctor } from '../../tests/support/test-doctor'

const copy = fixturePageCopy('team')
const text = seedText('team')
const bookingText = seedText('booking')
afterEach(cleanup)

// Eighteen years each: two sample profiles add up to the "36+" the highlights show.
const doctor = (id: number, isSample: boolean) => testDoctor(id, { isSample, experience: '18 years' })

describe('sample figures on the team page are marked as samples', () => {
  it('the combined experience of sample profiles says "(sample figure)", and each sample rating "(sample)"', () => {
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1, true), doctor(2, true)]} />)
    const highlights = screen.getByRole('list', { name: 'At a glance' })
    expect(highlights.textContent).toContain('36+ Years Combined Experience(sample figure)')
    const card = document.getElementById('doctor-1')!
    expect(within(card).getByText('Rating (sample)')).toBeTruthy()
  })

  it('real profiles carry no sample mark', () => {
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1, false)]} />)
    expect(screen.getByRole('list', { name: 'At a glance' }).textContent).not.toContain('sample')
    expect(screen.getByText('Rating', { exact: true })).toBeTruthy()
  })
})

describe('US spelling on the doctor card', () => {
  it('says "Specialization"', () => {
    render(<TeamView copy={copy} text={text} bookingText={bookingText} doctors={[doctor(1, false)]} />)
    expect(screen.getByText('Specialization')).toBeTruthy()
    expect(screen.queryByText('Specialisation')).toBeNull()
  })
})
