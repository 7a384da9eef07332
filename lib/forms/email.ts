/**
 * A practical e-mail check for forms: one @, a non-empty local part, and a domain with a dot and no spaces.
 * It mirrors what browsers accept for type="email" closely enough that the two never disagree on real addresses.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export type EmailCheck = { ok: true; value: string } | { ok: false; message: string }

export function checkEmail(input: string): EmailCheck {
  const value = input.trim()
  if (!value) return { ok: false, message: 'Enter your email address.' }
  if (value.length > 254 || !EMAIL.test(value))
    return { ok: false, message: 'Enter an email address like name@example.com.' }
  return { ok: true, value }
}
