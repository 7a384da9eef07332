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
  it('says plainly that a review by a sample profile is a placeholder', () => {
    render(<ReviewPanel words={en} review={review(true)} />)
    expect(screen.getByText('Sample profile')).toBeTruthy()
    expect(screen.getByText('This review is a sample.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Dr. Example' }).getAttribute('href')).toBe(routes.doctor(2))
  })

  it('shows a real reviewer and the dates without the sample notice', () => {
    render(<ReviewPanel words={en} review={review(false)} />)
    expect(screen.queryByText('Sample profile')).toBeNull()
    expect(screen.queryByText('This review is a sample.')).toBeNull()
    expect(screen.getByText('November 22, 2026')).toBeTruthy()
    expect(screen.getByText('November 22, 2027')).toBeTruthy()
  })
})
