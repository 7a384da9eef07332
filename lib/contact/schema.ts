/**
 * The contact form's schema, apart from lib/contact/contact.ts because it needs zod, which the page loads lazily.
 */
import * as z from 'zod/mini'
import { CONTACT_LIMITS, type ContactFormValues } from './contact'
import { checkEmail } from '../forms/email'
import { checkedText, requiredText } from '../forms/schema'

export const contactSchema = z.object({
  name: requiredText('Enter your name.', CONTACT_LIMITS.name, 'Use at most 100 characters.'),
  email: checkedText('Enter your email address.', checkEmail),
  message: requiredText(
    'Write your message.',
    CONTACT_LIMITS.message,
    `Use at most ${CONTACT_LIMITS.message} characters.`,
  ),
})

// The hand-written form type and the schema's input and output agree (a compile-time check).
const _agree: [z.input<typeof contactSchema>, ContactFormValues, z.output<typeof contactSchema>] = [
  {} as ContactFormValues,
  {} as z.output<typeof contactSchema>,
  {} as ContactFormValues,
]
void _agree
