/**
 * The spec's web search (section 5): the reader's words in a web search engine, limited to this site, in a new tab.
 * The site searches itself (/search, lib/search/site-search.ts); the results page offers this as a second way
 * (the settled point in DESIGN.md).
 */
export const WEB_SEARCH_ENDPOINT = 'https://www.google.com/search'

/**
 * The search URL for `text` restricted to the host of `siteOrigin`, or null when there is nothing to search
 * (empty or only spaces). The `site:` operator takes a host name without a port.
 */
export function webSearchUrl(text: string, siteOrigin: string): string | null {
  const words = text.replace(/\s+/g, ' ').trim()
  if (!words) return null
  const url = new URL(WEB_SEARCH_ENDPOINT)
  url.searchParams.set('q', `${words} site:${new URL(siteOrigin).hostname}`)
  return url.toString()
}
