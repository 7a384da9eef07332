import type { Metadata } from 'next'
import { routes } from '@/lib/site/routes'

export const BLOG_FEED_TITLE = 'HealthWise Hub Health Blog'

/**
 * The list pages' search snippet. It names the sources and claims no clinician review: none has happened yet
 * (clinical read U2; the seed's reviewers are sample profiles).
 */
export function blogListDescription(categoryLabel?: string | null): string {
  return categoryLabel
    ? `Articles on ${categoryLabel.toLowerCase()}: plain-language, with their sources named.`
    : 'Plain-language articles on heart health, diabetes, mental health and staying well, with their sources named.'
}

/** Metadata every blog page shares: its canonical URL and the feed link in the head (RSS autodiscovery). */
export function blogMetadata({
  title,
  description,
  path,
  openGraph,
}: {
  title: string
  description: string
  path: string
  openGraph?: Metadata['openGraph']
}): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: path,
      types: { 'application/rss+xml': [{ url: routes.blogFeed(), title: BLOG_FEED_TITLE }] },
    },
    openGraph: { url: path, title, description, ...openGraph },
  }
}
