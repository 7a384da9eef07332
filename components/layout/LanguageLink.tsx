'use client'
import { usePathname } from 'next/navigation'
import type { Lang } from '@/lib/site/languages'
import { pairedPathIn, type PathPairs, readRouteIn } from '@/lib/site/path-pairs'

/**
 * The header's link to the same page in the other language. A plain link, rendered on the server with the page's
 * own path, so it works without JavaScript; a document's page pairs by slug, and the page it leads to follows the
 * document's translation (or goes to that language's section with a note when there is none). A client component
 * because the header stays while the reader navigates: it pairs each new address in the browser, with the pairs
 * handed to it as data (`pairs`: PATH_PAIRS of lib/site/localized-routes.ts) rather than the route tables' code.
 */
export function LanguageLink({
  lang,
  to,
  hrefLang,
  label,
  name,
  pairs,
}: {
  lang: Lang
  /** The language it leads to, and that language's hreflang tag (lib/site/languages.ts), given by the server. */
  to: Lang
  hrefLang: string
  label: string
  name: string
  pairs: PathPairs
}) {
  const path = usePathname() ?? '/'
  const href = pairedPathIn(pairs, path, lang, to)
  return (
    <a
      href={href}
      // The page's state goes along where the browser has it: a search keeps its words (the query), any page its
      // section (the fragment). Set as the link is followed, so the server's link stays the plain paired address.
      onClick={(event) => {
        const { search, hash } = window.location
        const key = readRouteIn(pairs, path, lang)?.key
        event.currentTarget.href = `${href}${key === 'search' || key === 'bmiResult' ? search : ''}${hash}`
      }}
      hrefLang={hrefLang}
      lang={hrefLang}
      aria-label={name}
      data-language-link
      className="inline-flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium text-brand-700 underline underline-offset-4 hover:bg-brand-50 md:text-sm"
    >
      {label}
    </a>
  )
}
