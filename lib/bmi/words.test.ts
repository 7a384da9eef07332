import { describe, expect, it } from 'vitest'
import { BMI_BANDS, CATEGORIES, checkAge, validateBmiInputs } from '@/lib/bmi/bmi'
import { bmiFormState } from '@/lib/bmi/form'
import { bmiWords } from '@/lib/bmi/words'
import { seedText } from '@/tests/support/interface-text'

// The seed's words, as the page reads them from the Studio's "Interface words: BMI calculator" documents.
const en = bmiWords(seedText('bmi', 'en'), 'en')
const es = bmiWords(seedText('bmi', 'es'), 'es')

describe('the BMI calculator in Spanish', () => {
  it('a submission without JavaScript gets the same result, its category in Spanish', () => {
    const outcome = bmiFormState({ age: 'adult', units: 'cm-kg', cm: '175', weight: '70' }, es.messages).outcome
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
    const missing =
      'Elija si tiene 20 años o más. Las categorías de IMC para adultos solo se aplican a partir de los 20 años.'
    expect(bmiFormState({ units: 'ftin-kg', feet: '', inches: '14', weight: 'abc' }, es.messages).outcome).toEqual({
      errors: {
        feet: 'Escriba su estatura en pies.',
        inches: 'Las pulgadas deben ser de 0 a 11.',
        weight: 'Escriba un número, solo con dígitos.',
      },
      ageError: missing,
      result: null,
      under20: false,
    })
    expect(validateBmiInputs('ftin-lb', { feet: '5', inches: '', cm: '', weight: '2000' }, es.messages)).toEqual({
      ok: false,
      errors: { weight: 'Escriba un peso entre 5 y 1,433 lb.' },
    })
    expect(validateBmiInputs('cm-kg', { feet: '', inches: '', cm: '1e308', weight: '70' }, es.messages)).toEqual({
      ok: false,
      errors: { cm: 'Escriba una estatura entre 61 y 272 cm.' },
    })
    expect(validateBmiInputs('ftin-kg', { feet: '5', inches: '', cm: '', weight: '0' }, es.messages)).toEqual({
      ok: false,
      errors: { weight: 'El peso debe ser de más de 0 kg.' },
    })
    expect(checkAge('', es.messages)).toEqual({ ok: false, message: missing })
  })

  it('writes numbers for es-US readers, and English as before', () => {
    expect(es.bmi(25)).toBe('25.0')
    expect(es.number(1433.25)).toBe('1,433.3')
    expect(en.bmi(25)).toBe('25.0')
    expect(en.messages.weightRange(5, 1433, 'lb')).toBe('Enter a weight between 5 and 1,433 lb.')
    expect(validateBmiInputs('ftin-lb', { feet: '5', inches: '', cm: '', weight: '2000' }, en.messages).ok).toBe(false)
  })

  it('builds the sentences around their link, bold weights and chart value in each language', () => {
    expect(en.result.healthyWeight).toEqual(['For your height, a healthy weight (BMI 18.5 to 24.9) is ', '.'])
    expect(en.result.healthyRange(56.7, 76.3, 'kg')).toBe('56.7 to 76.3 kg')
    expect(es.result.healthyRange(124.9, 1168.1, 'lb')).toBe('124.9 a 1,168.1 lb')
    expect(en.result.readMore).toEqual(['Want to know more? Read our ', '.'])
    expect(es.caveats.more).toEqual(['Aprenda más en nuestra ', '.'])
    expect(en.chart.legendItem('Normal', '18.5 to 24.9', false)).toEqual(['Normal: 18.5 to 24.9', ''])
    expect(es.chart.legendItem('Normal', 'de 18.5 a 24.9', true)).toEqual(['Normal: de 18.5 a 24.9 (su IMC: ', ')'])
    expect(es.form.resultSentence('22.8', 'Peso normal')).toBe('Su IMC es 22.8: Peso normal.')
    expect(es.guide).toEqual({ slug: 'obesidad', label: 'guía sobre el control de la obesidad' })
  })

  it('reads each chart band as its BMI range, never as the drawing’s segment size, in each language', () => {
    const ranges = (words: typeof en) => Object.values(BMI_BANDS).map((band) => words.chart.range(band))
    expect(ranges(en)).toEqual(['under 18.5', '18.5 to 24.9', '25 to 29.9', '30 or more'])
    expect(ranges(es)).toEqual(['menos de 18.5', 'de 18.5 a 24.9', 'de 25 a 29.9', '30 o más'])
  })

  it('gives as many advice items in Spanish as in English, with the crisis line', () => {
    for (const name of Object.keys(CATEGORIES) as (keyof typeof CATEGORIES)[])
      expect(es.categories[name].advice).toHaveLength(en.categories[name].advice.length)
    // The crisis line beside the advice to eat more, as in English.
    expect(es.categories.Underweight.advice.join(' ')).toContain('988')
  })
})
