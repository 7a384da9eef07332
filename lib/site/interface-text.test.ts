import { describe, expect, it } from 'vitest'
import { interfaceText } from '@/schemas/documents/interfaceText'
import {
  around,
  fill,
  formatCount,
  interfaceTextFrom,
  placeholderProblem,
  placeholdersOf,
  pluralOf,
} from './interface-text'

const KEYS = { send: [], hint: ['count', 'max'] } as const

describe('interface words', () => {
  it('fills placeholders and keeps one without a value visible', () => {
    expect(fill('{count} of {max} characters', { count: 3, max: 2000 })).toBe('3 of 2000 characters')
    expect(fill('{count} of {max}', { count: 3 })).toBe('3 of {max}')
    expect(placeholdersOf('{a} and {b} and {a}')).toEqual(['a', 'b'])
  })

  it('splits a sentence around an element and picks the form of a count', () => {
    expect(around('Write to us at {email} instead.', 'email')).toEqual(['Write to us at ', ' instead.'])
    expect(around('No placeholder.', 'email')).toEqual(['No placeholder.', ''])
    expect([pluralOf('en', 1, 'article', 'articles'), pluralOf('en', 2, 'article', 'articles')]).toEqual([
      'article',
      'articles',
    ])
    expect(pluralOf('es', 0, 'artículo', 'artículos')).toBe('artículos')
    expect([formatCount('en', 2000), formatCount('es', 2000)]).toEqual(['2000', '2,000'])
  })

  it("says what is wrong when an editor's text loses or invents a placeholder", () => {
    expect(placeholderProblem('{count} of {max} characters', ['count', 'max'])).toBeNull()
    expect(placeholderProblem('{count} characters', ['count', 'max'])).toBe('Keep {max}: the site puts a value there.')
    expect(placeholderProblem('Send {now}', [])).toBe('{now} is not filled in here.')
  })

  it('takes each word from the language, then from English, so a page never shows a blank label', () => {
    const docs = [
      {
        language: 'en',
        texts: [
          { key: 'send', text: 'Send' },
          { key: 'hint', text: '{count} of {max}' },
        ],
      },
      {
        language: 'es',
        texts: [
          { key: 'send', text: 'Enviar' },
          { key: 'hint', text: '' },
        ],
      },
    ]
    expect(interfaceTextFrom(KEYS, 'es', docs)).toEqual({ send: 'Enviar', hint: '{count} of {max}' })
    expect(interfaceTextFrom(KEYS, 'en', docs)).toEqual({ send: 'Send', hint: '{count} of {max}' })
    expect(interfaceTextFrom(KEYS, 'es', [])).toEqual({ send: '', hint: '' })
  })
})

describe('the Studio field of an interface word', () => {
  type Validator = (text: unknown, context: unknown) => true | string
  // The `text` field's custom rule, as the Studio runs it on each word.
  const wordRule = (() => {
    const texts = interfaceText.fields.find((field) => field.name === 'texts') as unknown as {
      of: Array<{ fields: Array<{ name: string; validation: (rule: unknown) => unknown }> }>
    }
    const text = texts.of[0]!.fields.find((field) => field.name === 'text')!
    let custom: Validator | undefined
    const rule: Record<string, unknown> = {}
    for (const name of ['required', 'max']) rule[name] = () => rule
    rule.custom = (fn: Validator) => ((custom = fn), rule)
    text.validation(rule)
    return custom!
  })()

  it('refuses a contact hint whose count was deleted, and accepts a reworded one that keeps it', () => {
    const context = (key: string) => ({ document: { area: 'contact' }, parent: { key } })
    expect(wordRule('Characters: {max}', context('messageHint'))).toBe('Keep {count}: the site puts a value there.')
    expect(wordRule('{count} characters used of {max}', context('messageHint'))).toBe(true)
    expect(wordRule('Send it', context('send'))).toBe(true)
  })
})
