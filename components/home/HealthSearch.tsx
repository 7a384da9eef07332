'use client'
import { Search } from '@/components/ui/search-icons'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import { browserRoutes } from '@/lib/site/browser-routes'
import { useHydrated } from '@/components/ui/useHydrated'

const CHIP_CLASS =
  'inline-block rounded-full border border-brand-600 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100'

type Props = {
  placeholder: string
  /** Says where the results open. */
  note: string
  popular: string[]
  /**
   * Click-to-edit attributes in the Preview tool, computed by the server page (plain objects, empty for readers):
   * the placeholder's on the box, the note's, and each chip's by its position in `popular`.
   */
  edits?: { placeholder?: EditAttributes; note?: EditAttributes; popular?: EditAttributes[] }
  /** The page's language's results page (`routesFor(lang).search()`): the form's action, where searches open. */
  searchPath: string
  /** The form's words (the home page's interface words): its accessible name, the box's label, the button and the
   * words before the popular searches. */
  formName: string
  label: string
  button: string
  popularLabel: string
}

/**
 * The landing search box (spec section 5, with the settled deviation in DESIGN.md): a non-blank search shows the
 * site's own results (/search) in the same tab; blank text does nothing; the popular-search chips only fill the box.
 * The web search the spec describes is a link on the results page. Without JavaScript (or before hydration) the form
 * is a plain GET to the results page, which shows the topics for a blank search, and each chip is a link to its
 * term's results.
 */
export function HealthSearch({
  placeholder,
  note,
  popular,
  edits = {},
  formName,
  label,
  button,
  popularLabel,
  searchPath,
}: Props) {
  const router = useRouter()
  // A chip is a link to its results until React runs the page (a click before hydration or without JavaScript still
  // searches), and a button that fills the box after.
  const hydrated = useHydrated()
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const noteId = useId()
  const popularId = useId()

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const words = text.replace(/\s+/g, ' ').trim()
    if (!words) {
      inputRef.current?.focus()
      return
    }
    router.push(browserRoutes.search(searchPath, words))
  }

  return (
    <form role="search" aria-label={formName} action={searchPath} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {/* Box and button on one row at every width: on a phone the first screen also holds urgent help and the topics. */}
      <div className="flex gap-2 sm:gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-describedby={noteId}
          className="min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-600"
          {...edits.placeholder}
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md border border-brand-700 bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:px-6"
        >
          <Search aria-hidden="true" className="size-5" />
          {button}
        </button>
      </div>
      {/* Read with the box (aria-describedby); shown from the small breakpoint up, where the first screen has room. */}
      <p id={noteId} className="mt-2 text-sm text-gray-700 max-sm:sr-only" {...edits.note}>
        {note}
      </p>
      {/* From the small breakpoint up: on a phone the first screen keeps its room for urgent help and the guides. */}
      {popular.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 max-sm:hidden">
          <span id={popularId} className="text-sm font-medium text-gray-800">
            {popularLabel}
          </span>
          <ul aria-labelledby={popularId} className="flex flex-wrap gap-2">
            {popular.map((term, index) => (
              <li key={term}>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => {
                      setText(term)
                      inputRef.current?.focus()
                    }}
                    className={CHIP_CLASS}
                    {...edits.popular?.[index]}
                  >
                    {term}
                  </button>
                ) : (
                  <a href={browserRoutes.search(searchPath, term)} className={CHIP_CLASS} {...edits.popular?.[index]}>
                    {term}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  )
}
