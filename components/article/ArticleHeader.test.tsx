// @vitest-environment happy-dom
/**
 * Issue 43, point 4: a guide changed after its last review says so at the top, beside "Last updated", not only in
 * the review panel at the bottom; the sample label stays (S7 is open until a real clinician signs off).
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArticleHeader } from './ArticleHeader'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const header = (props: {
  lastUpdated: string | null
  lastReviewed: string | null
  review: 'sample' | 'changed' | 'reviewed'
}) => render(<ArticleHeader words={en} title="High blood pressure (hypertension)" crumbs={[]} {...props} />)

const lastUpdatedLine = () => screen.getByText(/^Last updated/)

describe('the guide header tells a reader when the text changed after its review', () => {
  it('says "Changed since its last review" in the "Last updated" line, and keeps the sample label', () => {
    header({ lastUpdated: '2026-11-23', lastReviewed: '2025-07-10', review: 'sample' })
    expect(lastUpdatedLine().textContent).toBe(
      'Last updated November 2026Changed since its last review (July 10, 2025)',
    )
    expect(screen.getByText('Sample review: not yet reviewed by a real clinician')).toBeTruthy()
  })

  it('says it once for a real review of an older text (the line, not a second pill)', () => {
    header({ lastUpdated: '2026-11-23', lastReviewed: '2026-11-22', review: 'changed' })
    expect(lastUpdatedLine().textContent).toContain('Changed since its last review (November 22, 2026)')
    expect(screen.getAllByText(/[Cc]hanged (since|after) its last/)).toHaveLength(1)
    expect(screen.queryByText(/Medically reviewed/)).toBeNull()
  })

  it('says nothing of the kind when the review came on or after the last change, or a date is missing', () => {
    const cases: [string, string | null][] = [
      ['2026-11-23', '2026-11-23'],
      ['2026-11-22', '2026-11-23'],
      ['2026-11-23', null],
    ]
    for (const [lastUpdated, lastReviewed] of cases) {
      header({ lastUpdated, lastReviewed, review: 'reviewed' })
      expect(lastUpdatedLine().textContent).toBe(`Last updated November 2026`)
      expect(screen.queryByText(/Changed since/)).toBeNull()
      cleanup()
    }
  })
})
