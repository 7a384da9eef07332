// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ForProfessionals } from '@/components/article/ForProfessionals'
import { GetHelpCard } from '@/components/article/GetHelpCard'
import { KeyPoints } from '@/components/article/KeyPoints'
import { ReviewPanel } from '@/components/article/ReviewPanel'
import { ReviewPill } from '@/components/article/ReviewPill'
import { reviewClaim } from '@/lib/medical/review'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/studio/seed/build'

afterEach(cleanup)

const card = {
  now: ['You have chest pain or trouble breathing.', 'You have a seizure.'],
  sameDay: ['Your reading is 180/120 or higher and you feel fine.'],
  appointment: ['Your readings are often 130/80 or higher.'],
}

describe('GetHelpCard', () => {
  it('shows the three tiers as headed bullet lists, the 911 tier first with a link that dials 911', () => {
    render(<GetHelpCard card={card} />)
    const section = screen.getByRole('region', { name: 'When to call 911 or see a doctor' })
    const tiers = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.trim())
    expect(tiers).toEqual(['Call 911 now if', 'Get care today if', 'Make an appointment if'])
    const lists = within(section).getAllByRole('list')
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(card.now)
    expect(within(section).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911')
  })

  it('turns 911 and 988 in a bullet into numbers a phone dials, and leaves other numbers alone', () => {
    render(
      <GetHelpCard
        card={{
          now: ['You think about suicide: call or text 988.'],
          sameDay: ['Reading is 1988/911x'],
          appointment: [],
        }}
      />,
    )
    expect(screen.getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988')
    expect(screen.queryByRole('link', { name: '1988' })).toBeNull()
    expect(screen.getByText('Reading is 1988/911x')).toBeTruthy()
  })

  it('leaves out an empty tier, and renders nothing at all (no empty box) without bullets', () => {
    render(<GetHelpCard card={{ now: ['You have chest pain.'], sameDay: [], appointment: null }} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.trim())).toEqual(['Call 911 now if'])
    cleanup()
    for (const empty of [null, undefined, {}, { now: [], sameDay: ['  '], appointment: null }]) {
      const { container } = render(<GetHelpCard card={empty} />)
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('KeyPoints', () => {
  it('is a "Key points" box with one bullet per point', () => {
    render(<KeyPoints points={['One.', 'Two.', 'Three.']} />)
    const box = screen.getByRole('region', { name: 'Key points' })
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One.', 'Two.', 'Three.'])
  })

  it('renders nothing when there are no points', () => {
    for (const points of [null, undefined, [], ['', ' ']]) {
      const { container } = render(<KeyPoints points={points} />)
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('ForProfessionals', () => {
  const value = markdownToBlocks('Thresholds differ: ACC/AHA uses 130/80, NICE 140/90.', 'pro') as never

  it('is a native <details>, closed by default, summarised "For health professionals", its content inside', () => {
    const { container } = render(<ForProfessionals value={value} headingId={createIdRegistry()} />)
    const details = container.querySelector('details')!
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')!.textContent).toContain('For health professionals')
    expect(details.textContent).toContain('ACC/AHA uses 130/80')
    expect(screen.getByRole('heading', { level: 2, name: 'For health professionals' })).toBeTruthy()
  })

  it('renders nothing when the guide has no professional part', () => {
    for (const empty of [null, undefined, []]) {
      const { container } = render(<ForProfessionals value={empty as never} headingId={createIdRegistry()} />)
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('review honesty on the page', () => {
  const review = (isSample: boolean) => ({
    lastReviewed: '2025-06-16',
    nextReviewDue: '2027-06-16',
    status: 'approved' as const,
    approvedFingerprint: null,
    reviewer: { _id: 'd', name: 'Dr. Example', credentials: 'MD', specialization: null, doctorId: 2, isSample },
  })

  it('tells readers plainly when the text changed after its last medical review', () => {
    render(<ReviewPanel review={review(true)} lastUpdated="2026-11-23" />)
    const notice = screen.getByText('Changed after review.').parentElement!
    expect(notice.textContent).toContain('updated on November 23, 2026, after its last medical review on June 16, 2025')
    // Nothing on the page may read as a review claim for text no one reviewed.
    expect(notice.textContent).not.toMatch(/medically reviewed/i)
  })

  it('says nothing of the kind when the review came on or after the last change', () => {
    for (const lastUpdated of ['2025-06-16', '2025-01-01', null]) {
      render(<ReviewPanel review={review(false)} lastUpdated={lastUpdated} />)
      expect(screen.queryByText('Changed after review.')).toBeNull()
      cleanup()
    }
  })

  it('does not call a real review of an older text "Medically reviewed" in the header', () => {
    const claim = reviewClaim(review(false), null, '2026-11-23')
    expect(claim).toBe('changed')
    render(<ReviewPill claim={claim} reviewerName="Dr. Example" />)
    expect(screen.queryByText(/Medically reviewed/)).toBeNull()
    expect(screen.getByText('Changed after its last medical review')).toBeTruthy()
    expect(reviewClaim(review(false), null, '2025-06-16')).toBe('reviewed')
  })
})
