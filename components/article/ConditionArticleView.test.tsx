// @vitest-environment happy-dom
/**
 * The order a phone reader meets a guide in, and the way back to its contents: checked on the seed's diabetes guide
 * (the browser checks of positions and landings are in tests/e2e/guide-reading.spec.ts).
 */
import '../../tests/support/next-mocks'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConditionArticleView } from './ConditionArticleView'
import type { ConditionArticle } from '@/lib/content'
import { articleWords } from '@/lib/site/article-words'
import { seedDocuments } from '@/content/seed/seed-text'
import { seedText } from '@/tests/support/interface-text'

const en = articleWords(seedText('article', 'en'), 'en')
const stored = seedDocuments().find((doc) => doc._id === 'condition-diabetes')!
// The page reads the reviewer through its reference; here, a sample profile in its place.
const article = {
  ...stored,
  review: {
    ...(stored.review as object),
    reviewer: { _id: 'doctor-1', name: 'Dr. Example', credentials: 'MD', doctorId: 1, isSample: true },
  },
} as unknown as ConditionArticle

afterEach(cleanup)

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('a guide, top to bottom', () => {
  it('puts key points first, then the get-help card, the intro, the contents and the sections; the review line last', () => {
    const { container } = render(<ConditionArticleView article={article} crumbs={[]} words={en} />)
    const q = (selector: string) => {
      const el = container.querySelector(selector)
      expect(el, selector).not.toBeNull()
      return el!
    }
    const order = [
      q('article > header [data-review-notice="sample"]'),
      q('#key-points'),
      q('#get-help'),
      q('nav#contents'),
      q('section[data-guide-section]'),
      q('section[aria-labelledby="review-heading"]'),
      q('[data-contents-control]'),
    ]
    for (let i = 1; i < order.length; i++) expect(before(order[i - 1]!, order[i]!), `step ${i}`).toBe(true)
    // The intro's paragraphs (its sources among them) come after the key points and the card, before the contents.
    const introText = ((stored.intro as { children?: { text: string }[] }[]) ?? [])[0]!.children![0]!.text
    const intro = [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith(introText.slice(0, 40)))!
    expect(before(q('#get-help'), intro) && before(intro, q('nav#contents'))).toBe(true)
    // Every guide section follows the contents; the review line follows every section.
    const sections = [...container.querySelectorAll('section[data-guide-section]')]
    expect(sections.length).toBe((stored.sections as unknown[]).length)
    expect(before(sections.at(-1)!, q('section[aria-labelledby="review-heading"]'))).toBe(true)
  })

  it('says the review status once at the top, and the dates only in the review line', () => {
    const { container } = render(<ConditionArticleView article={article} crumbs={[]} words={en} />)
    expect(container.querySelectorAll('[data-review-notice]')).toHaveLength(1)
    expect(container.querySelector('article > header time')).toBeNull()
    expect(container.querySelector('article > header')!.textContent).not.toMatch(/Last updated|Changed since/)
    const line = container.querySelector('section[aria-labelledby="review-heading"]')!
    expect(line.textContent).toMatch(/Last updated .*Last reviewed .*Reviewed by Dr\. Example.*Next review due /)
  })

  it('links back to the contents with a plain link, and lists every section in the contents', () => {
    const { container } = render(<ConditionArticleView article={article} crumbs={[]} words={en} />)
    const control = container.querySelector('a[data-contents-control]')!
    expect(control.getAttribute('href')).toBe('#contents')
    expect(control.textContent).toContain('On this page')
    const hrefs = [...container.querySelectorAll('nav#contents a')].map((a) => a.getAttribute('href'))
    for (const section of stored.sections as { anchor: string }[]) expect(hrefs).toContain(`#${section.anchor}`)
    for (const href of hrefs) expect(container.querySelector(href!), href!).not.toBeNull()
  })
})
