/**
 * EmailJS configuration for the contact form: the environment variables, the API origin and the library's rate
 * limit. Kept apart from the form rules (lib/contact/contact.ts) so the contact page's proxy loads no form code.
 */
/** The environment variables that configure sending; all three are needed. Read on the server at request time. */
export const EMAILJS_ENV = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
} as const

/** The origin @emailjs/browser posts to; the contact page's connect-src allows it only when sending is configured. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com'

/** One send per 10 s per browser, enforced by the library (its `limitRate` option). */
export const CONTACT_RATE_LIMIT_MS = 10_000

export type EmailJsConfig =
  | { configured: true; publicKey: string; serviceId: string; templateId: string }
  | { configured: false; missing: string[] }

/** The three values from an environment, or the names of those missing (empty and blank count as missing). */
export function readEmailJsConfig(env: Record<string, string | undefined>): EmailJsConfig {
  const value = (name: string) => env[name]?.trim() || undefined
  const publicKey = value(EMAILJS_ENV.publicKey)
  const serviceId = value(EMAILJS_ENV.serviceId)
  const templateId = value(EMAILJS_ENV.templateId)
  if (publicKey && serviceId && templateId) return { configured: true, publicKey, serviceId, templateId }
  const missing = Object.values(EMAILJS_ENV).filter((name) => !value(name))
  return { configured: false, missing }
}

/** Whether a JSON value fetched from the config route is a usable configuration (anything else: not configured). */
export function parseEmailJsConfig(data: unknown): EmailJsConfig {
  const record = (data ?? {}) as Record<string, unknown>
  if (
    record.configured === true &&
    typeof record.publicKey === 'string' &&
    record.publicKey &&
    typeof record.serviceId === 'string' &&
    record.serviceId &&
    typeof record.templateId === 'string' &&
    record.templateId
  ) {
    return {
      configured: true,
      publicKey: record.publicKey,
      serviceId: record.serviceId,
      templateId: record.templateId,
    }
  }
  const missing = Array.isArray(record.missing)
    ? record.missing.filter((name): name is string => typeof name === 'string')
    : []
  return { configured: false, missing: missing.length ? missing : Object.values(EMAILJS_ENV) }
}
