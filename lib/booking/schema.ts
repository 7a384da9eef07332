/**
 * The booking form's one schema: the form shows its messages at the fields, and submit goes on only if it
 * passes. Kept apart from lib/booking/booking.ts because it needs zod, which the page loads lazily (see lib/forms/lazy-check.ts).
 */
import * as z from 'zod/mini'
import { BOOKING_LIMITS, checkWhatsApp, LANGUAGE_VALUES, type BookingFormValues } from './booking'
import type { BookingWords } from './words'
import { checkEmail } from '../forms/email'
import { checkedText, requiredText } from '../forms/schema'

const offered: readonly string[] = LANGUAGE_VALUES

/**
 * The one schema for step 1, with the page's messages (from the CMS, lib/booking/words.ts): the form shows them
 * at the fields, and submit passes only if it does. Written with zod/mini, which keeps the page's JavaScript small
 * (same rules and messages as classic zod).
 */
export function bookingSchemaFor(m: BookingWords['messages']) {
  return z.object({
    fullName: requiredText(m.fullNameEmpty, BOOKING_LIMITS.fullName, m.fullNameLong),
    // The shared email check decides; the message is the page's language.
    email: checkedText(m.emailEmpty, (value: string) =>
      checkEmail(value).ok ? { ok: true } : { ok: false, message: m.emailInvalid },
    ),
    // The number as WhatsApp needs it after the check: its digits, with the + if one was typed.
    whatsapp: z.pipe(
      checkedText(m.whatsapp.empty, (value: string) => checkWhatsApp(value, m.whatsapp)),
      z.transform((value: string) => {
        const result = checkWhatsApp(value, m.whatsapp)
        return result.ok ? result.value : value
      }),
    ),
    language: z.string().check(z.refine((value: string) => offered.includes(value), m.language)),
    symptoms: requiredText(m.symptomsEmpty, BOOKING_LIMITS.symptoms, m.symptomsLong),
  })
}

// The hand-written form type and the schema's input agree (a compile-time check).
export type BookingSchemaInput = z.input<ReturnType<typeof bookingSchemaFor>>
const _agree: [BookingSchemaInput, BookingFormValues] = [{} as BookingFormValues, {} as BookingSchemaInput]
void _agree
