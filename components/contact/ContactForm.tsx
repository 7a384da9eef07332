'use client'

import { useMemo, useRef, useState } from 'react'
import { TextAreaField, TextField } from '@/components/ui/FormField'
import {
  CONTACT_LIMITS,
  emptyContact,
  parseEmailJsConfig,
  sendContactMessage,
  type ContactDeps,
} from '@/lib/contact/contact'
import { contactWords, type ContactStatusKey, type ContactText, type ContactWords } from '@/lib/contact/words'
import { zodCheck } from '@/lib/forms/check'
import { lazyCheck } from '@/lib/forms/lazy-check'
import type { Lang } from '@/lib/site/languages'
import { isPlaceholderEmail } from '@/lib/site/placeholders'
import { browserRoutes } from '@/lib/site/browser-routes'
import { useCheckedForm } from '@/components/ui/useCheckedForm'
import { useHydrated } from '@/components/ui/useHydrated'

/** The schema loads on first use (a field's focus warms it), not with the page. */
const checkFor = (messages: ContactWords['messages']) =>
  lazyCheck(async () => {
    const { contactSchemaFor } = await import('@/lib/contact/schema')
    return zodCheck(contactSchemaFor(messages))
  })

const FIELDS = ['name', 'email', 'message'] as const

/** The e-mail configuration comes from the server at request time (see app/api/contact-config). */
const loadConfig: ContactDeps['loadConfig'] = async () => {
  const response = await fetch(browserRoutes.contactConfig(), { cache: 'no-store' })
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

/** `text`: the form's interface words from the CMS (getInterfaceText('contact', lang)). */
export function ContactForm({
  contactEmail,
  text,
  lang = 'en',
}: {
  contactEmail: string | null
  text: ContactText
  lang?: Lang
}) {
  const words = useMemo(() => contactWords(text, lang), [text, lang])
  // Made once: the form keeps the same check for its whole life.
  const [check] = useState(() => checkFor(words.messages))
  const [status, setStatus] = useState<ContactStatusKey>('idle')
  // The message is sent from the browser (EmailJS): until scripts run there is nothing to send it, so the button
  // waits for them instead of submitting the words into the page's address.
  const hydrated = useHydrated()
  const sending = useRef(false)
  // No default values: each field keeps what was typed into it before React hydrated the form.
  const { formRef, errors, lengths, setValues, handleSubmit, onChange } = useCheckedForm({
    fields: FIELDS,
    check,
    counted: ['message'],
  })
  const messageLength = lengths.message ?? 0

  const onValid = async (values: Parameters<typeof sendContactMessage>[0], form: HTMLFormElement) => {
    if (sending.current) return // a second submit while sending does nothing
    sending.current = true
    setStatus('sending')
    const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? '')
    const outcome = await sendContactMessage(values, honeypot, { loadConfig, send, logError })
    if (outcome === 'sent') {
      setValues(emptyContact)
      setStatus('sent')
    } else setStatus('failed')
    sending.current = false
  }

  const isSending = status === 'sending'
  const realInbox = contactEmail && !isPlaceholderEmail(contactEmail) ? contactEmail : null
  const field = (name: 'name' | 'email' | 'message') => ({
    id: `contact-${name}`,
    invalid: Boolean(errors[name]),
    error: errors[name],
  })
  const name = field('name')
  const email = field('email')
  const message = field('message')

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={check.warm}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      onChange={onChange}
      aria-labelledby="contact-form-heading"
      // Without scripts nothing could send it: ContactWithoutScript takes its place.
      data-js-only
      className="space-y-5"
    >
      <p className="text-sm text-gray-700">
        {words.required[0]}
        <span className="text-red-700">*</span>
        {words.required[1]}
      </p>
      <TextField
        field={name}
        label={words.labels.name}
        type="text"
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        name="name"
      />
      <TextField
        field={email}
        label={words.labels.email}
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        name="email"
      />
      <TextAreaField
        field={message}
        label={words.labels.message}
        hint={words.messageHint(messageLength, CONTACT_LIMITS.message)}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        name="message"
      />
      {/* A field people never see or reach; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{words.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={isSending || !hydrated}
        // Until the scripts have run the button cannot send, and looks it; while sending it keeps its colour.
        className={`w-full rounded-md border px-5 py-3 font-semibold shadow-sm sm:w-auto ${
          hydrated
            ? 'border-transparent bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-800'
            : 'cursor-not-allowed border-gray-500 bg-gray-100 text-gray-700'
        }`}
      >
        {isSending ? words.sendingButton : words.send}
      </button>
      <p role="status" data-testid="contact-status" className="min-h-6 font-semibold text-gray-900">
        {words.status[status]}
      </p>
      {status === 'failed' && (
        <p className="text-sm text-gray-700">
          {realInbox ? (
            <>
              {words.failedKeptWriteTo[0]}
              <a href={browserRoutes.email(realInbox)} className="text-brand-700 underline underline-offset-2">
                {realInbox}
              </a>
              {words.failedKeptWriteTo[1]}
            </>
          ) : (
            words.failedKept
          )}
        </p>
      )}
    </form>
  )
}
