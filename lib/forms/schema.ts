/**
 * Field schemas shared by the site's forms (booking, contact), written with zod/mini to keep client JavaScript small.
 */
import * as z from 'zod/mini'

/** A required text: trimmed, then empty (stops here with its own message) or too long. */
export const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { message: empty, abort: true }), z.maxLength(max, tooLong))

/** A required value checked by one of the site's own checks (email, WhatsApp number). */
export const checkedText = (empty: string, check: (value: string) => { ok: true } | { ok: false; message: string }) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { message: empty, abort: true }),
    z.superRefine((value: string, ctx) => {
      const result = check(value)
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, input: value })
    }),
  )
