import { Link } from '@/components/ui/Link'
import type { Pagination as PaginationData } from '@/lib/blog/pagination'
import { BLOG_WORDS } from '@/lib/blog/words'
import type { Lang } from '@/lib/site/languages'

const box = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium'

/** Previous, numbered pages and next, as plain links to real URLs. Nothing is shown when there is one page. */
export function Pagination({
  pagination,
  hrefFor,
  lang = 'en',
}: {
  pagination: PaginationData
  hrefFor: (page: number) => string
  lang?: Lang
}) {
  if (pagination.pageCount <= 1) return null
  const { page, previous, next, links } = pagination
  const words = BLOG_WORDS[lang].pagination
  return (
    <nav aria-label={words.name} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {previous && (
          <li>
            <Link href={hrefFor(previous)} rel="prev" className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
              {words.previous}
              {words.directionSuffix && <span className="sr-only">{words.directionSuffix}</span>}
            </Link>
          </li>
        )}
        {links.map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={link}>
              {link === page ? (
                <span aria-current="page" className={`${box} border-brand-700 bg-brand-700 text-white`}>
                  <span className="sr-only">{words.page} </span>
                  {link}
                </span>
              ) : (
                <Link href={hrefFor(link)} className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
                  <span className="sr-only">{words.page} </span>
                  {link}
                </Link>
              )}
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={hrefFor(next)} rel="next" className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
              {words.next}
              {words.directionSuffix && <span className="sr-only">{words.directionSuffix}</span>}
            </Link>
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-gray-700">{words.pageOf(page, pagination.pageCount)}</p>
    </nav>
  )
}
