/**
 * The language of the page being rendered, read from the route tree's `[locale]` segment. The layout and each page
 * set it; the segment's not-found page, which Next renders without the route's params, reads it back (React's
 * per-request cache, so two requests never share it).
 */
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { DEFAULT_LANG, isLang, type Lang, LANGUAGES, servesLang } from './languages'

const current = cache((): { lang: Lang } => ({ lang: DEFAULT_LANG }))

/**
 * The page's language from its params; a segment that names no language, or the pseudo-locale on a server that does
 * not serve it (read at request time: its pages are never built ahead), is a 404.
 */
export async function pageLang(params: Promise<{ locale: string }>): Promise<Lang> {
  const { locale } = await params
  if (!isLang(locale) || !servesLang(locale)) notFound()
  current().lang = locale
  return locale
}

/** The language the layout or the page set for this request. */
export const requestLang = (): Lang => current().lang

/** The `[locale]` params of every reader's language, for the tree's static generation. */
export const localeParams = () => LANGUAGES.map((locale) => ({ locale }))
