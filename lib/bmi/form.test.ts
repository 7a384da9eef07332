import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/lib/bmi/bmi'
import { bmiFormState as formState, evaluateBmi, MAX_FIELD_LENGTH, readBmiSubmission } from '@/lib/bmi/form'
import { bmiWords } from '@/lib/bmi/words'
import { seedText } from '@/tests/support/interface-text'

// The server page checks a submission with the seed's English words, as the calculator does in the browser.
const { messages } = bmiWords(seedText('bmi'), 'en')
const bmiFormState = (query: Parameters<typeof formState>[0]) => formState(query, messages)

describe('a submitted BMI form, read from the query', () => {
  it('nothing submitted: the empty calculator, with no message', () => {
    for (const query of [{}, { utm_source: 'mail' }]) {
      const state = bmiFormState(query)
      expect(state.outcome).toBeNull()
      expect(state.units).toBe('ftin-kg')
      expect(state.values).toEqual({ feet: '', inches: '', cm: '', weight: '' })
    }
  })

  it("the issue's submission (6 ft 0 in, 55 kg, adult) gets the result the client shows: 16.4, Underweight", () => {
    const state = bmiFormState({ age: 'adult', units: 'ftin-kg', feet: '6', inches: '0', weight: '55' })
    expect(state.outcome?.result?.bmi).toBe(16.4)
    expect(state.outcome?.result?.category).toBe(CATEGORIES.Underweight)
    expect(state.outcome?.errors).toEqual({})
    expect(state.values.feet).toBe('6')
  })

  it('centimeters and pounds are read as the chosen units', () => {
    expect(bmiFormState({ age: 'adult', units: 'cm-kg', cm: '175', weight: '70' }).outcome?.result?.bmi).toBe(22.9)
    const lb = bmiFormState({ age: 'adult', units: 'ftin-lb', feet: '5', inches: '9', weight: '154.3' })
    expect(lb.outcome?.result?.bmi).toBe(22.8)
    expect(lb.outcome?.result?.healthyRange.unit).toBe('lb')
  })

  it('every problem gets the same message as on the client, and no result', () => {
    const state = bmiFormState({ units: 'ftin-kg', feet: '', inches: '14', weight: 'abc' })
    expect(state.outcome).toEqual({
      errors: {
        feet: 'Enter your height in feet.',
        inches: 'Inches must be from 0 to 11.',
        weight: 'Enter a number, using digits only.',
      },
      ageError: 'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.',
      result: null,
      under20: false,
    })
  })

  it('under 20: the child and teen advice, never an adult category', () => {
    const outcome = bmiFormState({ age: 'under20', units: 'cm-kg', cm: '160', weight: '50' }).outcome
    expect(outcome).toMatchObject({ result: null, under20: true, ageError: null, errors: {} })
  })

  it('hostile values are bounded: unknown units fall back, long or repeated values never parse', () => {
    const long = '1'.repeat(MAX_FIELD_LENGTH + 1)
    const submission = readBmiSubmission({ units: '__proto__', age: 'toString', feet: ['6', '7'], weight: long })
    expect(submission).toEqual({
      units: 'ftin-kg',
      age: '',
      values: { feet: '6', inches: '', cm: '', weight: 'x' },
    })
    const outcome = evaluateBmi(submission!, messages)
    expect(outcome.errors.weight).toBe('Enter a number, using digits only.')
    expect(outcome.result).toBeNull()
    // Values that would overflow to Infinity or NaN get a message, never a number on screen.
    const huge = bmiFormState({ age: 'adult', units: 'cm-kg', cm: '1e308', weight: '1e-308' }).outcome
    expect(huge?.result).toBeNull()
    expect(huge?.errors.cm).toMatch(/^Enter a height between/)
  })
})
