/**
 * RSS 2.0 for the blog. Every piece of text is escaped, and characters XML 1.0 does not allow (control characters,
 * lone surrogates) are dropped, so that no title an editor types can make the feed invalid.
 */
export type FeedItem = {
  title: string
  /** Absolute URL of the post. */
  link: string
  description: string
  /** ISO date-time. */
  publishedAt: string
  category?: string | null
}

export type Feed = {
  title: string
  /** Absolute URL of the blog. */
  link: string
  /** Absolute URL of the feed itself. */
  selfLink: string
  description: string
  /** RSS's language code ("en-us", "es-us"); English when not given. */
  language?: string
  items: FeedItem[]
}

const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RFC 822 date, as RSS 2.0 requires ("Mon, 14 Jul 2025 09:00:00 GMT"); null for a value that is not a date. */
export function rfc822(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

export function rssXml(feed: Feed): string {
  const element = (name: string, value: string | null | undefined) =>
    value ? `<${name}>${escapeXml(value)}</${name}>` : ''
  const newest = feed.items
    .map((item) => item.publishedAt)
    .sort()
    .at(-1)
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      element('pubDate', rfc822(item.publishedAt)),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language ?? 'en-us'),
    element('lastBuildDate', newest ? rfc822(newest) : null),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
