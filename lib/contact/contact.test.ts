import { describe, expect, it, vi } from 'vitest'
import {
  CONTACT_RATE_LIMIT_MS,
  describeSendError,
  EMAILJS_ENV,
  parseEmailJsConfig,
  readEmailJsConfig,
  sendContactMessage,
  type ContactDeps,
} from '@/lib/contact/contact'
import { contactSchemaFor } from '@/lib/contact/schema'
import { contactWords } from '@/lib/contact/words'
import { seedText } from '@/tests/support/interface-text'
import { contactCsp, siteCsp } from '@/lib/site/security-headers'
import { NextRequest } from 'next/server'
import { proxy } from '@/proxy'
import { routes } from '@/lib/site/routes'
import { spanishRoutes } from '@/lib/site/localized-routes'

const env = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_test',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
}
const message = { name: 'Ana', email: 'ana@example.com', message: 'Hello' }

function deps(overrides: Partial<Pick<ContactDeps, 'loadConfig' | 'send'>> = {}) {
  return {
    loadConfig: vi.fn<ContactDeps['loadConfig']>(overrides.loadConfig ?? (async () => readEmailJsConfig(env))),
    send: vi.fn<ContactDeps['send']>(overrides.send ?? (async () => ({ status: 200, text: 'OK' }))),
    logError: vi.fn<ContactDeps['logError']>(),
  }
}

describe('readEmailJsConfig', () => {
  it('is configured when all three variables are set', () => {
    expect(readEmailJsConfig(env)).toEqual({
      configured: true,
      publicKey: 'pk_test',
      serviceId: 'service_test',
      templateId: 'template_test',
    })
  })

  it('names each missing or blank variable', () => {
    expect(readEmailJsConfig({})).toEqual({ configured: false, missing: Object.values(EMAILJS_ENV) })
    expect(readEmailJsConfig({ ...env, NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ' })).toEqual({
      configured: false,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'],
    })
  })

  it('survives the trip through the config route as JSON, and treats anything odd as not configured', () => {
    expect(parseEmailJsConfig(JSON.parse(JSON.stringify(readEmailJsConfig(env))))).toEqual(readEmailJsConfig(env))
    expect(parseEmailJsConfig({ configured: false, missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'] })).toEqual({
      configured: false,
      missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
    })
    expect(parseEmailJsConfig(null)).toEqual({ configured: false, missing: Object.values(EMAILJS_ENV) })
    expect(parseEmailJsConfig({ configured: true, publicKey: '' })).toMatchObject({ configured: false })
  })
})

/** The form's schema with the seed's messages, as the page builds it. */
const schemaIn = (lang: 'en' | 'es') => contactSchemaFor(contactWords(seedText('contact', lang), lang).messages)
const contactSchema = schemaIn('en')

describe('contact schema', () => {
  it('requires name, a real email address and a message, within limits', () => {
    expect(contactSchema.safeParse(message).success).toBe(true)
    const result = contactSchema.safeParse({ name: ' ', email: 'nope', message: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter an email address like name@example.com.'],
      ['message', 'Write your message.'],
    ])
    expect(contactSchema.safeParse({ ...message, message: 'x'.repeat(2001) }).success).toBe(false)
    expect(contactSchema.safeParse({ ...message, name: 'x'.repeat(101) }).success).toBe(false)
  })
})

describe('sendContactMessage', () => {
  it("keeps the exact status texts of the spec (the seed's English interface words)", () => {
    expect(contactWords(seedText('contact'), 'en').status).toEqual({
      idle: '',
      sending: 'Sending...',
      sent: 'Message sent successfully ✅',
      failed: 'Failed to send ❌. Please try again.',
    })
  })

  it('sends name, email and message with the configured ids and the 10 s rate limit', async () => {
    const d = deps()
    expect(await sendContactMessage(message, '', d)).toBe('sent')
    expect(d.send).toHaveBeenCalledWith({
      serviceId: 'service_test',
      templateId: 'template_test',
      params: message,
      publicKey: 'pk_test',
      rateLimitMs: 10_000,
    })
    expect(CONTACT_RATE_LIMIT_MS).toBe(10_000)
    expect(d.logError).not.toHaveBeenCalled()
  })

  it('fails without sending when the honeypot is filled', async () => {
    const d = deps()
    expect(await sendContactMessage(message, 'http://spam.example', d)).toBe('failed')
    expect(d.send).not.toHaveBeenCalled()
    expect(d.loadConfig).not.toHaveBeenCalled()
  })

  it('fails and names the missing variable when sending is not configured', async () => {
    const d = deps({ loadConfig: async () => readEmailJsConfig({ ...env, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '' }) })
    expect(await sendContactMessage(message, '', d)).toBe('failed')
    expect(d.send).not.toHaveBeenCalled()
    expect(String(d.logError.mock.calls[0]?.[0])).toContain('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')
  })

  it('fails when the configuration cannot be read', async () => {
    const d = deps({ loadConfig: async () => Promise.reject(new Error('HTTP 500')) })
    expect(await sendContactMessage(message, '', d)).toBe('failed')
    expect(String(d.logError.mock.calls[0]?.[0])).toContain('HTTP 500')
  })

  it.each([
    [{ status: 400, text: 'The template ID is invalid' }, '400 The template ID is invalid'],
    [{ status: 403, text: 'Forbidden' }, '403 Forbidden'],
    [{ status: 429, text: 'Too Many Requests' }, '429 Too Many Requests'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, '451 Unavailable For Headless Browser'],
    [{ status: 0, text: 'Network Error' }, '0 Network Error'],
    ['The public key is required.', 'The public key is required.'],
  ])('fails and logs the library error %j', async (error, logged) => {
    const d = deps({ send: async () => Promise.reject(error) })
    expect(await sendContactMessage(message, '', d)).toBe('failed')
    expect(String(d.logError.mock.calls[0]?.[0])).toContain(logged)
  })

  it('describes odd errors without throwing', () => {
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(describeSendError(undefined)).toBe('Unknown error')
  })
})

describe('contact page security policy', () => {
  it('opens connect-src to the EmailJS API only when sending is configured', () => {
    const connect = (csp: string) => /connect-src ([^;]+)/.exec(csp)?.[1]
    expect(connect(contactCsp(false, 'https://api.emailjs.com'))).toBe("'self' https://api.emailjs.com")
    expect(connect(contactCsp(false, null))).toBe("'self'")
    expect(contactCsp(false, null)).toBe(siteCsp(false))
  })

  it('the proxy sets the contact policy on the contact page only', () => {
    const at = (path: string) => proxy(new NextRequest(new URL(path, 'http://127.0.0.1')))
    expect(at(routes.contact()).headers.get('content-security-policy')).toContain('connect-src')
    expect(at(spanishRoutes.contact()).headers.get('content-security-policy')).toContain('connect-src')
    expect(at(routes.about()).headers.get('content-security-policy')).toBeNull()
    expect(at('/%E0%A4%A').status).toBe(400)
  })
})

describe('the contact form in Spanish', () => {
  it('says what is missing or wrong in Spanish, with the same checks as in English', () => {
    const result = schemaIn('es').safeParse({ name: ' ', email: 'ana@example', message: 'x'.repeat(2001) })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))
    expect(messages).toEqual({
      name: 'Escriba su nombre.',
      email: 'Escriba un correo electrónico como nombre@ejemplo.com.',
      message: 'Use 2,000 caracteres como máximo.',
    })
    expect(schemaIn('es').safeParse(message).success).toBe(true)
  })
})
