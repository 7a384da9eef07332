/**
 * The contact form's rules (its schema is in lib/contact/schema.ts): the EmailJS configuration read from the environment and the send flow (honeypot, configuration, the library's rate limit, the
 * result) as one function whose collaborators are passed in, so every outcome is unit-tested without a browser.
 */
import { CONTACT_RATE_LIMIT_MS, type EmailJsConfig } from './emailjs-config'

export * from './emailjs-config'

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const

/** What the form holds; lib/contact/schema.ts checks it (zod, loaded when the form is first used). */
export type ContactFormValues = { name: string; email: string; message: string }
/** A message that passed the schema (trimmed). */
export type ContactMessage = ContactFormValues

export const emptyContact: ContactFormValues = { name: '', email: '', message: '' }

/** What went wrong, for the console: the library rejects with `{ status, text }` or throws a plain string. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object') {
    const { status, text, message } = error as { status?: unknown; text?: unknown; message?: unknown }
    if (typeof status === 'number') return `${status} ${typeof text === 'string' && text ? text : 'Error'}`.trim()
    if (typeof message === 'string') return message
  }
  return 'Unknown error'
}

export type SendArgs = {
  serviceId: string
  templateId: string
  params: { name: string; email: string; message: string }
  publicKey: string
  rateLimitMs: number
}

export type ContactDeps = {
  loadConfig: () => Promise<EmailJsConfig>
  send: (args: SendArgs) => Promise<unknown>
  logError: (...args: unknown[]) => void
}

export type SendOutcome = 'sent' | 'failed'

/**
 * One submit: a filled honeypot is a bot (nothing is sent); no configuration is a failure that names the missing
 * variable in the console; otherwise the library sends (and may refuse with its rate limit). Never throws.
 */
export async function sendContactMessage(
  message: ContactMessage,
  honeypot: string,
  deps: ContactDeps,
): Promise<SendOutcome> {
  if (honeypot.trim() !== '') {
    deps.logError('Contact form: the hidden anti-spam field was filled in, so the message was not sent.')
    return 'failed'
  }
  let config: EmailJsConfig
  try {
    config = await deps.loadConfig()
  } catch (error) {
    deps.logError(`Contact form: could not read the e-mail configuration (${describeSendError(error)}).`)
    return 'failed'
  }
  if (!config.configured) {
    deps.logError(
      `Contact form: e-mail sending is not configured. Missing environment variable${
        config.missing.length === 1 ? '' : 's'
      }: ${config.missing.join(', ')}. See docs/environment.md.`,
    )
    return 'failed'
  }
  try {
    await deps.send({
      serviceId: config.serviceId,
      templateId: config.templateId,
      params: { name: message.name, email: message.email, message: message.message },
      publicKey: config.publicKey,
      rateLimitMs: CONTACT_RATE_LIMIT_MS,
    })
    return 'sent'
  } catch (error) {
    deps.logError(`Contact form: the message was not sent (${describeSendError(error)}).`)
    return 'failed'
  }
}
