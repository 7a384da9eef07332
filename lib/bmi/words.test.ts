import { describe, expect, it } from 'vitest'
import { CATEGORIES, checkAge, validateBmiInputs } from '@/lib/bmi/bmi'
import { bmiFormState } from '@/lib/bmi/form'
import { BMI_WORDS } from '@/lib/bmi/words'

const es = BMI_WORDS.es

describe('the BMI calculator in Spanish', () => {
  it('a submission without JavaScript gets the same result, its category in Spanish', () => {
    const outcome = bmiFormState({ age: 'adult', units: 'cm-kg', cm: '175', weight: '70' }, 'es').outcome
    expect(outcome?.result?.bmi).toBe(22.9)
    expect(es.categories[outcome!.result!.category.name].name).toBe('Peso normal')
    expect(Object.values(es.categories).map((c) => c.name)).toEqual([
      'Bajo peso',
      'Peso normal',
      'Sobrepeso',
      'Obesidad',
    ])
  })

  it('every message is in Spanish, at its field, and never a number that is not one', () => {
    expect(bmiFormState({ units: 'ftin-kg', feet: '', inches: '14', weight: 'abc' }, 'es').outcome).toEqual({
      errors: {
        feet: 'Escriba su estatura en pies.',
        inches: 'Las pulgadas deben ser de 0 a 11.',
        weight: 'Escriba un número, solo con dígitos.',
      },
      ageError: es.age.missing,
      result: null,
      under20: false,
    })
    expect(validateBmiInputs('ftin-lb', { feet: '5', inches: '', cm: '', weight: '2000' }, 'es')).toEqual({
      ok: false,
      errors: { weight: 'Escriba un peso entre 5 y 1,433 lb.' },
    })
    expect(validateBmiInputs('cm-kg', { feet: '', inches: '', cm: '1e308', weight: '70' }, 'es')).toEqual({
      ok: false,
      errors: { cm: 'Escriba una estatura entre 61 y 272 cm.' },
    })
    expect(checkAge('', 'es')).toEqual({ ok: false, message: es.age.missing })
  })

  it('writes numbers for es-US readers, and English as before', () => {
    expect(es.bmi(25)).toBe('25.0')
    expect(es.number(1433.25)).toBe('1,433.3')
    expect(BMI_WORDS.en.bmi(25)).toBe('25.0')
    expect(validateBmiInputs('ftin-lb', { feet: '5', inches: '', cm: '', weight: '2000' }).ok).toBe(false)
  })

  it('has a Spanish word for every English one (no key left out)', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        inner && typeof inner === 'object' && !Array.isArray(inner) ? keys(inner).map((k) => `${key}.${k}`) : [key],
      )
    expect(keys(es)).toEqual(keys(BMI_WORDS.en))
    for (const name of Object.keys(CATEGORIES) as (keyof typeof CATEGORIES)[])
      expect(es.categories[name].advice).toHaveLength(BMI_WORDS.en.categories[name].advice.length)
    // The crisis line beside the advice to eat more, as in English.
    expect(es.categories.Underweight.advice.join(' ')).toContain('988')
  })
})
