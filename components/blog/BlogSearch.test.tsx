// @vitest-environment happy-dom
/**
 * The blog's live search box: the help card the search's answer carries, above the posts, and a form that, without
 * JavaScript, is a GET form to the site's search page.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BlogSearch } from '@/components/blog/BlogSearch'
import type { HelpEntry } from '@/components/search/CrisisHelpCard'
import { routes } from '@/lib/site/routes'
import { crisisTextOf } from '@/lib/search/page-words'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { seedText } from '@/tests/support/interface-text'

const text = seedText('blog')
/** The help card's words in both languages, as the blog's server page hands them over (the seed's). */
const crisisText = {
  en: crisisTextOf(seedText('search')),
  es: crisisTextOf(seedText('search', 'es')),
  xa: crisisTextOf(seedText('search', 'xa')),
}
const NO_MATCH_MESSAGE = 'No articles found matching your search. Try different keywords.'

const suicide: HelpEntry = {
  key: 'suicide',
  call: '988',
  lang: 'en',
  now: ['Thoughts of suicide: call or text 988 now.'],
}

/** The endpoint's answer for any words: no post, and this help (`pending`: site search's index not built yet). */
function answerWith(help: HelpEntry[], { pending = false } = {}) {
  const fetch = vi.fn(async (url: string) =>
    Response.json({
      query: new URL(url, 'http://x').searchParams.get('q'),
      total: 0,
      results: [],
      help,
      ...(pending ? { pending } : {}),
    }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(() => window.history.replaceState(null, '', routes.blog()))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const box = () => screen.getByRole('searchbox', { name: 'Search articles' })

describe('BlogSearch', () => {
  it('is a GET form to the search page with the words in q, so it searches without JavaScript', () => {
    render(
      <BlogSearch text={text} crisisText={crisisText} searchPath={routes.search()}>
        list
      </BlogSearch>,
    )
    const form = screen.getByRole('search', { name: 'Blog articles' }) as HTMLFormElement
    expect(form.getAttribute('action')).toBe(routes.search())
    expect(form.getAttribute('method')).toBe('get')
    expect(box().getAttribute('name')).toBe('q')
    // The form's only named field is the words: the address it submits is the search page's canonical one.
    expect([...new FormData(form).keys()]).toEqual(['q'])
  })

  it('shows the help card the answer carries above the status and the posts, and none when it carries none', async () => {
    const fetch = answerWith([suicide])
    render(
      <BlogSearch text={text} crisisText={crisisText} searchPath={routes.search()}>
        list
      </BlogSearch>,
    )
    fireEvent.change(box(), { target: { value: 'suicide' } })
    const card = await screen.findByRole('region', { name: 'You are not alone. Help is available now.' })
    expect(fetch).toHaveBeenCalledWith(routes.blogSearchApi('suicide'), expect.anything())
    expect(screen.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(NO_MATCH_MESSAGE)
    expect(card.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    answerWith([])
    fireEvent.change(box(), { target: { value: 'sleep' } })
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull())
    expect(screen.getByRole('status').textContent).toBe(NO_MATCH_MESSAGE)
  })

  it('just after a start, before the index is built, says search is not available yet rather than "no match", with the help', async () => {
    answerWith([suicide], { pending: true })
    render(
      <BlogSearch text={text} crisisText={crisisText} searchPath={routes.search()}>
        list
      </BlogSearch>,
    )
    fireEvent.change(box(), { target: { value: 'suicide' } })
    await screen.findByRole('region', { name: 'You are not alone. Help is available now.' })
    expect(screen.getByRole('status').textContent).toBe(
      'Search is not available right now. Please try again in a moment.',
    )
  })

  it('in Spanish, asks for Spanish posts only and, without JavaScript, goes to the Spanish search', async () => {
    const fetch = answerWith([])
    render(
      <BlogSearch text={seedText('blog', 'es')} crisisText={crisisText} lang="es" searchPath={spanishRoutes.search()}>
        lista
      </BlogSearch>,
    )
    const form = screen.getByRole('search', { name: 'Artículos del blog' }) as HTMLFormElement
    expect(form.getAttribute('action')).toBe(spanishRoutes.search())
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar artículos' }), { target: { value: 'corazón' } })
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^No encontramos artículos/))
    expect(fetch).toHaveBeenCalledWith(routes.blogSearchApi('corazón', 'es'), expect.anything())
    expect(routes.blogSearchApi('corazón', 'es')).toMatch(/[?&]lang=es$/)
  })
})
