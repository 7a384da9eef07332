// @vitest-environment happy-dom
/**
 * The top of a guide says about its review only what a reader must know before trusting it, once: a sample review,
 * a draft, or a real review of an older text. The dates are in the review line at the end (ReviewPanel).
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArticleHeader } from './ArticleHeader'
import { articleWords } from '@/lib/site/article-words'
import type { ReviewClaim } from '@/lib/medical/review'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const header = (review: ReviewClaim) =>
  render(<ArticleHeader words={en} title="High blood pressure (hypertension)" crumbs={[]} review={review} />)

describe('the guide header says what a reader must know about its review, once', () => {
  it('says a sample review plainly, in one notice, with no review claim and no dates', () => {
    const { container } = header('sample')
    const notices = container.querySelectorAll('[data-review-notice]')
    expect(notices).toHaveLength(1)
    expect(screen.getByText('Sample review: not yet reviewed by a real clinician')).toBeTruthy()
    expect(notices[0]!.textContent).toContain('fictional sample profile')
    expect(screen.queryByText(/Medically reviewed/)).toBeNull()
    expect(screen.queryByText(/Last updated|Changed since/)).toBeNull()
  })

  it('says a real review of an older text once, without calling it reviewed', () => {
    header('changed')
    expect(screen.getAllByText(/[Cc]hanged (since|after) its last/)).toHaveLength(1)
    expect(screen.queryByText(/Medically reviewed/)).toBeNull()
  })

  it('says a draft in preview is not yet reviewed', () => {
    header('draft')
    expect(screen.getByText('Draft — not yet reviewed')).toBeTruthy()
  })

  it('says nothing at the top for a current real review or none: the review line at the end has the dates', () => {
    for (const claim of ['reviewed', 'none'] as const) {
      const { container } = header(claim)
      expect(container.querySelector('[data-review-notice]')).toBeNull()
      cleanup()
    }
  })
})
