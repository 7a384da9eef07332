/**
 * Body Mass Index: the formula, the categories and the checks on what people type, as plain functions.
 *
 * The category is decided on the value as displayed (one decimal), so the number and the category on screen
 * can never disagree: 24.94 shows as 24.9 and is Normal Weight; 24.95 shows as 25.0 and is Overweight.
 */

export type UnitSystem = 'ftin-kg' | 'cm-kg' | 'ftin-lb'
export type BmiField = 'feet' | 'inches' | 'cm' | 'weight'
export type BmiInputs = { feet: string; inches: string; cm: string; weight: string }
export type CategoryName = 'Underweight' | 'Normal Weight' | 'Overweight' | 'Obesity'
export type ChartSegment = {
  name: 'Underweight' | 'Normal' | 'Overweight' | 'Obesity'
  value: number
  color: string
  isUser: boolean
}

export type BmiCategory = {
  name: CategoryName
  segment: ChartSegment['name']
  color: string
  description: string
  advice: string[]
}

export type BmiResult = {
  bmi: number
  category: BmiCategory
  heightM: number
  weightKg: number
  healthyRange: { min: number; max: number; unit: 'kg' | 'lb' }
  chart: ChartSegment[]
}

export const UNIT_SYSTEMS: Record<UnitSystem, { label: string; height: 'ftin' | 'cm'; weight: 'kg' | 'lb' }> = {
  'ftin-kg': { label: 'Feet/inches and kg', height: 'ftin', weight: 'kg' },
  'cm-kg': { label: 'Centimeters and kg', height: 'cm', weight: 'kg' },
  'ftin-lb': { label: 'Feet/inches and pounds', height: 'ftin', weight: 'lb' },
}

/**
 * The adult categories apply from age 20 (CDC, WHO). Under 20, BMI is read on growth charts for age and sex, so the
 * calculator asks first and, for a child or teen, shows no adult category and points to the CDC's own calculator.
 */
export type AgeAnswer = '' | 'adult' | 'under20'
export const AGE_QUESTION = {
  legend: 'Are you 20 or older?',
  adult: 'Yes, I am 20 or older',
  under20: 'No, I am under 20',
  missing: 'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.',
} as const
export const CHILD_TEEN_BMI = {
  title: 'BMI for children and teens',
  text: 'Under 20, BMI is compared with growth charts for age and sex, so the adult categories do not apply and this calculator shows none. Use the CDC Child and Teen BMI Calculator instead, and talk to a doctor or nurse if you are worried about growth or weight.',
  linkLabel: 'CDC Child and Teen BMI Calculator',
  url: 'https://www.cdc.gov/bmi/child-teen-calculator/index.html',
} as const

/** The answer to "Are you 20 or older?": unanswered is a clear message, never an adult result by default. */
export function checkAge(answer: string): { ok: true; adult: boolean } | { ok: false; message: string } {
  if (answer === 'adult') return { ok: true, adult: true }
  if (answer === 'under20') return { ok: true, adult: false }
  return { ok: false, message: AGE_QUESTION.missing }
}

const INCH_M = 0.0254
const LB_KG = 0.45359237

// Plausible adult and child measurements; outside them a typo is far likelier than a real value.
export const LIMITS = {
  heightInches: { min: 24, max: 107 }, // 2 ft 0 in to 8 ft 11 in
  cm: { min: 61, max: 272 },
  kg: { min: 2, max: 650 },
  lb: { min: 5, max: 1433 },
}

export const CATEGORIES: Record<CategoryName, BmiCategory> = {
  Underweight: {
    name: 'Underweight',
    segment: 'Underweight',
    color: '#3b82f6',
    description: 'Your BMI suggests you may be underweight for your height.',
    advice: [
      'Eat nutrient-dense foods, such as whole grains, nuts, dairy and lean protein.',
      'Lift weights or do other strength exercises to build muscle.',
      'Monitor your progress, and talk to a clinician if you are losing weight without trying.',
      // Signposting, because a low BMI can come with an eating disorder and this advice is about eating more.
      'If worries about food, eating or your body are affecting your life, talk to a clinician: eating disorders are treatable. If you are in crisis, call or text 988.',
    ],
  },
  'Normal Weight': {
    name: 'Normal Weight',
    segment: 'Normal',
    color: '#10b981',
    description: 'Your BMI is in the healthy weight range for your height.',
    advice: ['Keep up the balanced diet and regular workouts.'],
  },
  Overweight: {
    name: 'Overweight',
    segment: 'Overweight',
    color: '#f59e0b',
    description: 'Your BMI may be above the healthy range for your height.',
    advice: [
      'Walk daily, building up to at least 150 minutes of activity a week.',
      'Eat mindfully: notice hunger and fullness, and choose vegetables, fruit and whole grains.',
      'Track your habits, such as meals, activity and sleep, to see what helps.',
    ],
  },
  Obesity: {
    name: 'Obesity',
    segment: 'Obesity',
    color: '#ef4444',
    description: 'Your BMI suggests obesity, which may carry health risks.',
    advice: [
      'Seek support from a doctor or another health professional.',
      'Start with light activity, such as short walks, and build up.',
      'Create small, healthy routines you can keep.',
    ],
  },
}

/** Placeholder sizes of the chart's other segments (spec); the user's own segment shows the actual BMI. */
export const CHART_PLACEHOLDERS: Record<ChartSegment['name'], number> = {
  Underweight: 18.5,
  Normal: 6.4,
  Overweight: 4.9,
  Obesity: 10,
}

/** Height in metres from feet and inches: (feet × 12 + inches) × 0.0254. */
export function heightFromFeetInches(feet: number, inches: number): number {
  return (feet * 12 + inches) * INCH_M
}

export function poundsToKg(lb: number): number {
  return lb * LB_KG
}

export function kgToPounds(kg: number): number {
  return kg / LB_KG
}

export function bmiValue(weightKg: number, heightM: number): number {
  return weightKg / (heightM * heightM)
}

/** Half-up to one decimal, immune to binary fractions (24.95 × 10 is 249.49999999999997 in floating point). */
export function roundToTenth(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10
}

export function categoryFor(displayedBmi: number): BmiCategory {
  if (displayedBmi < 18.5) return CATEGORIES.Underweight
  if (displayedBmi <= 24.9) return CATEGORIES['Normal Weight']
  if (displayedBmi <= 29.9) return CATEGORIES.Overweight
  return CATEGORIES.Obesity
}

export function chartSegments(category: BmiCategory, displayedBmi: number): ChartSegment[] {
  return (Object.keys(CHART_PLACEHOLDERS) as ChartSegment['name'][]).map((name) => ({
    name,
    value: name === category.segment ? displayedBmi : CHART_PLACEHOLDERS[name],
    color: Object.values(CATEGORIES).find((c) => c.segment === name)!.color,
    isUser: name === category.segment,
  }))
}

/** The weights that give a BMI of 18.5 to 24.9 at this height, in the unit the reader chose. */
export function healthyWeightRange(heightM: number, unit: 'kg' | 'lb') {
  const convert = (kg: number) => (unit === 'kg' ? kg : kgToPounds(kg))
  return {
    min: roundToTenth(convert(18.5 * heightM * heightM)),
    max: roundToTenth(convert(24.9 * heightM * heightM)),
    unit,
  }
}

export type Validation =
  { ok: true; heightM: number; weightKg: number } | { ok: false; errors: Partial<Record<BmiField, string>> }

type Parsed = { ok: true; value: number } | { ok: false; message: string }

function parseNumber(raw: string, emptyMessage: string, emptyValue?: number): Parsed {
  const text = raw.trim().replace(',', '.')
  if (text === '')
    return emptyValue === undefined ? { ok: false, message: emptyMessage } : { ok: true, value: emptyValue }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text))
    return { ok: false, message: 'Enter a number, using digits only.' }
  const value = Number(text)
  if (!Number.isFinite(value)) return { ok: false, message: 'Enter a number, using digits only.' }
  return { ok: true, value }
}

/** Checks the fields of the chosen unit system; every problem gets its own message at its field. */
export function validateBmiInputs(units: UnitSystem, inputs: BmiInputs): Validation {
  const errors: Partial<Record<BmiField, string>> = {}
  const system = UNIT_SYSTEMS[units]
  let heightM = NaN
  let weightKg = NaN

  if (system.height === 'ftin') {
    const feet = parseNumber(inputs.feet, 'Enter your height in feet.')
    const inches = parseNumber(inputs.inches, '', 0) // empty inches means 0
    if (!feet.ok) errors.feet = feet.message
    else if (feet.value <= 0) errors.feet = 'Height must be more than 0 feet.'
    else if (!Number.isInteger(feet.value)) errors.feet = 'Enter whole feet, and the rest in inches.'
    if (!inches.ok) errors.inches = inches.message
    else if (inches.value < 0 || inches.value >= 12) errors.inches = 'Inches must be from 0 to 11.'
    if (!errors.feet && !errors.inches && feet.ok && inches.ok) {
      const total = feet.value * 12 + inches.value
      if (total < LIMITS.heightInches.min || total > LIMITS.heightInches.max)
        errors.feet = 'Enter a height between 2 ft 0 in and 8 ft 11 in.'
      else heightM = heightFromFeetInches(feet.value, inches.value)
    }
  } else {
    const cm = parseNumber(inputs.cm, 'Enter your height in centimeters.')
    if (!cm.ok) errors.cm = cm.message
    else if (cm.value <= 0) errors.cm = 'Height must be more than 0 cm.'
    else if (cm.value < LIMITS.cm.min || cm.value > LIMITS.cm.max)
      errors.cm = `Enter a height between ${LIMITS.cm.min} and ${LIMITS.cm.max} cm.`
    else heightM = cm.value / 100
  }

  const unit = system.weight
  const weight = parseNumber(
    inputs.weight,
    unit === 'kg' ? 'Enter your weight in kilograms.' : 'Enter your weight in pounds.',
  )
  const limits = LIMITS[unit]
  if (!weight.ok) errors.weight = weight.message
  else if (weight.value <= 0) errors.weight = `Weight must be more than 0 ${unit}.`
  else if (weight.value < limits.min || weight.value > limits.max)
    errors.weight = `Enter a weight between ${limits.min} and ${limits.max.toLocaleString('en-US')} ${unit}.`
  else weightKg = unit === 'kg' ? weight.value : poundsToKg(weight.value)

  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, heightM, weightKg }
}

/** From valid measurements to everything the result panel shows. */
export function computeBmi(heightM: number, weightKg: number, weightUnit: 'kg' | 'lb' = 'kg'): BmiResult {
  const bmi = roundToTenth(bmiValue(weightKg, heightM))
  const category = categoryFor(bmi)
  return {
    bmi,
    category,
    heightM,
    weightKg,
    healthyRange: healthyWeightRange(heightM, weightUnit),
    chart: chartSegments(category, bmi),
  }
}

/** Order of the fields on screen, for moving focus to the first one with a problem. */
export const FIELD_ORDER: BmiField[] = ['feet', 'inches', 'cm', 'weight']

/**
 * Carries what was typed across a change of units, converting valid values (5 ft 9 in ↔ 175.3 cm, 70 kg ↔
 * 154.3 lb) so switching never throws away the reader's input.
 */
export function convertInputs(from: UnitSystem, to: UnitSystem, inputs: BmiInputs): BmiInputs {
  const a = UNIT_SYSTEMS[from]
  const b = UNIT_SYSTEMS[to]
  const next = { ...inputs }
  const num = (text: string) => {
    const parsed = parseNumber(text, '', undefined)
    return parsed.ok ? parsed.value : null
  }
  // A value too large to convert (1e308 kg) has no finite counterpart: it is never written as "Infinity".
  const fmt = (value: number) => {
    const rounded = roundToTenth(value)
    return Number.isFinite(rounded) ? String(rounded) : ''
  }
  if (a.height !== b.height) {
    if (a.height === 'ftin') {
      const feet = num(inputs.feet)
      const inches = inputs.inches.trim() === '' ? 0 : num(inputs.inches)
      next.cm = feet !== null && inches !== null ? fmt(heightFromFeetInches(feet, inches) * 100) : ''
      next.feet = ''
      next.inches = ''
    } else {
      const cm = num(inputs.cm)
      const totalInches = cm === null ? NaN : roundToTenth(cm / 100 / INCH_M)
      if (Number.isFinite(totalInches)) {
        let feet = Math.floor(totalInches / 12)
        let inches = roundToTenth(totalInches - feet * 12)
        if (inches >= 12) {
          feet += 1
          inches = 0
        }
        next.feet = String(feet)
        next.inches = String(inches)
      } else {
        next.feet = ''
        next.inches = ''
      }
      next.cm = ''
    }
  }
  if (a.weight !== b.weight) {
    const weight = num(inputs.weight)
    // Typed text that cannot be converted stays as typed, for the check to point out.
    next.weight =
      weight === null ? '' : fmt(a.weight === 'kg' ? kgToPounds(weight) : poundsToKg(weight)) || inputs.weight
  }
  return next
}
