'use client'
import { usePathname } from 'next/navigation'
import { ChevronDown } from '@/components/ui/header-icons'
import type { LanguageEntry, Lang } from '@/lib/site/languages'
import { pairedPathIn, type PathPairs, readRouteIn } from '@/lib/site/path-pairs'

const itemClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium text-brand-700 hover:bg-brand-50 md:text-sm'

/**
 * The header's links to the same page in the other languages (`entries`: languageEntries of lib/site/languages.ts):
 * with one other language a single link, with more a menu (a `<details>`, which opens and closes without JavaScript
 * and from the keyboard) listing each by its name in itself. Plain links, rendered on the server with the page's own
 * path, so they work without JavaScript; a document's page pairs by slug, and the page it leads to follows the
 * document's translation (or goes to that language's section with a note when there is none). A client component
 * because the header stays while the reader navigates: it pairs each new address in the browser, with the pairs
 * handed to it as data (`pairs`: PATH_PAIRS of lib/site/localized-routes.ts) rather than the route tables' code.
 * `label` and `name` are the single link's words (the CMS's); `menuLabel` names the menu.
 */
export function LanguageLink({
  lang,
  entries,
  label,
  name,
  menuLabel,
  pairs,
}: {
  lang: Lang
  entries: readonly LanguageEntry[]
  label: string
  name: string
  menuLabel: string
  pairs: PathPairs
}) {
  const path = usePathname() ?? '/'
  const link = ({ to, hrefLang }: LanguageEntry, text: string, extra?: React.ComponentProps<'a'>) => {
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
        data-language-link
        className={`${itemClass} underline underline-offset-4`}
        {...extra}
      >
        {text}
      </a>
    )
  }
  if (entries.length === 1) return link(entries[0]!, label, { 'aria-label': name })
  return (
    <details
      data-language-menu
      className="relative"
      // Escape closes the open menu and leaves the focus on its summary, as the Topics menu does.
      onKeyDown={(event) => {
        const menu = event.currentTarget
        if (event.key === 'Escape' && menu.open) {
          menu.open = false
          menu.querySelector('summary')!.focus()
        }
      }}
    >
      <summary className={`${itemClass} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}>
        {menuLabel}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul className="absolute top-full right-0 z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg [&_a]:flex">
        {entries.map((entry) => (
          <li key={entry.to}>{link(entry, entry.name)}</li>
        ))}
      </ul>
    </details>
  )
}
