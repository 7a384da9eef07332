/**
 * The contact form's schema, apart from lib/contact/contact.ts because it needs zod, which the page loads lazily.
 */
import * as z from 'zod/mini'
import { CONTACT_LIMITS, type ContactFormValues } from './contact'
import type { ContactWords } from './words'
import { checkEmail } from '../forms/email'
import { checkedText, requiredText } from '../forms/schema'

/** The schema with the page's messages (from the CMS); the shared e-mail check decides, the messages say why. */
export function contactSchemaFor(m: ContactWords['messages']) {
  return z.object({
    name: requiredText(m.nameEmpty, CONTACT_LIMITS.name, m.tooLong(CONTACT_LIMITS.name)),
    email: checkedText(m.emailEmpty, (value: string) =>
      checkEmail(value).ok ? { ok: true } : { ok: false, message: m.emailInvalid },
    ),
    message: requiredText(m.messageEmpty, CONTACT_LIMITS.message, m.tooLong(CONTACT_LIMITS.message)),
  })
}

type ContactSchema = ReturnType<typeof contactSchemaFor>

// The hand-written form type and the schema's input and output agree (a compile-time check).
const _agree: [z.input<ContactSchema>, ContactFormValues, z.output<ContactSchema>] = [
  {} as ContactFormValues,
  {} as z.output<ContactSchema>,
  {} as ContactFormValues,
]
void _agree
