import { describe, expect, it } from 'vitest'
import { isFictionalPhone, isPlaceholderEmail } from './placeholders'

describe('placeholder contact details', () => {
  it('knows the 555-0100 to 555-0199 numbers kept for fiction, with or without the country code', () => {
    for (const n of ['18005550142', '1-800-555-0142', '(312) 555-0100', '800.555.0199', '+1 800 555 0123'])
      expect(isFictionalPhone(n), n).toBe(true)
  })

  it('leaves real numbers, including other 555 numbers and short codes, as numbers to dial', () => {
    for (const n of ['911', '988', '1-800-222-1222', '1-800-555-0200', '1-800-555-1212', '', null, undefined])
      expect(isFictionalPhone(n), String(n)).toBe(false)
  })

  it('knows addresses at domains reserved for examples, and only those', () => {
    for (const a of ['hello@healthwisehub.example', 'a@example.com', 'a@EXAMPLE.org', 'b@site.test', 'c@x.invalid'])
      expect(isPlaceholderEmail(a), a).toBe(true)
    for (const a of ['hello@healthwisehub.org', 'a@myexample.com', 'a@example.company', 'no-at-sign', '', null])
      expect(isPlaceholderEmail(a), String(a)).toBe(false)
  })
})
