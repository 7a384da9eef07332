/**
 * The consultation booking wizard's rules, as plain data and functions: the WhatsApp number check, the doctor id in
 * the URL, the price and the timings the specification gives. Its words (the notices, labels and messages) are the
 * Studio's "Interface words: Booking" (lib/booking/words.ts); the form's schema is in lib/booking/schema.ts (it needs
 * zod, which the page loads only when the form is first used). Nothing here touches the browser, so all of it is
 * unit-tested.
 */
import { consultationLanguage, type Lang } from '@/lib/site/languages'

/** The languages a reader can choose, as the form sends them; their names are interface words in each language. */
export const LANGUAGE_VALUES = ['english', 'spanish', 'french', 'german', 'italian', 'portuguese'] as const

export type LanguageValue = (typeof LANGUAGE_VALUES)[number]

/**
 * The language a page in `lang` has already chosen for the reader (the locale list's `consultation`): it comes first
 * in the form's list and is chosen for them; null where the reader picks.
 */
export const pageLanguageChoice = (lang: Lang): LanguageValue | null => {
  const chosen = consultationLanguage(lang)
  return LANGUAGE_VALUES.find((value) => value === chosen) ?? null
}

export const BOOKING_LIMITS = { fullName: 100, email: 254, whatsapp: 20, symptoms: 2000 } as const

/** The simulated payment takes this long before the success screen (spec section 9). */
export const PAYMENT_DELAY_MS = 2000

/** Toasts on the booking page: three at a time, each for 4000 ms. */
export const TOAST_OPTIONS = { visibleToasts: 3, duration: 4000 } as const

/**
 * The wizard's steps. The booking flow is a demonstration until a real, staffed service is connected (DESIGN, "Settled (booking)"): each
 * step says so (the demonstration notices of lib/booking/words.ts), starting above the first field of step 1, because
 * a reader who types symptoms must not wait for a reply that never comes.
 */
export type BookingStep = 'details' | 'payment' | 'paid'

export type WhatsAppCheck = { ok: true; value: string } | { ok: false; message: string }

/** What the WhatsApp check says when a number is not accepted: interface words (lib/booking/words.ts). */
export type WhatsAppMessages = { empty: string; format: string; length: string }

/**
 * A WhatsApp number in international format: an optional leading +, then 7 to 15 digits (E.164 allows at most 15).
 * Spaces, dashes, dots and brackets between digits are allowed as people type them and dropped from the value.
 */
export function checkWhatsApp(input: string, messages: WhatsAppMessages): WhatsAppCheck {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, message: messages.empty }
  const plus = trimmed.startsWith('+')
  const rest = plus ? trimmed.slice(1) : trimmed
  if (!/^[0-9](?:[0-9 ().-]*[0-9])?$/.test(rest)) return { ok: false, message: messages.format }
  const digits = rest.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) return { ok: false, message: messages.length }
  return { ok: true, value: `${plus ? '+' : ''}${digits}` }
}

/** What the form holds (all text, as typed); lib/booking/schema.ts checks it. */
export type BookingFormValues = {
  fullName: string
  email: string
  whatsapp: string
  language: string
  symptoms: string
}
export type BookingField = keyof BookingFormValues

export const BOOKING_FIELDS: readonly BookingField[] = ['fullName', 'email', 'whatsapp', 'language', 'symptoms']

export const emptyBooking: BookingFormValues = { fullName: '', email: '', whatsapp: '', language: '', symptoms: '' }

/** The fields left empty (whitespace counts as empty), in form order: any one of them brings up the notice. */
export function emptyBookingFields(values: Partial<Record<BookingField, unknown>>): BookingField[] {
  return BOOKING_FIELDS.filter((field) => {
    const value = values[field]
    return typeof value !== 'string' || value.trim() === ''
  })
}

/**
 * The doctor id from the URL: a plain positive whole number ("1", "2", "3"). Anything else ("01", "1.0", "abc",
 * "-1", a huge number) is not an id, and the page answers with the not-found page.
 */
export function parseDoctorId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) return null
  return Number(param)
}

/** The price as a reader expects it, e.g. "$49.99"; null when the settings hold no usable price or currency. */
export function formatPrice(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale = 'en-US',
): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return null
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    return null
  }
}

/** Whole years at the start of an experience text such as "18 years"; null when there are none. */
export function experienceYears(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})\b/.exec(text ?? '')
  return match ? Number(match[1]) : null
}

/** The team's combined experience in whole years, from the doctors' own experience texts ("52+" on the page). */
export function combinedExperienceYears(experiences: Array<string | null | undefined>): number {
  return experiences.reduce<number>((sum, text) => sum + (experienceYears(text) ?? 0), 0)
}

/** A name's initials for an avatar, e.g. "Dr. Amelia Hart" → "AH" (titles are skipped). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|prof|mr|mrs|ms|mx)\.?$/i.test(word))
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean)
  if (!words.length) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : ''
  return (first + last).toUpperCase()
}

/**
 * The paid part of "what is free and what is paid", with the price written in where the editor put {price}. Without
 * a usable price the sentence still says there is a fee (`noPrice`, an interface word), so the page never claims
 * everything is free.
 */
export function feeSentence(template: string | null | undefined, price: string | null, noPrice: string): string | null {
  if (!template) return null
  return template.replaceAll('{price}', price ?? noPrice)
}
