'use client'

import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  BOOKING_LIMITS,
  EMPTY_FIELDS_NOTICE,
  emptyBookingFields,
  LANGUAGES,
  type BookingFormValues,
} from '@/lib/booking/booking'
import { FormField, inputClass, TextAreaField, TextField } from '@/components/ui/FormField'
import { lazyResolver } from '@/lib/forms/lazy-resolver'
import { useHydrated } from '@/components/ui/useHydrated'
import { notifyError, preloadNotices } from './LazyToaster'

/** The schema and its resolver load on first use (a field's focus warms them), not with the page. */
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { bookingSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/booking/schema'),
  ])
  return zodResolver(bookingSchema)
})

/** Step 1: the patient's details. One zod schema gives the field messages and decides whether submit goes on. */
export function BookingDetailsForm({ onValid }: { onValid: () => void }) {
  const [showEmptyNotice, setShowEmptyNotice] = useState(false)
  // The demonstration runs in the browser: until scripts run, the button waits instead of submitting what was typed
  // (symptoms included) into the page's address.
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
    // No default values: each field keeps what was typed into it before React hydrated the form.
  } = useForm<BookingFormValues>({ resolver, shouldFocusError: true })
  const symptomsLength = (useWatch({ control, name: 'symptoms' }) ?? '').length

  const onInvalid = () => {
    const anyEmpty = emptyBookingFields(getValues()).length > 0
    setShowEmptyNotice(anyEmpty)
    if (anyEmpty) void notifyError(EMPTY_FIELDS_NOTICE.title, EMPTY_FIELDS_NOTICE.description)
  }

  const field = (name: keyof BookingFormValues) => ({
    id: `booking-${name}`,
    invalid: Boolean(errors[name]),
    error: errors[name]?.message,
  })
  const fullName = field('fullName')
  const email = field('email')
  const whatsapp = field('whatsapp')
  const language = field('language')
  const symptoms = field('symptoms')

  return (
    <form
      noValidate
      aria-labelledby="booking-details-heading"
      onFocus={() => {
        resolver.warm()
        preloadNotices()
      }}
      onSubmit={handleSubmit(() => onValid(), onInvalid)}
      className="space-y-5"
    >
      <p data-no-js-only className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        This booking demonstration runs in your browser and needs JavaScript, which is off. Nothing you type here is
        sent or stored. Turn JavaScript on and reload this page to try it.
      </p>
      <p className="text-sm text-gray-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {showEmptyNotice && (
        <div className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{EMPTY_FIELDS_NOTICE.title}</p>
          <p className="text-sm">{EMPTY_FIELDS_NOTICE.description}</p>
        </div>
      )}
      <TextField
        field={fullName}
        label="Full name"
        type="text"
        autoComplete="name"
        maxLength={BOOKING_LIMITS.fullName}
        registration={register('fullName')}
      />
      <TextField
        field={email}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={BOOKING_LIMITS.email}
        registration={register('email')}
      />
      <TextField
        field={whatsapp}
        label="WhatsApp number"
        hint="With the country code, for example +1 555 010 0123."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={BOOKING_LIMITS.whatsapp}
        registration={register('whatsapp')}
      />
      <FormField id={language.id} label="Preferred communication language" error={language.error}>
        {(describedBy) => (
          <select
            id={language.id}
            required
            aria-invalid={language.invalid}
            aria-describedby={describedBy}
            className={inputClass(language.invalid)}
            {...register('language')}
          >
            <option value="">Select a language</option>
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField
        field={symptoms}
        label="Medical concerns"
        hint={`${symptomsLength} of ${BOOKING_LIMITS.symptoms} characters. Describe your symptoms, how long you have had them and any questions you have.`}
        rows={4}
        maxLength={BOOKING_LIMITS.symptoms}
        registration={register('symptoms')}
      />
      <button
        type="submit"
        disabled={!hydrated}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-500 sm:w-auto"
      >
        Continue to Payment
      </button>
    </form>
  )
}
