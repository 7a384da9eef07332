/**
 * The fixes to the HIV and cancer guides from the clinical read of 2026-11-23 (issue 35,
 * /work/shared/reviews/2026-11-clinical-read.md), one check per finding, each written to fail on the text it
 * replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { isSafeHref } from '@/lib/site/links'
import { seedDocuments, type SeedDoc } from './seed-text'

const docs = seedDocuments().filter((d) => !d._id.startsWith('drafts.'))
const byId = (id: string): SeedDoc => {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
const HIV = 'condition-hiv-aids'

type Cta = { title: string; text: string; label: string; href: string }

describe('D2: time-critical HIV needs are not sent to a booking', () => {
  const cta = () => byId(HIV).cta as Cta

  it('opens the closing call to action with PEP at an ER or urgent care, and says not to book', () => {
    const { title, text } = cta()
    expect(title).toMatch(/72 hours/)
    // The urgent instruction comes first, before anything else the box offers.
    expect(text.split('. ')[0]).toBe(
      'If you may have been exposed to HIV in the last 72 hours, go to an ER or urgent care now for PEP',
    )
    expect(text).toContain('Do not book here.')
    expect(text).not.toContain('a clinician can talk it through with you')
  })

  it("routes on from urgent care to an ER the same day when urgent care can't give PEP", () => {
    expect(cta().text).toMatch(/if they can't give PEP, go to an ER the same day/)
  })

  it('links to a service finder, not to the booking flow', () => {
    const { href, label } = cta()
    expect(isSafeHref(href)).toBe(true)
    expect(href).not.toMatch(/doctor-discovery|booking|homepage/)
    expect(label).not.toBe('Find a Doctor')
  })
})
