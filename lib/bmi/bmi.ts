/**
 * Body Mass Index: the formula, the categories and the checks on what people type, as plain functions.
 *
 * The category is decided on the value as displayed (one decimal), so the number and the category on screen
 * can never disagree: 24.94 shows as 24.9 and is Normal Weight; 24.95 shows as 25.0 and is Overweight.
 *
 * The words people read (labels, categories, advice, messages) are CMS text, built by lib/bmi/words.ts: the checks
 * take their messages as an argument (`BmiMessages`), so the server page and the browser give the same ones. A
 * category's `name` is its key, not its words: bmiWords(text, lang).categories[name] holds those.
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

export type BmiCategory = { name: CategoryName; segment: ChartSegment['name']; color: string }

export type BmiResult = {
  bmi: number
  category: BmiCategory
  heightM: number
  weightKg: number
  healthyRange: { min: number; max: number; unit: WeightUnit }
  chart: ChartSegment[]
}

export type WeightUnit = 'kg' | 'lb'

export const UNIT_SYSTEMS: Record<UnitSystem, { height: 'ftin' | 'cm'; weight: WeightUnit }> = {
  'ftin-kg': { height: 'ftin', weight: 'kg' },
  'cm-kg': { height: 'cm', weight: 'kg' },
  'ftin-lb': { height: 'ftin', weight: 'lb' },
}

/**
 * What the checks say, in the reader's language (bmiWords(text, lang).messages): the server page and the client
 * component pass the same CMS words. The limits come in as numbers; the words write them for the language.
 */
export type BmiMessages = {
  ageMissing: string
  notANumber: string
  feetEmpty: string
  feetZero: string
  feetWhole: string
  inchesRange: string
  heightFeetRange: string
  cmEmpty: string
  cmZero: string
  cmRange: (min: number, max: number) => string
  weightEmpty: Record<WeightUnit, string>
  weightZero: (unit: WeightUnit) => string
  weightRange: (min: number, max: number, unit: WeightUnit) => string
}

/**
 * The adult categories apply from age 20 (CDC, WHO). Under 20, BMI is read on growth charts for age and sex, so the
 * calculator asks first and, for a child or teen, shows no adult category and points to the CDC's own calculator.
 */
export type AgeAnswer = '' | 'adult' | 'under20'
/** The CDC's calculator is in English only; the Spanish words say so beside the link. */
export const CHILD_TEEN_URL = 'https://www.cdc.gov/bmi/child-teen-calculator/index.html'

/** The answer to "Are you 20 or older?": unanswered is a clear message, never an adult result by default. */
export function checkAge(
  answer: string,
  messages: Pick<BmiMessages, 'ageMissing'>,
): { ok: true; adult: boolean } | { ok: false; message: string } {
  if (answer === 'adult') return { ok: true, adult: true }
  if (answer === 'under20') return { ok: true, adult: false }
  return { ok: false, message: messages.ageMissing }
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

/** The categories' keys, chart segments and colours; their words are bmiWords(text, lang).categories[name]. */
export const CATEGORIES: Record<CategoryName, BmiCategory> = {
  Underweight: { name: 'Underweight', segment: 'Underweight', color: '#3b82f6' },
  'Normal Weight': { name: 'Normal Weight', segment: 'Normal', color: '#10b981' },
  Overweight: { name: 'Overweight', segment: 'Overweight', color: '#f59e0b' },
  Obesity: { name: 'Obesity', segment: 'Obesity', color: '#ef4444' },
}

/** Placeholder sizes of the chart's other segments (spec); the user's own segment shows the actual BMI. */
export const CHART_PLACEHOLDERS: Record<ChartSegment['name'], number> = {
  Underweight: 18.5,
  Normal: 6.4,
  Overweight: 4.9,
  Obesity: 10,
}

/**
 * Each chart segment's adult BMI range, as categoryFor sorts a BMI shown to one decimal (the lowest band has no floor
 * and stops below its `max`; the others hold both bounds): the legend reads these, since the other segments' drawn
 * sizes (CHART_PLACEHOLDERS) are no BMI at all.
 */
export const BMI_BANDS: Record<ChartSegment['name'], { min?: number; max?: number }> = {
  Underweight: { max: 18.5 },
  Normal: { min: 18.5, max: 24.9 },
  Overweight: { min: 25, max: 29.9 },
  Obesity: { min: 30 },
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
export function healthyWeightRange(heightM: number, unit: WeightUnit) {
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

/** A typed number; `empty` is the message for nothing typed, or the value it stands for. */
function parseNumber(raw: string, empty: { message: string } | { value: number }, notANumber: string): Parsed {
  const text = raw.trim().replace(',', '.')
  if (text === '') return 'value' in empty ? { ok: true, value: empty.value } : { ok: false, message: empty.message }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { ok: false, message: notANumber }
  const value = Number(text)
  if (!Number.isFinite(value)) return { ok: false, message: notANumber }
  return { ok: true, value }
}

/** Checks the fields of the chosen unit system; every problem gets its own message (from `m`) at its field. */
export function validateBmiInputs(units: UnitSystem, inputs: BmiInputs, m: BmiMessages): Validation {
  const errors: Partial<Record<BmiField, string>> = {}
  const system = UNIT_SYSTEMS[units]
  let heightM = NaN
  let weightKg = NaN

  if (system.height === 'ftin') {
    const feet = parseNumber(inputs.feet, { message: m.feetEmpty }, m.notANumber)
    const inches = parseNumber(inputs.inches, { value: 0 }, m.notANumber) // empty inches means 0
    if (!feet.ok) errors.feet = feet.message
    else if (feet.value <= 0) errors.feet = m.feetZero
    else if (!Number.isInteger(feet.value)) errors.feet = m.feetWhole
    if (!inches.ok) errors.inches = inches.message
    else if (inches.value < 0 || inches.value >= 12) errors.inches = m.inchesRange
    if (!errors.feet && !errors.inches && feet.ok && inches.ok) {
      const total = feet.value * 12 + inches.value
      if (total < LIMITS.heightInches.min || total > LIMITS.heightInches.max) errors.feet = m.heightFeetRange
      else heightM = heightFromFeetInches(feet.value, inches.value)
    }
  } else {
    const cm = parseNumber(inputs.cm, { message: m.cmEmpty }, m.notANumber)
    if (!cm.ok) errors.cm = cm.message
    else if (cm.value <= 0) errors.cm = m.cmZero
    else if (cm.value < LIMITS.cm.min || cm.value > LIMITS.cm.max) errors.cm = m.cmRange(LIMITS.cm.min, LIMITS.cm.max)
    else heightM = cm.value / 100
  }

  const unit = system.weight
  const weight = parseNumber(inputs.weight, { message: m.weightEmpty[unit] }, m.notANumber)
  const limits = LIMITS[unit]
  if (!weight.ok) errors.weight = weight.message
  else if (weight.value <= 0) errors.weight = m.weightZero(unit)
  else if (weight.value < limits.min || weight.value > limits.max)
    errors.weight = m.weightRange(limits.min, limits.max, unit)
  else weightKg = unit === 'kg' ? weight.value : poundsToKg(weight.value)

  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, heightM, weightKg }
}

/** From valid measurements to everything the result panel shows. */
export function computeBmi(heightM: number, weightKg: number, weightUnit: WeightUnit = 'kg'): BmiResult {
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
    // Only the number matters here: a message would never be shown.
    const parsed = parseNumber(text, { message: '' }, '')
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
