import { describe, expect, it } from 'vitest'
import {
  clientKey,
  dayOf,
  FEEDBACK_COMMENT_MAX,
  feedbackId,
  parseFeedbackForm,
  RateLimiter,
  REMOVED_MARK,
  sanitizeComment,
} from './feedback'

const form = (fields: Record<string, string> | string[][]) => new URLSearchParams(fields)
const page = { kind: 'guide', slug: 'diabetes', lang: 'en' }

describe('sanitizeComment', () => {
  it('removes e-mail addresses, also written with spaces or spelled out', () => {
    for (const email of [
      'jane.doe@example.com',
      'Jane.Doe+health@mail.example.org',
      'jane @ example . com',
      'jane(at)example(dot)com',
    ])
      expect(sanitizeComment(`Write to ${email} please`), email).toBe(`Write to ${REMOVED_MARK} please`)
  })

  it('removes phone numbers in the ways people write them', () => {
    for (const phone of [
      '(555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '+1 555 123 4567',
      '5551234567',
      '1-800-222-1222',
    ])
      expect(sanitizeComment(`Call me at ${phone} today`), phone).toBe(`Call me at ${REMOVED_MARK} today`)
  })

  it('keeps help numbers, years and measurements a reader writes about the page', () => {
    const text = 'The 911 and 988 lines are clear. Since 2024 my pressure is 120/80 and my A1C 6.5%.'
    expect(sanitizeComment(text)).toBe(text)
  })

  it('drops control and direction characters and folds blank runs', () => {
    expect(sanitizeComment('  a\u0000b\u202e c  \n\n\n\n d\u200b ')).toBe('ab c\n\nd')
  })

  it('never returns more than the cap', () => {
    expect(sanitizeComment('x'.repeat(FEEDBACK_COMMENT_MAX * 3))).toHaveLength(FEEDBACK_COMMENT_MAX)
  })
})

describe('parseFeedbackForm', () => {
  it('reads an answer and a comment', () => {
    expect(parseFeedbackForm(form({ ...page, answer: 'no' }))).toEqual({
      ok: true,
      submission: { step: 'answer', page, answer: 'no', robot: false },
    })
    expect(parseFeedbackForm(form({ ...page, lang: 'es', comment: 'Falta\r\nalgo' }))).toEqual({
      ok: true,
      submission: { step: 'comment', page: { ...page, lang: 'es' }, comment: 'Falta\nalgo', robot: false },
    })
  })

  it('marks a filled honeypot as a robot', () => {
    const parsed = parseFeedbackForm(form({ ...page, answer: 'yes', website: 'http://spam.example' }))
    expect(parsed.ok && parsed.submission.robot).toBe(true)
  })

  it('refuses what no form of the page sends', () => {
    const refused = [
      {},
      { ...page },
      { ...page, answer: 'maybe' },
      { ...page, kind: 'doctor', answer: 'yes' },
      { ...page, slug: '../../etc/passwd', answer: 'yes' },
      { ...page, slug: 'a'.repeat(200), answer: 'yes' },
      { ...page, slug: 'Diabetes', answer: 'yes' },
      { ...page, lang: 'fr', answer: 'yes' },
      { ...page, answer: 'no', comment: 'both' },
      { ...page, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) },
    ]
    for (const fields of refused) expect(parseFeedbackForm(form(fields)).ok, JSON.stringify(fields)).toBe(false)
    expect(
      parseFeedbackForm(
        form([
          ['kind', 'guide'],
          ['slug', 'diabetes'],
          ['lang', 'en'],
          ['answer', 'yes'],
          ['answer', 'no'],
        ]),
      ).ok,
    ).toBe(false)
  })

  it('counts a line break as one character, as the textarea does', () => {
    const comment = `${'x'.repeat(FEEDBACK_COMMENT_MAX - 1)}\r\n`
    expect(parseFeedbackForm(form({ ...page, comment })).ok).toBe(true)
  })
})

describe('keys and ids', () => {
  it('gives one id per reader, page and day, and keeps no address', () => {
    const day = dayOf(new Date('2026-11-27T12:00:00Z'))
    expect(day).toBe('2026-11-27')
    const key = clientKey('secret', '203.0.113.7', day)
    expect(key).not.toContain('203.0.113.7')
    const id = feedbackId(key, { kind: 'guide', slug: 'diabetes', lang: 'en' }, day)
    expect(id).toMatch(/^feedback\.[0-9a-f]{32}$/)
    expect(feedbackId(key, { kind: 'guide', slug: 'diabetes', lang: 'en' }, day)).toBe(id)
    expect(feedbackId(key, { kind: 'guide', slug: 'asthma', lang: 'en' }, day)).not.toBe(id)
    expect(clientKey('secret', '203.0.113.7', '2026-11-28')).not.toBe(key)
    expect(clientKey('other secret', '203.0.113.7', day)).not.toBe(key)
  })
})

describe('RateLimiter', () => {
  it('takes a client up to its rate in a window, then again after it', () => {
    const limiter = new RateLimiter({ perClient: 3, total: 100, windowMs: 1000, maxClients: 10 })
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false])
    expect(limiter.take('b', 0)).toBe(true)
    expect(limiter.take('a', 1001)).toBe(true)
  })

  it('bounds everyone together and remembers a bounded number of clients', () => {
    const limiter = new RateLimiter({ perClient: 5, total: 4, windowMs: 1000, maxClients: 10 })
    expect(['a', 'b', 'c', 'd', 'e'].map((c) => limiter.take(c, 0))).toEqual([true, true, true, true, false])
    // Past maxClients the oldest client is forgotten: its count starts again (memory stays bounded).
    const few = new RateLimiter({ perClient: 1, total: 100, windowMs: 1000, maxClients: 2 })
    expect(['a', 'a', 'b', 'c', 'a'].map((c) => few.take(c, 0))).toEqual([true, false, true, true, true])
  })
})
