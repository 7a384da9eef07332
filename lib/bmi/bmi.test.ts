import { describe, expect, it } from 'vitest'
import {
  bmiValue,
  CATEGORIES,
  categoryFor,
  checkAge,
  CHILD_TEEN_URL,
  chartSegments,
  computeBmi,
  convertInputs,
  healthyWeightRange,
  heightFromFeetInches,
  poundsToKg,
  roundToTenth,
  validateBmiInputs,
  UNIT_SYSTEMS,
  type BmiInputs,
} from '@/lib/bmi/bmi'
import { bmiWords } from '@/lib/bmi/words'
import { seedText } from '@/tests/support/interface-text'

// The seed's English words, as the page passes them to the checks.
const words = bmiWords(seedText('bmi'), 'en')
const { messages } = words
const validate = (units: Parameters<typeof validateBmiInputs>[0], values: BmiInputs) =>
  validateBmiInputs(units, values, messages)
const shown = (bmi: number) => words.categories[categoryFor(bmi).name]

const inputs = (values: Partial<BmiInputs>): BmiInputs => ({ feet: '', inches: '', cm: '', weight: '', ...values })

describe('formula', () => {
  it('height in metres is (feet × 12 + inches) × 0.0254', () => {
    expect(heightFromFeetInches(5, 9)).toBeCloseTo(1.7526, 10)
    expect(heightFromFeetInches(6, 0)).toBeCloseTo(1.8288, 10)
  })
  it('BMI is kg / m²', () => {
    expect(bmiValue(70, 1.75)).toBeCloseTo(22.857, 3)
    expect(computeBmi(heightFromFeetInches(5, 9), 70).bmi).toBe(22.8)
  })
  it('pounds convert exactly', () => {
    expect(poundsToKg(1)).toBe(0.45359237)
    expect(computeBmi(heightFromFeetInches(5, 9), poundsToKg(154.3), 'lb').bmi).toBe(22.8)
  })
})

describe('categories are decided on the displayed value', () => {
  // value → [displayed, category]
  const cases: Array<[number, number, string]> = [
    [18.44, 18.4, 'Underweight'],
    [18.49, 18.5, 'Normal Weight'],
    [18.5, 18.5, 'Normal Weight'],
    [24.9, 24.9, 'Normal Weight'],
    [24.94, 24.9, 'Normal Weight'],
    [24.95, 25, 'Overweight'],
    [29.9, 29.9, 'Overweight'],
    [29.94, 29.9, 'Overweight'],
    [29.95, 30, 'Obesity'],
    [30.0, 30, 'Obesity'],
  ]
  it.each(cases)('%s shows as %s: %s', (value, displayed, name) => {
    expect(roundToTenth(value)).toBe(displayed)
    expect(categoryFor(roundToTenth(value)).name).toBe(name)
  })

  it('uses the spec colours', () => {
    expect(categoryFor(17).color).toBe('#3b82f6')
    expect(categoryFor(22).color).toBe('#10b981')
    expect(categoryFor(27).color).toBe('#f59e0b')
    expect(categoryFor(35).color).toBe('#ef4444')
  })

  it('uses the spec descriptions', () => {
    expect(shown(17).description).toContain('you may be underweight for your height')
    expect(shown(22).description).toContain('in the healthy weight range')
    expect(shown(27).description).toContain('may be above the healthy range')
    expect(shown(35).description).toContain('BMI suggests obesity, which may carry health risks')
  })
})

describe('chart', () => {
  it('shows the actual BMI in the user segment and the placeholders elsewhere', () => {
    expect(chartSegments(categoryFor(27.3), 27.3).map((s) => [s.name, s.value, s.isUser])).toEqual([
      ['Underweight', 18.5, false],
      ['Normal', 6.4, false],
      ['Overweight', 27.3, true],
      ['Obesity', 10, false],
    ])
    expect(chartSegments(categoryFor(16.2), 16.2)[0]).toMatchObject({ name: 'Underweight', value: 16.2, isUser: true })
  })
})

describe('healthy weight range', () => {
  it('is BMI 18.5 to 24.9 at the given height, in kg or lb', () => {
    expect(healthyWeightRange(1.75, 'kg')).toEqual({ min: 56.7, max: 76.3, unit: 'kg' })
    expect(healthyWeightRange(1.75, 'lb')).toEqual({ min: 124.9, max: 168.1, unit: 'lb' })
  })
})

describe('validateBmiInputs', () => {
  it('accepts feet and inches with kg; empty inches counts as 0', () => {
    const result = validate('ftin-kg', inputs({ feet: '6', weight: '80' }))
    expect(result).toEqual({ ok: true, heightM: heightFromFeetInches(6, 0), weightKg: 80 })
  })

  it('accepts centimeters, and pounds', () => {
    expect(validate('cm-kg', inputs({ cm: '175', weight: '70' }))).toEqual({
      ok: true,
      heightM: 1.75,
      weightKg: 70,
    })
    const lb = validate('ftin-lb', inputs({ feet: '5', inches: '9', weight: '154' }))
    expect(lb.ok && lb.weightKg).toBeCloseTo(69.853, 3)
  })

  it('accepts a decimal comma', () => {
    expect(validate('cm-kg', inputs({ cm: '175,5', weight: '70,2' }))).toMatchObject({
      ok: true,
      heightM: 1.755,
      weightKg: 70.2,
    })
  })

  const bad: Array<[string, Parameters<typeof validateBmiInputs>[0], Partial<BmiInputs>, Record<string, string>]> = [
    [
      'everything empty',
      'ftin-kg',
      {},
      { feet: 'Enter your height in feet.', weight: 'Enter your weight in kilograms.' },
    ],
    ['zero feet', 'ftin-kg', { feet: '0', weight: '70' }, { feet: 'Height must be more than 0 feet.' }],
    ['negative feet', 'ftin-kg', { feet: '-5', weight: '70' }, { feet: 'Height must be more than 0 feet.' }],
    [
      'fractional feet',
      'ftin-kg',
      { feet: '5.5', weight: '70' },
      { feet: 'Enter whole feet, and the rest in inches.' },
    ],
    ['text in feet', 'ftin-kg', { feet: 'five', weight: '70' }, { feet: 'Enter a number, using digits only.' }],
    ['12 inches', 'ftin-kg', { feet: '5', inches: '12', weight: '70' }, { inches: 'Inches must be from 0 to 11.' }],
    [
      'negative inches',
      'ftin-kg',
      { feet: '5', inches: '-1', weight: '70' },
      { inches: 'Inches must be from 0 to 11.' },
    ],
    [
      'too short',
      'ftin-kg',
      { feet: '1', inches: '11', weight: '70' },
      { feet: 'Enter a height between 2 ft 0 in and 8 ft 11 in.' },
    ],
    ['too tall', 'ftin-kg', { feet: '9', weight: '70' }, { feet: 'Enter a height between 2 ft 0 in and 8 ft 11 in.' }],
    ['zero weight', 'ftin-kg', { feet: '5', weight: '0' }, { weight: 'Weight must be more than 0 kg.' }],
    ['negative weight', 'ftin-kg', { feet: '5', weight: '-70' }, { weight: 'Weight must be more than 0 kg.' }],
    ['implausible weight', 'ftin-kg', { feet: '5', weight: '700' }, { weight: 'Enter a weight between 2 and 650 kg.' }],
    ['tiny weight', 'ftin-kg', { feet: '5', weight: '1.5' }, { weight: 'Enter a weight between 2 and 650 kg.' }],
    ['weight as text', 'ftin-kg', { feet: '5', weight: '70kg' }, { weight: 'Enter a number, using digits only.' }],
    ['infinite weight', 'ftin-kg', { feet: '5', weight: '1e999' }, { weight: 'Enter a number, using digits only.' }],
    ['empty cm', 'cm-kg', { weight: '70' }, { cm: 'Enter your height in centimeters.' }],
    ['cm out of range', 'cm-kg', { cm: '400', weight: '70' }, { cm: 'Enter a height between 61 and 272 cm.' }],
    [
      'pounds out of range',
      'ftin-lb',
      { feet: '5', weight: '2000' },
      { weight: 'Enter a weight between 5 and 1,433 lb.' },
    ],
    ['empty pounds', 'ftin-lb', { feet: '5' }, { weight: 'Enter your weight in pounds.' }],
  ]
  it.each(bad)('%s gets a clear message at the field', (_label, units, values, errors) => {
    expect(validate(units, inputs(values))).toEqual({ ok: false, errors })
  })

  it('never yields NaN or Infinity for any accepted input', () => {
    for (const feet of ['2', '5', '8']) {
      for (const weight of ['2', '70', '650']) {
        const v = validate('ftin-kg', inputs({ feet, inches: '11', weight }))
        expect(v.ok).toBe(true)
        if (v.ok) expect(Number.isFinite(computeBmi(v.heightM, v.weightKg).bmi)).toBe(true)
      }
    }
  })
})

describe('convertInputs', () => {
  it('converts height and weight when the units change, so nothing typed is lost', () => {
    expect(convertInputs('ftin-kg', 'cm-kg', inputs({ feet: '5', inches: '9', weight: '70' }))).toEqual(
      inputs({ cm: '175.3', weight: '70' }),
    )
    expect(convertInputs('cm-kg', 'ftin-kg', inputs({ cm: '175.3', weight: '70' }))).toEqual(
      inputs({ feet: '5', inches: '9', weight: '70' }),
    )
    expect(convertInputs('ftin-kg', 'ftin-lb', inputs({ feet: '5', inches: '9', weight: '70' }))).toEqual(
      inputs({ feet: '5', inches: '9', weight: '154.3' }),
    )
    expect(convertInputs('cm-kg', 'ftin-lb', inputs({ cm: '182.9', weight: '100' }))).toEqual(
      inputs({ feet: '6', inches: '0', weight: '220.5' }),
    )
  })
  it('leaves unparseable values empty rather than guessing', () => {
    expect(convertInputs('ftin-kg', 'cm-kg', inputs({ feet: 'abc', weight: 'x' }))).toEqual(inputs({ weight: 'x' }))
    expect(convertInputs('ftin-kg', 'ftin-lb', inputs({ feet: '5', weight: 'x' }))).toEqual(
      inputs({ feet: '5', weight: '' }),
    )
  })
})

describe('safe wording of the results', () => {
  it('names the category for 30 and over "Obesity" (person-first, as the guides do), never "Obese"', () => {
    expect(CATEGORIES.Obesity.name).toBe('Obesity')
    expect(words.categories.Obesity.name).toBe('Obesity')
    expect(JSON.stringify(words.categories)).not.toMatch(/\bObese\b/)
  })

  it('signposts eating-disorder help and the 988 crisis line beside the advice to eat more', () => {
    const advice = words.categories.Underweight.advice.join(' ')
    expect(advice).toContain('eating disorders are treatable')
    expect(advice).toContain('call or text 988')
  })
})

describe('the adult categories only from age 20', () => {
  it('asks "Are you 20 or older?" and gives no adult result without an answer', () => {
    expect(words.age.legend).toBe('Are you 20 or older?')
    const missing = 'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.'
    expect(checkAge('', messages)).toEqual({ ok: false, message: missing })
    expect(checkAge('maybe', messages)).toEqual({ ok: false, message: missing })
    expect(checkAge('adult', messages)).toEqual({ ok: true, adult: true })
    expect(checkAge('under20', messages)).toEqual({ ok: true, adult: false })
  })

  it('points under-20s to the CDC Child and Teen BMI Calculator', () => {
    expect(CHILD_TEEN_URL).toBe('https://www.cdc.gov/bmi/child-teen-calculator/index.html')
    expect(words.childTeen.linkLabel).toBe('CDC Child and Teen BMI Calculator')
    expect(words.childTeen.text).toContain('the adult categories do not apply')
  })

  it('US spelling in the unit labels and messages', () => {
    expect(UNIT_SYSTEMS['cm-kg']).toEqual({ height: 'cm', weight: 'kg' })
    expect(words.units['cm-kg']).toBe('Centimeters and kg')
    expect(validate('cm-kg', { feet: '', inches: '', cm: '', weight: '70' })).toEqual({
      ok: false,
      errors: { cm: 'Enter your height in centimeters.' },
    })
  })
})
