/**
 * The booking form's one schema: react-hook-form shows its messages at the fields, and submit goes on only if it
 * passes. Kept apart from lib/booking/booking.ts because it needs zod, which the page loads lazily (see lib/forms/lazy-resolver.ts).
 */
import * as z from 'zod/mini'
import { BOOKING_LIMITS, checkWhatsApp, LANGUAGE_VALUES, type BookingFormValues } from './booking'
import { checkEmail } from '../forms/email'
import { checkedText, requiredText } from '../forms/schema'

/**
 * The one schema for step 1: react-hook-form shows its messages at the fields, and submit passes only if it does.
 * Written with zod/mini, which keeps the page's JavaScript small (same rules and messages as classic zod).
 */
export const bookingSchema = z.object({
  fullName: requiredText('Enter your full name.', BOOKING_LIMITS.fullName, 'Use at most 100 characters for your name.'),
  email: checkedText('Enter your email address.', checkEmail),
  // The number as WhatsApp needs it after the check: its digits, with the + if one was typed.
  whatsapp: z.pipe(
    checkedText('Enter your WhatsApp number.', checkWhatsApp),
    z.transform((value: string) => {
      const result = checkWhatsApp(value)
      return result.ok ? result.value : value
    }),
  ),
  language: z
    .string()
    .check(
      z.refine((value: string) => LANGUAGE_VALUES.includes(value), 'Choose the language you would like us to use.'),
    ),
  symptoms: requiredText(
    'Describe your medical concerns.',
    BOOKING_LIMITS.symptoms,
    `Use at most ${BOOKING_LIMITS.symptoms} characters to describe your concerns.`,
  ),
})

// The hand-written form type and the schema's input agree (a compile-time check).
export type BookingSchemaInput = z.input<typeof bookingSchema>
const _agree: [BookingSchemaInput, BookingFormValues] = [{} as BookingFormValues, {} as BookingSchemaInput]
void _agree
