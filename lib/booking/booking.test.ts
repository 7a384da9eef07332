import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkWhatsApp as checkWhatsAppWith,
  combinedExperienceYears,
  emptyBooking,
  emptyBookingFields,
  experienceYears,
  feeSentence,
  formatPrice,
  initials,
  LANGUAGE_VALUES,
  pageLanguageChoice,
  parseDoctorId,
  PAYMENT_DELAY_MS,
  TOAST_OPTIONS,
} from '@/lib/booking/booking'
import { bookingSchemaFor } from '@/lib/booking/schema'
import { consultationLanguage, LOCALES, PSEUDO_LANG } from '@/lib/site/languages'
import { bookingWords } from '@/lib/booking/words'
import { seedText } from '@/tests/support/interface-text'

/** The English words as the seed holds them (the Studio's "Interface words: Booking"). */
const words = bookingWords(seedText('booking', 'en'))
const bookingSchema = bookingSchemaFor(words.messages)
const checkWhatsApp = (input: string) => checkWhatsAppWith(input, words.messages.whatsapp)

const valid = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: '+55 11 91234-5678',
  language: 'portuguese',
  symptoms: 'A dry cough for three weeks.',
}

const messages = (values: unknown) => {
  const result = bookingSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('booking schema', () => {
  it('accepts a complete request and trims what was typed', () => {
    const result = bookingSchema.parse({ ...valid, fullName: '  Ana Souza  ' })
    expect(result.fullName).toBe('Ana Souza')
    expect(result.whatsapp).toBe('+5511912345678')
  })

  it('names every empty field, in form order, with its own message', () => {
    expect(emptyBookingFields(emptyBooking)).toEqual(['fullName', 'email', 'whatsapp', 'language', 'symptoms'])
    expect(messages(emptyBooking)).toEqual({
      fullName: 'Enter your full name.',
      email: 'Enter your email address.',
      whatsapp: 'Enter your WhatsApp number.',
      language: 'Choose the language you would like us to use.',
      symptoms: 'Describe your medical concerns.',
    })
  })

  it('treats whitespace as empty', () => {
    expect(emptyBookingFields({ ...valid, symptoms: '   \n ' })).toEqual(['symptoms'])
    expect(messages({ ...valid, fullName: '  ' })).toEqual({ fullName: 'Enter your full name.' })
  })

  it('rejects a malformed email and a language that is not offered', () => {
    expect(messages({ ...valid, email: 'ana@example' })).toEqual({
      email: 'Enter an email address like name@example.com.',
    })
    expect(messages({ ...valid, language: 'klingon' })).toHaveProperty('language')
  })

  it('limits the length of the concerns', () => {
    expect(messages({ ...valid, symptoms: 'x'.repeat(2000) })).toEqual({})
    expect(messages({ ...valid, symptoms: 'x'.repeat(2001) })).toEqual({
      symptoms: 'Use at most 2000 characters to describe your concerns.',
    })
  })

  it('offers the six languages of the spec', () => {
    expect(LANGUAGE_VALUES).toEqual(['english', 'spanish', 'french', 'german', 'italian', 'portuguese'])
    expect(LANGUAGE_VALUES.map((value) => words.languages[value])).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
    ])
  })

  it('keeps the exact texts and timings of the spec', () => {
    expect(words.emptyFields).toEqual({
      title: 'Please fill in all fields',
      description: 'All form fields are required to proceed with your consultation.',
    })
    expect(PAYMENT_DELAY_MS).toBe(2000)
    expect(TOAST_OPTIONS).toEqual({ visibleToasts: 3, duration: 4000 })
  })

  it('the success text keeps the spec thanks but promises no feedback, and says where to get care', () => {
    expect(words.success.text).toMatch(/^Thank you for describing your medical concerns\. /)
    expect(words.success.text).toContain('nothing was sent')
    expect(words.success.text).not.toMatch(/will provide feedback|shortest time/)
    expect(words.success.title).not.toBe('Payment Successful!')
    expect(words.success.nextSteps.join(' ')).toMatch(/urgent care.*911.*988/)
  })

  it('every step has its demonstration notice; step 1 says no doctor reads what is typed', () => {
    expect(words.demo.title).toBe('Demonstration only.')
    expect(words.demo.details).toContain('No doctor reads what you type here')
    for (const step of ['details', 'payment', 'paid'] as const) expect(words.demo[step]).toMatch(/sent/)
  })
})

describe('checkWhatsApp', () => {
  it('accepts international numbers as people type them', () => {
    expect(checkWhatsApp('+1 (555) 010-0123')).toEqual({ ok: true, value: '+15550100123' })
    expect(checkWhatsApp(' 447700900123 ')).toEqual({ ok: true, value: '447700900123' })
    expect(checkWhatsApp('+49 30.1234567')).toEqual({ ok: true, value: '+49301234567' })
  })

  it('rejects letters, a misplaced plus, and too few or too many digits', () => {
    for (const bad of [
      '',
      'call me',
      '+1 555 CALL',
      '1+5550100',
      '++15550100123',
      '123456',
      '+1234567890123456',
      '(555) 010 0123',
    ])
      expect(checkWhatsApp(bad).ok, bad).toBe(false)
    expect(checkWhatsApp('123456')).toEqual({
      ok: false,
      message: 'A WhatsApp number has 7 to 15 digits, including the country code.',
    })
  })

  it('accepts every 7–15 digit number, with or without +, and returns exactly its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{7,15}$/), fc.boolean(), (digits, plus) => {
        const result = checkWhatsApp(`${plus ? '+' : ''}${digits}`)
        expect(result).toEqual({ ok: true, value: `${plus ? '+' : ''}${digits}` })
      }),
    )
  })

  it('never accepts a value with fewer than 7 or more than 15 digits, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const digits = text.replace(/\D/g, '').length
        const result = checkWhatsApp(text)
        if (digits < 7 || digits > 15) expect(result.ok).toBe(false)
        if (result.ok) expect(result.value).toMatch(/^\+?[0-9]{7,15}$/)
      }),
    )
  })
})

describe('parseDoctorId', () => {
  it('takes plain positive whole numbers only', () => {
    expect(parseDoctorId('1')).toBe(1)
    expect(parseDoctorId('3')).toBe(3)
    for (const bad of [undefined, '', '0', '01', '-1', '1.0', '1e3', 'abc', ' 2', '2 ', '9999999999'])
      expect(parseDoctorId(bad), String(bad)).toBeNull()
  })

  it('round-trips every id it accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(parseDoctorId(String(n))).toBe(n)
      }),
    )
  })
})

describe('formatPrice', () => {
  it('formats the consultation price with Intl.NumberFormat', () => {
    expect(formatPrice(49.99, 'USD')).toBe('$49.99')
    expect(formatPrice(49.99, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(49.99),
    )
    expect(formatPrice(0, 'USD')).toBe('$0.00')
  })

  it('gives null, never NaN, for a missing or unusable price or currency', () => {
    for (const [amount, currency] of [
      [null, 'USD'],
      [Number.NaN, 'USD'],
      [Number.POSITIVE_INFINITY, 'USD'],
      [-1, 'USD'],
      [49.99, null],
      [49.99, 'usd'],
      [49.99, 'DOLLARS'],
    ] as const)
      expect(formatPrice(amount, currency)).toBeNull()
  })
})

describe('team helpers', () => {
  it('adds up whole years of experience: 18 + 16 + 18 = 52', () => {
    expect(experienceYears('18 years')).toBe(18)
    expect(experienceYears('about a decade')).toBeNull()
    expect(combinedExperienceYears(['18 years', '16 years', '18 years'])).toBe(52)
    expect(combinedExperienceYears(['18 years', null, 'n/a'])).toBe(18)
  })

  it('makes initials without titles', () => {
    expect(initials('Dr. Amelia Hart')).toBe('AH')
    expect(initials('Dra. Sofia Reyes')).toBe('SR')
    expect(initials('Dr. Sofia Reyes-Lopez')).toBe('SR')
    expect(initials('Inês')).toBe('I')
    expect(initials('')).toBe('?')
  })
})

describe('feeSentence', () => {
  it('writes the price where the editor put {price}', () => {
    expect(feeSentence('Paid: a consultation costs {price}.', '$49.99', words.view.noPrice)).toBe(
      'Paid: a consultation costs $49.99.',
    )
  })

  it('still says there is a fee when the price is unavailable, and nothing when there is no text', () => {
    expect(feeSentence('Paid: a consultation costs {price}.', null, words.view.noPrice)).toBe(
      'Paid: a consultation costs a fee (shown before you pay).',
    )
    expect(feeSentence(null, '$49.99', words.view.noPrice)).toBeNull()
  })
})

describe('the consultation language a page chooses for the reader', () => {
  it("is the locale list's choice where it names one of the form's languages, and none on English pages", () => {
    for (const locale of LOCALES) {
      const chosen = consultationLanguage(locale.code)
      if (chosen !== null) expect(LANGUAGE_VALUES as readonly string[], locale.code).toContain(chosen)
    }
    expect(pageLanguageChoice('es')).toBe('spanish')
    expect(pageLanguageChoice('en')).toBeNull()
    expect(pageLanguageChoice(PSEUDO_LANG)).toBeNull()
  })
})
