/**
 * The BMI form as submitted: what the browser sends when the calculator's form is submitted without JavaScript (or
 * before the page has hydrated), read back into the calculator's state with the same checks and formula the client
 * uses (lib/bmi/bmi.ts). The server page and the client component both decide through `evaluateBmi`, with the same
 * CMS words (lib/bmi/words.ts), so the numbers, categories and messages cannot differ between the two.
 */
import {
  type AgeAnswer,
  type BmiField,
  type BmiInputs,
  type BmiMessages,
  type BmiResult,
  checkAge,
  computeBmi,
  UNIT_SYSTEMS,
  type UnitSystem,
  validateBmiInputs,
} from './bmi'

/** The form's field names, as its inputs are named (the query string of a submission). */
export const BMI_PARAMS = ['age', 'units', 'feet', 'inches', 'cm', 'weight'] as const

export const DEFAULT_UNITS: UnitSystem = 'ftin-kg'

/** Longer than any number a person types; a longer value is reported as not a number, never parsed. */
export const MAX_FIELD_LENGTH = 32

/** What the reader chose and typed. */
export type BmiSubmission = { units: UnitSystem; age: AgeAnswer; values: BmiInputs }

/** What the calculator shows for a submission. */
export type BmiOutcome = {
  errors: Partial<Record<BmiField, string>>
  ageError: string | null
  /** The adult result: only when every field is valid and the reader is 20 or older. */
  result: BmiResult | null
  /** Every field valid and the reader under 20: the child and teen advice instead of a result. */
  under20: boolean
}

/** The calculator's state on first render: the submission, and its outcome when one was submitted. */
export type BmiFormState = BmiSubmission & { outcome: BmiOutcome | null }

export const EMPTY_INPUTS: BmiInputs = { feet: '', inches: '', cm: '', weight: '' }

export type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a parameter (a repeated one counts once), bounded in length. */
function param(params: SearchParams, name: string): string | undefined {
  const raw = params[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined) return undefined
  // Kept invalid rather than cut: a cut number would be a different number.
  return value.length > MAX_FIELD_LENGTH ? 'x' : value
}

function isUnitSystem(value: string | undefined): value is UnitSystem {
  return value !== undefined && Object.hasOwn(UNIT_SYSTEMS, value)
}

/**
 * Reads a submission from a request's query. Nothing was submitted when none of the form's fields is present: the
 * calculator then starts empty, with no message. Unknown units fall back to the default ones.
 */
export function readBmiSubmission(params: SearchParams): BmiSubmission | null {
  if (!BMI_PARAMS.some((name) => params[name] !== undefined)) return null
  const units = param(params, 'units')
  const age = param(params, 'age')
  return {
    units: isUnitSystem(units) ? units : DEFAULT_UNITS,
    age: age === 'adult' || age === 'under20' ? age : '',
    values: {
      feet: param(params, 'feet') ?? '',
      inches: param(params, 'inches') ?? '',
      cm: param(params, 'cm') ?? '',
      weight: param(params, 'weight') ?? '',
    },
  }
}

/** The calculator's decision for one submission: every field's message, the age message, the result. */
export function evaluateBmi({ units, age, values }: BmiSubmission, messages: BmiMessages): BmiOutcome {
  const checked = validateBmiInputs(units, values, messages)
  const ageAnswer = checkAge(age, messages)
  const errors = checked.ok ? {} : checked.errors
  const ageError = ageAnswer.ok ? null : ageAnswer.message
  if (!checked.ok || !ageAnswer.ok) return { errors, ageError, result: null, under20: false }
  if (!ageAnswer.adult) return { errors, ageError, result: null, under20: true }
  return {
    errors,
    ageError,
    result: computeBmi(checked.heightM, checked.weightKg, UNIT_SYSTEMS[units].weight),
    under20: false,
  }
}

/** The state a page renders the calculator with, from its query (empty when nothing was submitted). */
export function bmiFormState(params: SearchParams, messages: BmiMessages): BmiFormState {
  const submission = readBmiSubmission(params)
  if (!submission) return { units: DEFAULT_UNITS, age: '', values: EMPTY_INPUTS, outcome: null }
  return { ...submission, outcome: evaluateBmi(submission, messages) }
}
