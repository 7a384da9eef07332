// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReviewPanel } from '@/components/article/ReviewPanel'
import { routes } from '@/lib/site/routes'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const review = (isSample: boolean) => ({
  lastReviewed: '2026-11-22',
  nextReviewDue: '2027-11-22',
  status: 'approved' as const,
  approvedFingerprint: null,
  reviewer: {
    _id: 'doctor-2',
    name: 'Dr. Example',
    credentials: 'MD',
    specialization: 'Cardiology',
    doctorId: 2,
    isSample,
  },
})

describe('ReviewPanel', () => {
  it('tags a sample reviewer in the line, and leaves the sample notice to the top of the page', () => {
    render(<ReviewPanel words={en} review={review(true)} />)
    expect(screen.getByText('Sample profile')).toBeTruthy()
    expect(screen.queryByText('This review is a sample.')).toBeNull()
    expect(screen.getByRole('link', { name: 'Dr. Example' }).getAttribute('href')).toBe(routes.doctor(2))
  })

  it('says the last update, the last review, the reviewer and the next review due in one line', () => {
    render(<ReviewPanel words={en} review={review(false)} lastUpdated="2026-11-22" />)
    expect(screen.queryByText('Sample profile')).toBeNull()
    const line = screen.getByRole('region', { name: 'Medical review' })
    expect(line.querySelectorAll('dl')).toHaveLength(1)
    expect(line.textContent).toBe(
      'Medical reviewLast updated November 2026Last reviewed November 22, 2026Reviewed by Dr. Example, MD' +
        'Next review due November 22, 2027',
    )
  })
})
