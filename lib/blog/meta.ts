import type { Metadata } from 'next'
import { type Lang, openGraphLocale } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { languageAlternates } from '@/lib/site/seo'
import { blogWords, type BlogText } from './words'

/**
 * The list pages' search snippet, from the blog's interface words (getInterfaceText('blog', lang)). It names the
 * sources and claims no clinician review: none has happened yet (the seed's reviewers are sample
 * profiles).
 */
export function blogListDescription(text: BlogText, categoryLabel?: string | null, lang: Lang = 'en'): string {
  return blogWords(text, lang).listDescription(categoryLabel)
}

/**
 * Metadata every blog page shares: its canonical URL, the same page in each other language that has it (hreflang
 * both ways) and its language's feed in the head (RSS autodiscovery), titled from the blog's interface words `text`.
 */
export function blogMetadata({
  text,
  title,
  description,
  path,
  openGraph,
  lang = 'en',
  otherPaths,
}: {
  text: BlogText
  title: string
  description: string
  path: string
  openGraph?: Metadata['openGraph']
  lang?: Lang
  /** The same page's address in each other language it exists in. */
  otherPaths?: Partial<Record<Lang, string | null | undefined>>
}): Metadata {
  const locale = openGraphLocale(lang)
  return {
    title,
    description,
    alternates: {
      ...languageAlternates(lang, { ...otherPaths, [lang]: path }),
      types: { 'application/rss+xml': [{ url: routesFor(lang).blogFeed(), title: text.feedTitle }] },
    },
    openGraph: { url: path, title, description, ...(locale ? { locale } : {}), ...openGraph },
  }
}
