import { describe, expect, it } from 'vitest'
import { feedbackQueue, type FeedbackAnswerDoc } from './feedback-queue'

const answer = (n: number, pageKey: string, value: 'yes' | 'no', extra: Partial<FeedbackAnswerDoc> = {}) => ({
  _id: `feedback.${n}`,
  answer: value,
  pageKey,
  pageTitle: pageKey,
  answeredAt: `2026-11-${String(n).padStart(2, '0')}T10:00:00Z`,
  ...extra,
})

describe('feedbackQueue', () => {
  it('counts each page, lists its comments newest first, and puts the most unhandled No answers first', () => {
    const queue = feedbackQueue([
      answer(1, 'guide:en:diabetes', 'yes'),
      answer(2, 'guide:en:diabetes', 'no', { comment: 'Older comment' }),
      answer(3, 'guide:en:asthma', 'no', { comment: 'Handled one', handled: true }),
      answer(4, 'guide:en:diabetes', 'no', { comment: 'Newer comment' }),
      answer(5, 'post:es:sal', 'yes'),
      answer(6, 'guide:en:asthma', 'no'),
      answer(7, 'guide:en:asthma', 'no', { handled: true }),
    ])
    expect(queue.map((p) => [p.pageKey, p.yes, p.no, p.openNo])).toEqual([
      ['guide:en:diabetes', 1, 2, 2],
      ['guide:en:asthma', 0, 3, 1],
      ['post:es:sal', 1, 0, 0],
    ])
    expect(queue[0]!.comments.map((c) => c.comment)).toEqual(['Newer comment', 'Older comment'])
  })

  it('orders pages with as many open No answers by their No count', () => {
    const queue = feedbackQueue([answer(1, 'a', 'no'), answer(2, 'b', 'no'), answer(3, 'b', 'no', { handled: true })])
    expect(queue.map((p) => p.pageKey)).toEqual(['b', 'a'])
  })
})
