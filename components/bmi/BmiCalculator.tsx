'use client'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import type { PageCopy } from '@/lib/site/page-copy'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormCheck } from '@/lib/forms/check'
import { useCheckedForm } from '@/components/ui/useCheckedForm'
import {
  CHILD_TEEN_URL,
  FIELD_ORDER,
  checkAge,
  type AgeAnswer,
  UNIT_SYSTEMS,
  convertInputs,
  validateBmiInputs,
  type BmiField,
  type BmiInputs,
  type BmiResult,
  type UnitSystem,
} from '@/lib/bmi/bmi'
import { EMPTY_INPUTS as EMPTY, evaluateBmi, type BmiFormState } from '@/lib/bmi/form'
import { bmiWords, type BmiText } from '@/lib/bmi/words'
import type { Lang } from '@/lib/site/languages'
import { BmiResultPanel } from './BmiResultPanel'

const NOT_A_NUMBER = 'not-a-number'

/** The calculator: inputs and unit switch on the left, the result (or the empty-state text) on the right. */
/** The calculator's section headings and prompt come from the page's "Page text" document. */
type Props = {
  /**
   * The state to start in: empty, or a form the browser submitted without JavaScript (or before hydration), as the
   * server read and answered it with the same checks (lib/bmi/form.ts).
   */
  initial: BmiFormState
  copy: PageCopy<'bmi'>['texts']
  /**
   * The labels, messages, categories and advice: the "Interface words: BMI calculator" document
   * (getInterfaceText('bmi', lang)), whose messages the server page also checked `initial` with.
   */
  text: BmiText
  /**
   * Click-to-edit attributes of the page's own texts in the Preview tool, computed by the server page (plain objects,
   * none for readers).
   */
  edits?: Partial<Record<keyof PageCopy<'bmi'>['texts'], EditAttributes>>
  /** The language of the numbers. */
  lang?: Lang
  /**
   * The addresses the form submits to, in the page's language (built on the server, so that the route tables stay out
   * of the page's JavaScript): the result page (the form's action), the calculator (the Reset button's) and the
   * obesity guide the result links to.
   */
  paths: { result: string; calculator: string; guide: string }
}

export function BmiCalculator({ initial, copy, text, edits = {}, lang = 'en', paths }: Props) {
  const words = useMemo(() => bmiWords(text, lang), [text, lang])
  const [units, setUnits] = useState<UnitSystem>(initial.units)
  const [result, setResult] = useState<BmiResult | null>(initial.outcome?.result ?? null)
  // "Are you 20 or older?": the adult categories are shown only after a yes.
  const [age, setAge] = useState<AgeAnswer>(initial.age)
  const [ageError, setAgeError] = useState<string | null>(initial.outcome?.ageError ?? null)
  const [under20, setUnder20] = useState(initial.outcome?.under20 ?? false)
  // After Reset the button itself disappears; focus goes back to the first field once that has rendered.
  const focusFirstField = useRef(false)

  // All checks live in lib/bmi; this only hands them what the fields hold.
  const check: FormCheck<BmiField, BmiInputs> = (values, elements) => {
    // A number field holding text reports "" as its value; its validity says it was not empty.
    const raw = { ...values }
    for (const name of FIELD_ORDER)
      if ((elements[name] as HTMLInputElement | undefined)?.validity?.badInput) raw[name] = NOT_A_NUMBER
    const checked = validateBmiInputs(units, raw, words.messages)
    return checked.ok ? { ok: true, values } : { ok: false, errors: checked.errors }
  }

  // The fields keep what the page holds when React hydrates it (what the server was sent, or what the reader typed
  // before hydration); the server's messages for a submitted form show until the next Calculate.
  const {
    formRef,
    errors,
    values: typedValues,
    setValues,
    focus,
    handleSubmit,
  } = useCheckedForm({
    fields: FIELD_ORDER,
    check,
    initialErrors: initial.outcome?.errors,
    recheckOnChange: false,
  })

  const system = UNIT_SYSTEMS[units]

  /** The age answer is checked with the measurements; unanswered, it gets its message and no result is shown. */
  const ageChecked = () => {
    const checked = checkAge(age, words.messages)
    setAgeError(checked.ok ? null : checked.message)
    return checked
  }

  // The same decision the server makes for a form submitted without JavaScript.
  const onValid = (values: BmiInputs) => {
    const outcome = evaluateBmi({ units, age, values }, words.messages)
    setAgeError(outcome.ageError)
    setResult(outcome.result)
    setUnder20(outcome.under20)
    if (outcome.ageError) document.getElementById('bmi-age-adult')?.focus()
  }

  const onInvalid = () => {
    ageChecked()
    setResult(null)
    setUnder20(false)
  }

  const onReset = (event: React.MouseEvent) => {
    // Before hydration the button submits to the empty calculator's page; once hydrated, the form is cleared here.
    event.preventDefault()
    setValues(EMPTY)
    setResult(null)
    setUnder20(false)
    focusFirstField.current = true
  }

  const onAgeChange = (next: AgeAnswer) => {
    setAge(next)
    setAgeError(null)
    setResult(null)
    setUnder20(false)
  }

  useEffect(() => {
    if (result || under20 || !focusFirstField.current) return
    focusFirstField.current = false
    focus(UNIT_SYSTEMS[units].height === 'ftin' ? 'feet' : 'cm')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, under20, units])

  const onUnitsChange = (next: UnitSystem) => {
    setValues(convertInputs(units, next, typedValues()))
    setUnits(next)
    setResult(null)
    setUnder20(false)
  }

  // A choice made before hydration is in the page but not in React's state (React keeps a radio's `checked` as it
  // finds it when it hydrates): read it once, so that Calculate uses what the reader sees.
  useEffect(() => {
    const chosen = (name: string) => (formRef.current?.elements.namedItem(name) as RadioNodeList | null)?.value
    const ageOnPage = chosen('age')
    if (ageOnPage === 'adult' || ageOnPage === 'under20') setAge(ageOnPage)
    const unitsOnPage = chosen('units')
    if (unitsOnPage && unitsOnPage !== initial.units && Object.hasOwn(UNIT_SYSTEMS, unitsOnPage))
      onUnitsChange(unitsOnPage as UnitSystem)
    // Once, on hydration: later changes go through the radios' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const field = (name: BmiField, label: string, hint?: string) => {
    const error = errors[name]
    const errorId = `bmi-${name}-error`
    const hintId = `bmi-${name}-hint`
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
    return (
      <div>
        <label htmlFor={`bmi-${name}`} className="block text-sm font-medium text-gray-900">
          {label}
        </label>
        <input
          id={`bmi-${name}`}
          type="number"
          inputMode="decimal"
          step="any"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-1 w-full rounded-md border px-3 py-2 text-gray-900 ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-gray-400'}`}
          // The value the server was sent, in the HTML itself.
          defaultValue={initial.outcome ? initial.values[name] : undefined}
          name={name}
        />
        {hint && (
          <p id={hintId} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="bmi-measurements-heading" className="rounded-xl border border-gray-200 p-6 shadow-sm">
        <h2
          id="bmi-measurements-heading"
          className="text-xl font-semibold text-gray-900"
          {...edits.measurementsHeading}
        >
          {copy.measurementsHeading}
        </h2>
        {/* Without JavaScript (or before hydration) the browser submits the form to the result page, which answers
            with the same checks; once hydrated, the calculator answers here. */}
        <form
          ref={formRef}
          noValidate
          action={paths.result}
          method="get"
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="mt-4 space-y-5"
        >
          <fieldset aria-describedby={ageError ? 'bmi-age-error' : undefined}>
            <legend className="text-sm font-medium text-gray-900">{words.age.legend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['adult', 'under20'] as const).map((key) => (
                <label
                  key={key}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    id={`bmi-age-${key === 'adult' ? 'adult' : 'under-20'}`}
                    type="radio"
                    name="age"
                    value={key}
                    checked={age === key}
                    onChange={() => onAgeChange(key)}
                  />
                  {words.age[key]}
                </label>
              ))}
            </div>
            {ageError && (
              <p id="bmi-age-error" className="mt-1 text-sm font-medium text-red-700">
                {ageError}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-gray-900">{words.form.unitsLegend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(Object.keys(UNIT_SYSTEMS) as UnitSystem[]).map((key) => (
                <label
                  key={key}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="units"
                    value={key}
                    checked={units === key}
                    onChange={() => onUnitsChange(key)}
                  />
                  {words.units[key]}
                </label>
              ))}
            </div>
          </fieldset>
          {system.height === 'ftin' ? (
            <div className="grid grid-cols-2 gap-4">
              {field('feet', words.form.feet)}
              {field('inches', words.form.inches, words.form.inchesHint)}
            </div>
          ) : (
            field('cm', words.form.cm)
          )}
          {field('weight', words.form.weight[system.weight])}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {words.form.calculate}
            </button>
            {(result || under20) && (
              <button
                type="submit"
                formAction={paths.calculator}
                formNoValidate
                onClick={onReset}
                className="rounded-md border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50"
              >
                {words.form.reset}
              </button>
            )}
          </div>
        </form>
      </section>
      <section aria-labelledby="bmi-result-heading" className="rounded-xl border border-gray-200 p-6 shadow-sm">
        <h2 id="bmi-result-heading" className="text-xl font-semibold text-gray-900" {...edits.resultHeading}>
          {copy.resultHeading}
        </h2>
        <div aria-live="polite" className="mt-4">
          {result ? (
            <>
              <p className="sr-only">
                {words.form.resultSentence(words.bmi(result.bmi), words.categories[result.category.name].name)}
              </p>
              <BmiResultPanel result={result} words={words} guideHref={paths.guide} />
            </>
          ) : under20 ? (
            <div data-testid="bmi-under-20" className="space-y-2 text-gray-800">
              <p className="font-semibold text-gray-900">{words.childTeen.title}</p>
              <p>{words.childTeen.text}</p>
              <a
                href={CHILD_TEEN_URL}
                // The CDC's calculator is in English: said in the Spanish link's words, and to assistive technology.
                hrefLang={lang === 'en' ? undefined : 'en'}
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {words.childTeen.linkLabel}
              </a>
            </div>
          ) : (
            <p className="text-gray-700" {...edits.resultPrompt}>
              {copy.resultPrompt}
            </p>
          )}
        </div>
      </section>
    </div>
  )
}
