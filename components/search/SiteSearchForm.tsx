import { Search } from '@/components/ui/icons'
import type { SearchBoxText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'

type Props = {
  /** The landmark's name; each search form on a page has its own. */
  name: string
  /** The words already searched (the results page shows them again). */
  defaultValue?: string
  /** `header`: the compact box in every page's header; `page`: the results page's own box. */
  variant: 'header' | 'page'
  /** The site's language: its own results page (/es/buscar searches the Spanish pages). */
  lang?: Lang
  /** The box's words: the frame's "Interface words" in `lang` (getInterfaceText('frame', lang)). */
  text: SearchBoxText
}

/**
 * A plain GET form to the results page: no client code, so it works before scripts load, without them and in the
 * mobile menu. The words go in `q`; the results page bounds them (lib/search/site-search.ts).
 */
export function SiteSearchForm({ name, defaultValue, variant, lang = 'en', text }: Props) {
  const header = variant === 'header'
  return (
    <form role="search" aria-label={name} action={routesFor(lang).search()} method="get" className="flex w-full gap-2">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{text.searchLabel}</span>
        <input
          type="search"
          name="q"
          defaultValue={defaultValue}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={header ? text.searchPlaceholder : text.searchLabel}
          className={
            header
              ? 'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600 md:w-44 md:text-sm'
              : 'w-full rounded-md border border-gray-400 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-600'
          }
        />
      </label>
      <button
        type="submit"
        className={
          header
            ? 'inline-flex items-center justify-center rounded-md border border-brand-700 px-3 py-2 text-brand-700 hover:bg-brand-50'
            : 'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
        }
      >
        <Search aria-hidden="true" className="size-5" />
        <span className={header ? 'sr-only' : undefined}>{text.searchButton}</span>
      </button>
    </form>
  )
}
