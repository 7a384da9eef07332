'use client'
import { useId, useRef, useState } from 'react'
import { checkEmail } from '@/lib/forms/email'
import { useHydrated } from '@/components/ui/useHydrated'
import type { Lang } from '@/lib/site/languages'

/** The form's own words (its title, text and answer come from site settings, per language). */
const WORDS: Readonly<
  Record<Lang, { email: string; placeholder: string; noJs: string; empty: string | null; invalid: string | null }>
> = {
  // English keeps the address check's own messages (lib/forms/email.ts).
  en: {
    email: 'Email address',
    placeholder: 'name@example.com',
    noJs: 'Our newsletter has not launched yet, so this form stores nothing.',
    empty: null,
    invalid: null,
  },
  es: {
    email: 'Correo electrónico',
    placeholder: 'nombre@ejemplo.com',
    noJs: 'Nuestro boletín todavía no ha comenzado, así que este formulario no guarda nada.',
    empty: 'Escriba su correo electrónico.',
    invalid: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  },
}

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done'; message: string }

/**
 * The newsletter is not wired to a mailing service yet. Rather than pretend, the form checks the address
 * and then says plainly that nothing was stored (the text comes from site settings).
 */
export function NewsletterForm({
  buttonLabel,
  unavailableMessage,
  formLabel = 'Newsletter',
  lang = 'en',
}: {
  buttonLabel: string
  unavailableMessage: string
  /** The form's accessible name; a page with two newsletter forms gives each its own. */
  formLabel?: string
  lang?: Lang
}) {
  const words = WORDS[lang]
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
      const message = (value.trim() ? words.invalid : words.empty) ?? result.message
      setStatus({ kind: 'error', message })
      inputRef.current?.focus()
      return
    }
    setStatus({ kind: 'done', message: unavailableMessage })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3" aria-label={formLabel}>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-200">
        {words.email}
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
          placeholder={words.placeholder}
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
        {words.noJs}
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
