import { Link } from '@/components/ui/Link'
import type { Crumb } from '@/lib/site/structured-data'

/**
 * Home / Health Topics / Topic — the last item is the current page and is not a link. `label`: the trail's name in
 * the page's language (the interface words' `breadcrumb`, lib/site/article-words.ts).
 */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-blue-50">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.href} className="underline-offset-2 hover:text-white hover:underline">
                  {crumb.name}
                </Link>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
