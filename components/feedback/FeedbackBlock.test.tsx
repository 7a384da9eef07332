// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FeedbackView } from '@/components/feedback/FeedbackBlock'
import { FEEDBACK_COMMENT_MAX } from '@/lib/feedback/feedback'
import { feedbackWords } from '@/lib/feedback/words'
import { routes } from '@/lib/site/routes'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

const en = feedbackWords(seedText('feedback', 'en'), 'en')

describe('FeedbackView', () => {
  it('asks with two buttons of one plain form posted to the site route, naming the page', () => {
    const { container } = render(<FeedbackView page={{ kind: 'guide', slug: 'diabetes', lang: 'en' }} words={en} />)
    const block = screen.getByRole('region', { name: 'Was this page helpful?' })
    const ask = within(block).getByRole('form', { name: 'Was this page helpful?' })
    expect(ask.getAttribute('action')).toBe(routes.feedback())
    expect(ask.getAttribute('method')).toBe('post')
    expect(within(ask).getByRole('button', { name: 'Yes' }).getAttribute('value')).toBe('yes')
    expect(within(ask).getByRole('button', { name: 'No' }).getAttribute('value')).toBe('no')
    const fields = Object.fromEntries(new FormData(ask as HTMLFormElement))
    expect(fields).toMatchObject({ kind: 'guide', slug: 'diabetes', lang: 'en', website: '' })
    // Every state the route can send the browser to is on the page, hidden until the address names it.
    for (const state of ['thanks', 'more', 'already', 'error'])
      expect(container.querySelector(`#feedback-${state}`)?.className).toMatch(/\bhidden\b.*\btarget:block\b/)
    // Shown, each hides the question (peer-target), but for the error: the reader may answer again.
    expect(container.querySelectorAll('.peer').length).toBe(3)
    expect(container.querySelector('#feedback-error')?.classList.contains('peer')).toBe(false)
    expect(ask.className).toContain('peer-target:hidden')
  })

  it('after a No, offers a comment box within the cap that says what not to write', () => {
    const { container } = render(<FeedbackView page={{ kind: 'page', slug: 'about', lang: 'en' }} words={en} />)
    const more = container.querySelector('#feedback-more') as HTMLElement
    const comment = within(more).getByRole('textbox', { name: /What was missing/ })
    expect(comment.getAttribute('maxlength')).toBe(String(FEEDBACK_COMMENT_MAX))
    expect(comment.getAttribute('aria-describedby')).toBe('feedback-comment-hint')
    expect(container.querySelector('#feedback-comment-hint')?.textContent).toContain(`At most ${FEEDBACK_COMMENT_MAX}`)
    expect(container.querySelector('#feedback-comment-hint')?.textContent).toMatch(/phone/)
  })

  it('speaks Spanish on a Spanish page', () => {
    const es = feedbackWords(seedText('feedback', 'es'), 'es')
    render(<FeedbackView page={{ kind: 'post', slug: 'sal', lang: 'es' }} words={es} />)
    expect(screen.getByRole('heading', { name: '¿Le resultó útil esta página?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sí' })).toBeTruthy()
  })
})
