/**
 * Property-based checks of the validators behind every form on the site (BMI calculator, newsletter, landing
 * search): for any text a reader can type or paste — empty, spaces, 100,000 characters, emoji, right-to-left
 * text, HTML and script tags, NaN, Infinity, negative and exponent numbers — they never throw, never produce NaN
 * or Infinity, and never hand back markup.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CATEGORIES,
  computeBmi,
  convertInputs,
  LIMITS,
  UNIT_SYSTEMS,
  validateBmiInputs,
  type BmiInputs,
  type UnitSystem,
} from '@/lib/bmi/bmi'
import { checkEmail } from '@/lib/forms/email'
import { bmiWords } from '@/lib/bmi/words'
import { seedText } from '@/tests/support/interface-text'

/** The calculator's messages as the seed words them (the page passes the CMS's). */
const { messages } = bmiWords(seedText('bmi'), 'en')
import { webSearchUrl } from '@/lib/home/web-search'

const LONG = 100_000
const nasty = [
  '',
  ' ',
  '\t\n \u00a0',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '1e3',
  '5e0',
  '-5',
  '-0',
  '0',
  '+7',
  '0x1A',
  '1,5',
  '١٢٣', // Arabic-Indic digits
  'שלום עולם', // Hebrew, right to left
  '\u202eevil\u202c', // right-to-left override
  '😀🏳️‍🌈👩‍👩‍👧',
  '<b>5</b>',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '9'.repeat(LONG),
  'a'.repeat(LONG),
  `${'a'.repeat(LONG)}@example.com`,
  `x@${'a'.repeat(LONG)}.com`,
  '😀'.repeat(LONG / 2),
  '1'.padEnd(LONG, '0'),
  `0.${'0'.repeat(LONG - 3)}1`,
]

/** What people type: the hostile list, numbers of every kind as text, and arbitrary Unicode. */
const typed = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 2, arbitrary: fc.double().map(String) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 1000 }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -400, max: 400 }))
      .map(([m, e]) => `${m}e${e}`),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)
const inputs: fc.Arbitrary<BmiInputs> = fc.record({ feet: typed, inches: typed, cm: typed, weight: typed })
const units = fc.constantFrom(...(Object.keys(UNIT_SYSTEMS) as UnitSystem[]))
const noBadNumber = (text: string) => expect(text).not.toMatch(/NaN|Infinity|undefined|null/)
const runs = { numRuns: 400 }

describe('BMI validation under hostile input', () => {
  it('never throws; accepts only finite, plausible measurements; every message is plain text', () => {
    fc.assert(
      fc.property(units, inputs, (unit, values) => {
        const result = validateBmiInputs(unit, values, messages)
        if (result.ok) {
          expect(Number.isFinite(result.heightM) && Number.isFinite(result.weightKg)).toBe(true)
          expect(result.heightM).toBeGreaterThanOrEqual(LIMITS.heightInches.min * 0.0254 - 1e-9)
          expect(result.heightM).toBeLessThanOrEqual(LIMITS.cm.max / 100 + 1e-9)
          expect(result.weightKg).toBeGreaterThan(0)
          expect(result.weightKg).toBeLessThanOrEqual(LIMITS.kg.max + 1e-9)
          const bmi = computeBmi(result.heightM, result.weightKg, UNIT_SYSTEMS[unit].weight)
          expect(Number.isFinite(bmi.bmi)).toBe(true)
          expect(Object.values(CATEGORIES)).toContain(bmi.category)
          for (const segment of bmi.chart) expect(Number.isFinite(segment.value)).toBe(true)
          expect(Number.isFinite(bmi.healthyRange.min) && Number.isFinite(bmi.healthyRange.max)).toBe(true)
        } else {
          const messages = Object.values(result.errors)
          expect(messages.length).toBeGreaterThan(0)
          for (const message of messages) {
            expect(message).toMatch(/^[A-Z][^<>]*\.$/)
            noBadNumber(message!)
          }
        }
      }),
      runs,
    )
  })

  it('rejects NaN, Infinity, negative, zero and markup in the weight field with a message', () => {
    for (const weight of ['NaN', 'Infinity', '-Infinity', '1e309', '-70', '0', '<b>70</b>', '70kg', '😀', ' ']) {
      const result = validateBmiInputs('cm-kg', { feet: '', inches: '', cm: '170', weight }, messages)
      expect(result.ok, weight).toBe(false)
    }
    // Exponent notation is a number like any other when it is plausible.
    expect(validateBmiInputs('cm-kg', { feet: '', inches: '', cm: '1.7e2', weight: '7e1' }, messages).ok).toBe(true)
  })

  it('converting between units never throws and never writes NaN or Infinity into a field', () => {
    fc.assert(
      fc.property(units, units, inputs, (from, to, values) => {
        const next = convertInputs(from, to, values)
        for (const field of Object.values(next)) {
          expect(typeof field).toBe('string')
          if (field !== values.feet && field !== values.inches && field !== values.cm && field !== values.weight)
            noBadNumber(field)
        }
      }),
      runs,
    )
  })
})

describe('e-mail check under hostile input', () => {
  it('never throws; an accepted address is short, has no spaces and no markup', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.emailAddress()), (text) => {
        const result = checkEmail(text)
        if (result.ok) {
          expect(result.value.length).toBeLessThanOrEqual(254)
          expect(result.value).not.toMatch(/[\s<>"]/)
          expect(result.value).toContain('@')
        } else expect(result.message).toMatch(/^Enter /)
      }),
      runs,
    )
  })
  it('accepts real addresses fast-check generates', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        if (email.length <= 254 && !/[\s"]/.test(email)) expect(checkEmail(email).ok).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

describe('landing search under hostile input', () => {
  it('never throws; blank text searches nothing; anything else becomes one encoded q parameter on the search host', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const url = webSearchUrl(text, 'https://healthwisehub.example')
        if (!text.replace(/\s+/g, ' ').trim()) {
          expect(url).toBeNull()
          return
        }
        const parsed = new URL(url!)
        expect(parsed.origin).toBe('https://www.google.com')
        expect([...parsed.searchParams.keys()]).toEqual(['q'])
        expect(parsed.searchParams.get('q')).toMatch(/ site:healthwisehub\.example$/)
        expect(url).not.toMatch(/[<>"\s]/)
      }),
      runs,
    )
  })
})
