'use client'
import { useId, useRef, useState } from 'react'
import { checkEmail } from '@/lib/forms/email'
import { useHydrated } from '@/components/ui/useHydrated'
import { NEWSLETTER_STATES, newsletterStateId, type NewsletterPlace } from '@/lib/forms/newsletter-answers'
import type { NewsletterText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done'; message: string }

/**
 * The newsletter is not wired to a mailing service yet. Rather than pretend, the form checks the address
 * and then says plainly that nothing was stored (the button and the answer come from site settings). `text`: the
 * form's own words, from the frame's "Interface words" (lib/site/chrome.ts `newsletterText`).
 *
 * With scripts the check and the answer happen in place. Without them (or before they run) it is a plain form: the
 * browser's own check keeps an empty or malformed address from leaving the page (so nothing typed is lost, and the
 * message is the form's own words), and the site's route (app/api/newsletter) checks again and sends the reader back
 * to this page at the answer's fragment, which the matching paragraph below shows (`:target`). `action` is that
 * route's address, built on the server (`browserRoutes.newsletter()`), so the links module stays out of the browser.
 */
export function NewsletterForm({
  action,
  buttonLabel,
  unavailableMessage,
  formLabel,
  text,
  place = 'footer',
  lang,
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
      <p data-no-js-only className="mt-2 text-sm text-gray-200">
        {text.newsletterNoJs}
      </p>
      <p
        id={messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}
      >
        {status.kind === 'idle' ? '' : status.message}
      </p>
      {/* The answers of the form sent without script; once scripts run, the answer is given in place above. */}
      {!hydrated &&
        NEWSLETTER_STATES.map((state) => (
          <p
            key={state}
            id={newsletterStateId(place, state)}
            className={`hidden text-sm target:block ${state === 'done' ? 'text-green-300' : 'text-red-300'}`}
          >
            {state === 'done' ? unavailableMessage : state === 'empty' ? text.newsletterEmpty : text.newsletterInvalid}
          </p>
        ))}
    </form>
  )
}
