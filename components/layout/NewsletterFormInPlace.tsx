'use client'
import { useId, useRef, useState } from 'react'
import { checkEmail } from '@/lib/forms/email'
import { useHydrated } from '@/components/ui/useHydrated'
import type { NewsletterPlace } from '@/lib/forms/newsletter-answers'
import type { NewsletterText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done'; message: string }

/**
 * The newsletter form's part that needs the browser: with scripts, the check and the answer happen in place (the
 * form's own words, its focus, a status line). Until scripts run it is a plain form to `action`, with the browser's
 * own check. `children`: what the server adds for a form sent without script (components/layout/NewsletterForm.tsx),
 * drawn inside the form below the status line.
 */
export function NewsletterFormInPlace({
  action,
  buttonLabel,
  unavailableMessage,
  formLabel,
  text,
  place = 'footer',
  lang,
  children,
}: {
  /** Where the browser sends the form itself, without script: the site's newsletter route. */
  action: string
  buttonLabel: string
  unavailableMessage: string
  /** The form's accessible name; a page with two newsletter forms gives each its own. */
  formLabel?: string
  text: NewsletterText
  /** Which of the page's newsletter forms this is: its answers without script carry the name. */
  place?: NewsletterPlace
  /** The page's language, sent with the form; required, so the language list stays out of the browser. */
  lang: Lang
  children?: React.ReactNode
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  // Once scripts run, the form's own check replaces the browser's (its words, its focus, the answer in place).
  const hydrated = useHydrated()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const messageId = useId()

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = inputRef.current?.value ?? ''
    const result = checkEmail(value)
    if (!result.ok) {
      // checkEmail fails for an empty box or a malformed address: each has its own text.
      const message = value.trim() ? text.newsletterInvalid : text.newsletterEmpty
      setStatus({ kind: 'error', message })
      inputRef.current?.focus()
      return
    }
    setStatus({ kind: 'done', message: unavailableMessage })
  }

  return (
    <form
      action={action}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="mt-3"
      aria-label={formLabel ?? text.newsletterFormName}
    >
      <input type="hidden" name="place" value={place} />
      <input type="hidden" name="lang" value={lang} />
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-200">
        {text.newsletterEmailLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          // The browser's check, for a form sent without script: a dot in the domain, as lib/forms/email.ts asks,
          // and the form's own words when the address does not fit.
          pattern={hydrated ? undefined : '[^@\\s]+@[^@\\s]+\\.[^@\\s]+'}
          title={hydrated ? undefined : text.newsletterInvalid}
          aria-invalid={status.kind === 'error'}
          aria-describedby={messageId}
          onChange={() => status.kind === 'error' && setStatus({ kind: 'idle' })}
          className="w-full min-w-0 rounded-md border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500"
          placeholder={text.newsletterPlaceholder}
        />
        <button
          type="submit"
          className="shrink-0 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {buttonLabel}
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}
      >
        {status.kind === 'idle' ? '' : status.message}
      </p>
      {children}
    </form>
  )
}
