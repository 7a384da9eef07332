import { describe, expect, it } from 'vitest'
import { emptyBooking, formatPrice, LANGUAGE_VALUES } from './booking'
import { bookingSchemaFor } from './schema'
import { bookingWords } from './words'
import { seedText } from '@/tests/support/interface-text'

/** The words as the seed holds them (the Studio's "Interface words: Booking"), in each language. */
const english = bookingWords(seedText('booking', 'en'))
const spanish = bookingWords(seedText('booking', 'es'), 'es')

const valid = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: '+55 11 91234-5678',
  language: 'portuguese',
  symptoms: 'Tos seca desde hace tres semanas.',
}

const spanishSchema = bookingSchemaFor(spanish.messages)
const spanishMessages = (values: unknown) => {
  const result = spanishSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the booking demonstration in Spanish', () => {
  it('names every empty field in Spanish, with the same rules as English', () => {
    expect(spanishMessages(emptyBooking)).toEqual({
      fullName: 'Escriba su nombre completo.',
      email: 'Escriba su correo electrónico.',
      whatsapp: 'Escriba su número de WhatsApp.',
      language: 'Elija el idioma en el que prefiere que le hablemos.',
      symptoms: 'Describa sus problemas de salud.',
    })
    expect(spanishSchema.parse(valid).whatsapp).toBe('+5511912345678')
  })

  it('says why an email or a WhatsApp number is not accepted, in Spanish', () => {
    expect(spanishMessages({ ...valid, email: 'ana@example', whatsapp: 'llámeme' })).toEqual({
      email: 'Escriba un correo electrónico como nombre@ejemplo.com.',
      whatsapp: 'Escriba el número con el código del país, solo con dígitos, por ejemplo +1 555 010 0123.',
    })
    expect(spanishMessages({ ...valid, whatsapp: '12345' })).toEqual({
      whatsapp: 'Un número de WhatsApp tiene de 7 a 15 dígitos, contando el código del país.',
    })
    expect(spanishMessages({ ...valid, symptoms: 'x'.repeat(2001) })).toEqual({
      symptoms: 'Use 2,000 caracteres como máximo para describir sus problemas de salud.',
    })
  })

  it('says it is a demonstration on every step, and promises no reply', () => {
    const { demo, success } = spanish
    for (const step of ['details', 'payment', 'paid'] as const) expect(demo[step]).toMatch(/no se (envi|cobr)/i)
    expect(demo.title).toContain('demostración')
    expect(success.text).toContain('ningún médico va a leer lo que escribió')
    expect(success.nextSteps.join(' ')).toContain('llame al 911')
    expect(success.nextSteps.join(' ')).toContain('llame al 988 y oprima el 2')
  })

  it('writes counts as the contact form does: grouped in Spanish, plain in English', () => {
    expect(spanish.form.symptomsHint(0, 2000)).toMatch(/^0 de 2,000 caracteres\./)
    expect(english.form.symptomsHint(0, 2000)).toMatch(/^0 of 2000 characters\./)
  })

  it('names every language offered, and writes the sample price as US Spanish does', () => {
    expect(LANGUAGE_VALUES.map((value) => spanish.languages[value])).toEqual([
      'Inglés',
      'Español',
      'Francés',
      'Alemán',
      'Italiano',
      'Portugués',
    ])
    expect(formatPrice(49.99, 'USD', 'es-US')).toBe('$49.99')
  })
})

describe('the words with something filled in', () => {
  it('counts the steps with plain figures, and the characters as each language writes them', () => {
    expect(english.wizard.step(1, 2, english.wizard.steps.details)).toBe('Step 1 of 2: Your details')
    expect(spanish.wizard.step(2, 2, spanish.wizard.steps.payment)).toBe('Paso 2 de 2: Pago')
    expect(english.form.symptomsHint(0, 2000)).toBe(
      '0 of 2000 characters. Describe your symptoms, how long you have had them and any questions you have.',
    )
    expect(spanish.form.symptomsHint(1234, 2000)).toMatch(/^1,234 de 2,000 caracteres\. /)
    expect(english.messages.fullNameLong).toBe('Use at most 100 characters for your name.')
    expect(english.view.experience('18 years')).toBe('18 years of experience')
  })

  it('splits the sentences that hold an element around it', () => {
    expect(english.form.required).toEqual(['Fields marked ', ' are required.'])
    expect(spanish.form.required).toEqual(['Los campos marcados con ', ' son obligatorios.'])
    expect(english.payment.withDoctor).toEqual(['with ', ''])
    expect(spanish.payment.withDoctor).toEqual(['con ', ''])
  })

  it('says "demonstration" in the booking page\'s search snippet, with or without a doctor to name', () => {
    expect(english.metadata({ name: 'Dr. Sarah Johnson', specialization: 'General Practice' })).toEqual({
      title: 'Booking demonstration: Dr. Sarah Johnson',
      description:
        'A demonstration of how booking a consultation with Dr. Sarah Johnson (General Practice) would work. Not a real service: no doctor reads what you type, nothing is sent and no payment is taken. For care, contact your own doctor.',
    })
    expect(english.metadata({})).toEqual({
      title: 'Booking demonstration: sample doctor',
      description:
        'A demonstration of how booking a consultation would work. Not a real service: no doctor reads what you type, nothing is sent and no payment is taken. For care, contact your own doctor.',
    })
    const es = spanish.metadata({ name: 'Dra. Amelia Hart', specialization: null })
    expect(es.title).toBe('Pedir una cita (demostración): Dra. Amelia Hart')
    expect(es.description).toMatch(/^Una demostración de cómo funcionaría pedir una consulta con Dra\. Amelia Hart\. /)
    expect(spanish.metadata({}).title).toBe('Pedir una cita (demostración): médico de muestra')
  })
})
