'use client'

import { useMemo, useState } from 'react'
import {
  BOOKING_LIMITS,
  emptyBookingFields,
  LANGUAGE_VALUES,
  pageLanguageChoice,
  type BookingFormValues,
} from '@/lib/booking/booking'
import type { Lang } from '@/lib/site/languages'
import { bookingWords, type BookingText, type BookingWords } from '@/lib/booking/words'
import { FormField, inputClass, TextAreaField, TextField } from '@/components/ui/FormField'
import { zodCheck } from '@/lib/forms/check'
import { lazyCheck } from '@/lib/forms/lazy-check'
import { useCheckedForm } from '@/components/ui/useCheckedForm'
import { useHydrated } from '@/components/ui/useHydrated'
import { notifyError, preloadNotices } from './LazyToaster'

/** The schema loads on first use (a field's focus warms it), not with the page. */
const checkFor = (messages: BookingWords['messages']) =>
  lazyCheck(async () => {
    const { bookingSchemaFor } = await import('@/lib/booking/schema')
    return zodCheck(bookingSchemaFor(messages))
  })

const FIELDS = ['fullName', 'email', 'whatsapp', 'language', 'symptoms'] as const

/**
 * Step 1: the patient's details. One zod schema gives the field messages and decides whether submit goes on.
 * `text`: the booking's interface words from the CMS (getInterfaceText('booking', lang)). A reader on a page in
 * Spanish has already chosen Spanish: it comes first in the language list and is chosen for them.
 */
export function BookingDetailsForm({
  onValid,
  text,
  lang = 'en',
}: {
  onValid: () => void
  text: BookingText
  lang?: Lang
}) {
  const words = useMemo(() => bookingWords(text, lang), [text, lang])
  const pageLanguage = pageLanguageChoice(lang)
  const languages = pageLanguage
    ? [pageLanguage, ...LANGUAGE_VALUES.filter((value) => value !== pageLanguage)]
    : LANGUAGE_VALUES
  const { form: labels } = words
  // Made once: the form keeps the same check for its whole life.
  const [check] = useState(() => checkFor(words.messages))
  const [showEmptyNotice, setShowEmptyNotice] = useState(false)
  // The demonstration runs in the browser: until scripts run, the button waits instead of submitting what was typed
  // (symptoms included) into the page's address.
  const hydrated = useHydrated()
  // No default values: each field keeps what was typed into it before React hydrated the form.
  const { formRef, errors, lengths, values, handleSubmit, onChange } = useCheckedForm({
    fields: FIELDS,
    check,
    counted: ['symptoms'],
  })
  const symptomsLength = lengths.symptoms ?? 0

  const onInvalid = () => {
    const anyEmpty = emptyBookingFields(values()).length > 0
    setShowEmptyNotice(anyEmpty)
    if (anyEmpty) void notifyError(words.emptyFields.title, words.emptyFields.description)
  }

  const field = (name: keyof BookingFormValues) => ({
    id: `booking-${name}`,
    invalid: Boolean(errors[name]),
    error: errors[name],
  })
  const fullName = field('fullName')
  const email = field('email')
  const whatsapp = field('whatsapp')
  const language = field('language')
  const symptoms = field('symptoms')

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="booking-details-heading"
      onFocus={() => {
        check.warm()
        preloadNotices()
      }}
      onSubmit={handleSubmit(() => onValid(), onInvalid)}
      onChange={onChange}
      className="space-y-5"
    >
      <p data-no-js-only className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {labels.noJavaScript}
      </p>
      <p className="text-sm text-gray-700">
        {labels.required[0]}
        <span className="text-red-700">*</span>
        {labels.required[1]}
      </p>
      {showEmptyNotice && (
        <div className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{words.emptyFields.title}</p>
          <p className="text-sm">{words.emptyFields.description}</p>
        </div>
      )}
      <TextField
        field={fullName}
        label={labels.fullName}
        type="text"
        autoComplete="name"
        maxLength={BOOKING_LIMITS.fullName}
        name="fullName"
      />
      <TextField
        field={email}
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={BOOKING_LIMITS.email}
        name="email"
      />
      <TextField
        field={whatsapp}
        label={labels.whatsapp}
        hint={labels.whatsappHint}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={BOOKING_LIMITS.whatsapp}
        name="whatsapp"
      />
      <FormField id={language.id} label={labels.language} error={language.error}>
        {(describedBy) => (
          <select
            id={language.id}
            required
            aria-invalid={language.invalid}
            aria-describedby={describedBy}
            className={inputClass(language.invalid)}
            name="language"
            defaultValue={pageLanguage ?? ''}
          >
            <option value="">{labels.chooseLanguage}</option>
            {languages.map((value) => (
              <option key={value} value={value}>
                {words.languages[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField
        field={symptoms}
        label={labels.symptoms}
        hint={labels.symptomsHint(symptomsLength, BOOKING_LIMITS.symptoms)}
        rows={4}
        maxLength={BOOKING_LIMITS.symptoms}
        name="symptoms"
      />
      <button
        type="submit"
        disabled={!hydrated}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-500 sm:w-auto"
      >
        {labels.submit}
      </button>
    </form>
  )
}
