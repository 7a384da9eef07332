/**
 * The contact form's schema, apart from lib/contact/contact.ts because it needs zod, which the page loads lazily.
 */
import * as z from 'zod/mini'
import type { Lang } from '@/lib/site/languages'
import { CONTACT_LIMITS, type ContactFormValues } from './contact'
import { CONTACT_WORDS } from './words'
import { checkEmail } from '../forms/email'
import { checkedText, requiredText } from '../forms/schema'

/** The schema with its messages in `lang`; the shared e-mail check decides, the page's language says why. */
export function contactSchemaFor(lang: Lang) {
  const m = CONTACT_WORDS[lang].messages
  return z.object({
    name: requiredText(m.nameEmpty, CONTACT_LIMITS.name, m.tooLong(CONTACT_LIMITS.name)),
    email: checkedText(m.emailEmpty, (value: string) =>
      checkEmail(value).ok ? { ok: true } : { ok: false, message: m.emailInvalid },
    ),
    message: requiredText(m.messageEmpty, CONTACT_LIMITS.message, m.tooLong(CONTACT_LIMITS.message)),
  })
}

export const contactSchema = contactSchemaFor('en')

// The hand-written form type and the schema's input and output agree (a compile-time check).
const _agree: [z.input<typeof contactSchema>, ContactFormValues, z.output<typeof contactSchema>] = [
  {} as ContactFormValues,
  {} as z.output<typeof contactSchema>,
  {} as ContactFormValues,
]
void _agree
