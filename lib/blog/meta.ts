import type { Metadata } from 'next'
import { routes } from '@/lib/site/routes'

export const BLOG_FEED_TITLE = 'HealthWise Hub Health Blog'

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
