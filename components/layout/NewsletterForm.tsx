'use client'
import { useId, useRef, useState } from 'react'
import { checkEmail } from '@/lib/forms/email'
import { useHydrated } from '@/components/ui/useHydrated'
import type { NewsletterText } from '@/lib/site/chrome'

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done'; message: string }

/**
 * The newsletter is not wired to a mailing service yet. Rather than pretend, the form checks the address
 * and then says plainly that nothing was stored (the button and the answer come from site settings). `text`: the
 * form's own words, from the frame's "Interface words" (lib/site/chrome.ts `newsletterText`).
 */
export function NewsletterForm({
  buttonLabel,
  unavailableMessage,
  formLabel,
  text,
}: {
  buttonLabel: string
  unavailableMessage: string
  /** The form's accessible name; a page with two newsletter forms gives each its own. */
  formLabel?: string
  text: NewsletterText
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  // The check and the answer run in the browser: until scripts run, the button waits instead of putting the address
  // into the page's address.
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
    <form noValidate onSubmit={onSubmit} className="mt-3" aria-label={formLabel ?? text.newsletterFormName}>
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
          aria-invalid={status.kind === 'error'}
          aria-describedby={messageId}
          onChange={() => status.kind === 'error' && setStatus({ kind: 'idle' })}
          className="w-full min-w-0 rounded-md border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500"
          placeholder={text.newsletterPlaceholder}
        />
        <button
          type="submit"
          disabled={!hydrated}
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
    </form>
  )
}
