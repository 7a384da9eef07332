'use client'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Search } from '@/components/ui/search-icons'
import { CrisisHelpCard } from '@/components/search/CrisisHelpCard'
import type { BlogSearchAnswer } from '@/lib/blog/posts'
import { blogWords, type BlogText } from '@/lib/blog/words'
import type { CrisisTexts } from '@/lib/search/page-words'
import type { Lang } from '@/lib/site/languages'
import { browserRoutes } from '@/lib/site/browser-routes'
import { PostList } from './PostCard'

const DEBOUNCE_MS = 150

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: BlogSearchAnswer | null }
  | { kind: 'done'; result: BlogSearchAnswer }
  | { kind: 'error' }

/**
 * The live search over every post. The list below it (server-rendered, one page) stays in place until the reader
 * types; then the matches come from the search endpoint, so the browser never receives more than a page of posts.
 * A search that calls for crisis or emergency help shows the help card above the posts, as /search does. Without
 * JavaScript the form is a GET form to /search (the words in `q`), whose page shows the same card and the posts.
 * `lang`: the blog's language. The Spanish box searches the Spanish posts only (the Spanish index, its synonyms and
 * help lines), and without JavaScript the Spanish search page, which holds Spanish pages only.
 * `text`: the blog's interface words from the CMS (getInterfaceText('blog', lang)), as the server page read them.
 * `crisisText`: the help card's words in both languages (the search area's, getCrisisText), as the server page read
 * them: the card speaks the language of the search.
 */
export function BlogSearch({
  children,
  text,
  crisisText,
  lang = 'en',
  searchPath,
}: {
  children: React.ReactNode
  text: BlogText
  crisisText: CrisisTexts
  lang?: Lang
  /** The language's search page (`routesFor(lang).search()`), where the form goes without JavaScript. */
  searchPath: string
}) {
  const words = useMemo(() => blogWords(text, lang).search, [text, lang])
  const [query, setQuery] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pending = useRef<AbortController>(undefined)
  const inputId = useId()
  const trimmed = query.trim()

  const search = useCallback(
    (typed: string) => {
      setQuery(typed)
      clearTimeout(timer.current)
      pending.current?.abort()
      // The search is part of the address, so a search can be shared or bookmarked: /blog?q=heart.
      const url = new URL(window.location.href)
      if (typed.trim()) url.searchParams.set('q', typed)
      else url.searchParams.delete('q')
      window.history.replaceState(window.history.state, '', url)
      if (!typed.trim()) {
        setState({ kind: 'idle' })
        return
      }
      setState((s) => ({
        kind: 'loading',
        previous: s.kind === 'done' ? s.result : s.kind === 'loading' ? s.previous : null,
      }))
      const controller = new AbortController()
      pending.current = controller
      timer.current = setTimeout(async () => {
        try {
          const response = await fetch(browserRoutes.blogSearchApi(typed, lang), { signal: controller.signal })
          if (!response.ok) throw new Error(`search answered ${response.status}`)
          const result = (await response.json()) as BlogSearchAnswer
          if (!controller.signal.aborted) setState({ kind: 'done', result })
        } catch (error) {
          if (!controller.signal.aborted) {
            console.error(error)
            setState({ kind: 'error' })
          }
        }
      }, DEBOUNCE_MS)
    },
    [lang],
  )

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q')
    // The address is outside React: a search in it (a shared link) is read once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from an external source, once
    if (initial) search(initial)
    return () => {
      clearTimeout(timer.current)
      pending.current?.abort()
    }
  }, [search])

  const result = state.kind === 'done' ? state.result : state.kind === 'loading' ? state.previous : null
  let message = ''
  if (trimmed) {
    // Site search's index still being built after a start: not "no match", which would be untrue.
    if (state.kind === 'error' || result?.pending) message = words.unavailable
    else if (!result) message = words.searching
    else if (result.total === 0) message = words.noMatch
    else if (result.total > result.results.length) message = words.someShown(result.total, result.results.length)
    else message = words.matches(result.total)
  }

  return (
    <div>
      <form
        role="search"
        aria-label={words.formName}
        action={searchPath}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6"
      >
        <label htmlFor={inputId} className="block text-sm font-semibold text-gray-900">
          {words.label}
        </label>
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600"
          />
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            maxLength={1000}
            onChange={(event) => search(event.target.value)}
            placeholder={words.placeholder}
            autoComplete="off"
            className="w-full rounded-md border border-gray-400 bg-white py-2 pr-3 pl-10 text-gray-900 placeholder:text-gray-600"
          />
        </div>
      </form>
      {trimmed && result && <CrisisHelpCard help={result.help} text={crisisText} className="mb-6" />}
      <p role="status" aria-live="polite" className={trimmed ? 'mb-6 text-gray-800' : 'sr-only'}>
        {message}
      </p>
      {trimmed && result && result.results.length > 0 && (
        <div aria-busy={state.kind === 'loading'}>
          <PostList posts={result.results} text={text} lang={lang} />
        </div>
      )}
      <div hidden={Boolean(trimmed)}>{children}</div>
    </div>
  )
}
