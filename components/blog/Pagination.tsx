import { Link } from '@/components/ui/Link'
import type { Pagination as PaginationData } from '@/lib/blog/pagination'
import { blogWords, type BlogText, type ShownAndSpoken } from '@/lib/blog/words'
import type { Lang } from '@/lib/site/languages'

const box = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium'

/** "Previous" as shown, with the rest of what a screen reader hears (" page") after it, or instead of it. */
function Direction({ words }: { words: ShownAndSpoken }) {
  if (words.spokenInstead !== null)
    return (
      <>
        <span aria-hidden="true">{words.shown}</span>
        <span className="sr-only">{words.spokenInstead}</span>
      </>
    )
  return (
    <>
      {words.shown}
      {words.hiddenAfter && <span className="sr-only">{words.hiddenAfter}</span>}
    </>
  )
}

/**
 * Previous, numbered pages and next, as plain links to real URLs. Nothing is shown when there is one page. `text`:
 * the blog's interface words (getInterfaceText('blog', lang)), which hold the pagination's.
 */
export function Pagination({
  pagination,
  hrefFor,
  text,
  lang = 'en',
}: {
  pagination: PaginationData
  hrefFor: (page: number) => string
  text: BlogText
  lang?: Lang
}) {
  if (pagination.pageCount <= 1) return null
  const { page, previous, next, links } = pagination
  const words = blogWords(text, lang).pagination
  const [beforeNumber, afterNumber] = words.page
  const number = (n: number) => (
    <>
      {beforeNumber && <span className="sr-only">{beforeNumber}</span>}
      {n}
      {afterNumber && <span className="sr-only">{afterNumber}</span>}
    </>
  )
  return (
    <nav aria-label={words.name} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {previous && (
          <li>
            <Link href={hrefFor(previous)} rel="prev" className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
              <Direction words={words.previous} />
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
                  {number(link)}
                </span>
              ) : (
                <Link href={hrefFor(link)} className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
                  {number(link)}
                </Link>
              )}
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={hrefFor(next)} rel="next" className={`${box} border-gray-300 bg-white hover:bg-gray-50`}>
              <Direction words={words.next} />
            </Link>
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-gray-700">{words.pageOf(page, pagination.pageCount)}</p>
    </nav>
  )
}
