import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's link. Client-side navigation as next/link gives it, without viewport prefetching: a page lists
 * dozens of links, and prefetching each one as it scrolls into view made every reader download the code and data
 * of pages they never open (the landing's carousel on every guide: docs/performance.md, "Figures behind the code").
 * Our pages are static and answer in
 * milliseconds, so a click fetches what it needs. Pass `prefetch` for a link that is almost always the next step.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
