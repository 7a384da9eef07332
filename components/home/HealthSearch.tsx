'use client'
import { Search } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { webSearchUrl } from '@/lib/home/web-search'

type Props = {
  /** The site's public origin; the search is limited to its host. */
  siteOrigin: string
  placeholder: string
  /** Says where the results open. */
  note: string
  popular: string[]
}

/**
 * The landing search box (spec section 5): a non-blank search opens a web search limited to this site in a new
 * tab and clears the box; the popular-search chips only fill the box.
 */
export function HealthSearch({ siteOrigin, placeholder, note, popular }: Props) {
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const noteId = useId()
  const popularId = useId()

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = webSearchUrl(text, siteOrigin)
    if (!url) {
      inputRef.current?.focus()
      return
    }
    window.open(url, '_blank', 'noopener,noreferrer')
    setText('')
  }

  return (
    <form role="search" aria-label="Site" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        Search health topics, diseases and symptoms
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
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
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="size-5" />
          Search
        </button>
      </div>
      <p id={noteId} className="mt-2 text-sm text-gray-700">
        {note}
      </p>
      {popular.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span id={popularId} className="text-sm font-medium text-gray-800">
            Popular searches:
          </span>
          <ul aria-labelledby={popularId} className="flex flex-wrap gap-2">
            {popular.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  onClick={() => {
                    setText(term)
                    inputRef.current?.focus()
                  }}
                  className="rounded-full border border-brand-600 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  )
}
