'use client'
import { usePathname } from 'next/navigation'
import type { Lang } from '@/lib/site/languages'
import { pairedPathIn, type PathPairs, readRouteIn } from '@/lib/site/path-pairs'

/**
 * A link from the page the reader is on (in `from`) to the same page in another language (`to`). A client component because the header stays while
 * the reader navigates: it pairs each new address in the browser, with the pairs handed to it as data (`pairs`:
 * PATH_PAIRS of lib/site/localized-routes.ts) rather than the route tables' code. Rendered on the server with the
 * page's own path, so it works without JavaScript; a document's page pairs by slug, and the page it leads to follows
 * the document's translation (or goes to that language's section with a note when there is none). Inside the
 * language menu (LanguageLinks), Escape closes the menu and leaves the focus on its summary.
 */
export function LanguageLink({
  from,
  to,
  pairs,
  ...anchor
}: { from: Lang; to: Lang; pairs: PathPairs } & React.ComponentProps<'a'>) {
  const path = usePathname() ?? '/'
  const href = pairedPathIn(pairs, path, from, to)
  return (
    <a
      {...anchor}
      href={href}
      // The page's state goes along where the browser has it: a search keeps its words (the query), any page its
      // section (the fragment). Set as the link is followed, so the server's link stays the plain paired address.
      onClick={(event) => {
        const { search, hash } = window.location
        const key = readRouteIn(pairs, path, from)?.key
        event.currentTarget.href = `${href}${key === 'search' || key === 'bmiResult' ? search : ''}${hash}`
      }}
      onKeyDown={(event) => {
        const menu = event.currentTarget.closest('details')
        if (event.key === 'Escape' && menu?.open) {
          menu.open = false
          menu.querySelector('summary')!.focus()
        }
      }}
      data-language-link
    />
  )
}
