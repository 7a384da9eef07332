'use client'

import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { TextAreaField, TextField } from '@/components/ui/FormField'
import {
  CONTACT_LIMITS,
  CONTACT_STATUS,
  emptyContact,
  parseEmailJsConfig,
  sendContactMessage,
  type ContactDeps,
  type ContactStatus,
} from '@/lib/contact/contact'
import { lazyResolver } from '@/lib/forms/lazy-resolver'
import { isPlaceholderEmail } from '@/lib/site/placeholders'
import { routes } from '@/lib/site/routes'
import { useHydrated } from '@/components/ui/useHydrated'

/** The schema and its resolver load on first use (a field's focus warms them), not with the page. */
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/contact/schema'),
  ])
  return zodResolver(contactSchema)
})

/** The e-mail configuration comes from the server at request time (see app/api/contact-config). */
const loadConfig: ContactDeps['loadConfig'] = async () => {
  const response = await fetch(routes.contactConfig(), { cache: 'no-store' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return parseEmailJsConfig(await response.json())
}

/** @emailjs/browser is loaded on the first send only; its `limitRate` allows one send per 10 s per browser. */
const send: ContactDeps['send'] = async ({ serviceId, templateId, params, publicKey, rateLimitMs }) => {
  const emailjs = (await import('@emailjs/browser')).default
  return emailjs.send(serviceId, templateId, params, {
    publicKey,
    limitRate: { id: 'contact-form', throttle: rateLimitMs },
  })
}

const HONEYPOT_FIELD = 'website'

const logError: ContactDeps['logError'] = (...args) => console.error(...args)

export function ContactForm({ contactEmail }: { contactEmail: string | null }) {
  const [status, setStatus] = useState<ContactStatus>(CONTACT_STATUS.idle)
  // The message is sent from the browser (EmailJS): until scripts run there is nothing to send it, so the button
  // waits for them instead of submitting the words into the page's address.
  const hydrated = useHydrated()
  const sending = useRef(false)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
    // No default values: each field keeps what was typed into it before React hydrated the form.
  } = useForm({ resolver, shouldFocusError: true })
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length

  const onValid = async (values: Parameters<typeof sendContactMessage>[0], event?: React.BaseSyntheticEvent) => {
    if (sending.current) return // a second submit while sending does nothing
    sending.current = true
    setStatus(CONTACT_STATUS.sending)
    const form = event?.target instanceof HTMLFormElement ? event.target : null
    const honeypot = String((form && new FormData(form).get(HONEYPOT_FIELD)) ?? '')
    const outcome = await sendContactMessage(values, honeypot, { loadConfig, send, logError })
    if (outcome === 'sent') {
      reset(emptyContact)
      setStatus(CONTACT_STATUS.sent)
    } else setStatus(CONTACT_STATUS.failed)
    sending.current = false
  }

  const isSending = status === CONTACT_STATUS.sending
  const field = (name: 'name' | 'email' | 'message') => ({
    id: `contact-${name}`,
    invalid: Boolean(errors[name]),
    error: errors[name]?.message,
  })
  const name = field('name')
  const email = field('email')
  const message = field('message')

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <p data-no-js-only className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        This form needs JavaScript to send your message, and JavaScript is off in your browser.
        {/* Only a real inbox: a sample address (the seed's .example) is not offered as a way to write. */}
        {contactEmail && !isPlaceholderEmail(contactEmail) ? (
          <>
            {' '}
            Write to us at{' '}
            <a href={routes.email(contactEmail)} className="font-semibold underline underline-offset-2">
              {contactEmail}
            </a>{' '}
            instead, or turn JavaScript on and reload this page.
          </>
        ) : (
          ' Turn JavaScript on and reload this page to send it.'
        )}
      </p>
      <p className="text-sm text-gray-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <TextField
        field={name}
        label="Name"
        type="text"
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        registration={register('name')}
      />
      <TextField
        field={email}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        registration={register('email')}
      />
      <TextAreaField
        field={message}
        label="Message"
        hint={`${messageLength} of ${CONTACT_LIMITS.message} characters. Please do not include private medical details.`}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        registration={register('message')}
      />
      {/* A field people never see or reach; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={isSending || !hydrated}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-800 sm:w-auto"
      >
        {isSending ? 'Sending…' : 'Send Message'}
      </button>
      <p role="status" data-testid="contact-status" className="min-h-6 font-semibold text-gray-900">
        {status}
      </p>
      {status === CONTACT_STATUS.failed && (
        <p className="text-sm text-gray-700">
          What you wrote is still in the form. If you have just tried, wait a few seconds before sending again
          {contactEmail && !isPlaceholderEmail(contactEmail) ? (
            <>
              , or write to us at{' '}
              <a href={routes.email(contactEmail)} className="text-brand-700 underline underline-offset-2">
                {contactEmail}
              </a>
            </>
          ) : null}
          .
        </p>
      )}
    </form>
  )
}
