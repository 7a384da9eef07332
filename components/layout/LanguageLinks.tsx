import { ChevronDown } from '@/components/ui/header-icons'
import type { LanguageEntry, Lang } from '@/lib/site/languages'
import type { PathPairs } from '@/lib/site/path-pairs'
import { LanguageLink } from './LanguageLink'

const itemClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium text-brand-700 hover:bg-brand-50 md:text-sm'
const linkClass = `${itemClass} underline underline-offset-4`

/**
 * The header's links to the same page in the other languages (`entries`: languageEntries of lib/site/languages.ts):
 * with one other language a single link, with more a menu (a `<details>`, which opens and closes without JavaScript
 * and from the keyboard) listing each by its name in itself. The menu is drawn here, on the server; only the links
 * (LanguageLink) need the browser. `label` and `name` are the single link's words (the CMS's); `menuLabel` names the
 * menu.
 */
export function LanguageLinks({
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
  const link = ({ to, hrefLang }: LanguageEntry, text: string, ariaLabel?: string) => (
    <LanguageLink
      from={lang}
      to={to}
      pairs={pairs}
      hrefLang={hrefLang}
      lang={hrefLang}
      aria-label={ariaLabel}
      className={linkClass}
    >
      {text}
    </LanguageLink>
  )
  if (entries.length === 1) return link(entries[0]!, label, name)
  return (
    <details data-language-menu className="relative">
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
