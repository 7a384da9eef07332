import { describe, expect, it } from 'vitest'
import { emptyBooking, formatPrice } from './booking'
import { bookingSchemaFor } from './schema'
import { BOOKING_WORDS } from './words'

const valid = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: '+55 11 91234-5678',
  language: 'portuguese',
  symptoms: 'Tos seca desde hace tres semanas.',
}

const spanishMessages = (values: unknown) => {
  const result = bookingSchemaFor('es').safeParse(values)
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
    expect(bookingSchemaFor('es').parse(valid).whatsapp).toBe('+5511912345678')
  })

  it('says why an email or a WhatsApp number is not accepted, in Spanish', () => {
    expect(spanishMessages({ ...valid, email: 'ana@example', whatsapp: 'llámeme' })).toEqual({
      email: 'Escriba un correo electrónico como nombre@example.com.',
      whatsapp: 'Escriba el número con el código del país, solo con dígitos, por ejemplo +1 555 010 0123.',
    })
    expect(spanishMessages({ ...valid, whatsapp: '12345' })).toEqual({
      whatsapp: 'Un número de WhatsApp tiene de 7 a 15 dígitos, contando el código del país.',
    })
  })

  it('says it is a demonstration on every step, and promises no reply', () => {
    const { demo, success } = BOOKING_WORDS.es
    for (const step of ['details', 'payment', 'paid'] as const) expect(demo[step]).toMatch(/no se (envi|cobr)/i)
    expect(demo.title).toContain('demostración')
    expect(success.text).toContain('ningún médico va a leer lo que escribió')
    expect(success.nextSteps.join(' ')).toContain('llame al 911')
    expect(success.nextSteps.join(' ')).toContain('llame al 988 y marque 2')
  })

  it('names every language offered, and writes the sample price as US Spanish does', () => {
    expect(Object.values(BOOKING_WORDS.es.languages)).toEqual([
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
