/**
 * Server pagination of the blog list: real URLs (/blog, /blog/page/2, …), a fixed page size, and a strict reading
 * of the page number so that /blog/page/02, /blog/page/1.5 or a page past the end is the not-found page.
 */
export const BLOG_PAGE_SIZE = 12

/** Pages prerendered at build time per list; later pages render on first request and are then cached. */
export const PRERENDERED_LIST_PAGES = 5

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size))
}

/** A page number as written in a URL: digits without a leading zero, at most 6 of them. Anything else is null. */
export function parsePageParam(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

export type Pagination = {
  page: number
  pageCount: number
  total: number
  /** Index of the first item on this page, from 0. */
  start: number
  previous: number | null
  next: number | null
  /** The page numbers to link, with 'gap' where numbers are left out: 1 … 4 5 6 … 20. */
  links: Array<number | 'gap'>
}

/** The page's place in the list, or null when the page does not exist (page 1 always exists, even when empty). */
export function paginate(total: number, page: number, size = BLOG_PAGE_SIZE): Pagination | null {
  const count = pageCount(total, size)
  if (!Number.isInteger(page) || page < 1 || page > count) return null
  return {
    page,
    pageCount: count,
    total,
    start: (page - 1) * size,
    previous: page > 1 ? page - 1 : null,
    next: page < count ? page + 1 : null,
    links: pageLinks(page, count),
  }
}

/** First, last, and the current page with its neighbours; a single missing number is shown rather than a gap. */
export function pageLinks(page: number, count: number): Array<number | 'gap'> {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count))
  const sorted = [...wanted].sort((a, b) => a - b)
  const links: Array<number | 'gap'> = []
  for (const n of sorted) {
    const last = links.at(-1)
    if (typeof last === 'number' && n - last === 2) links.push(last + 1)
    else if (typeof last === 'number' && n - last > 2) links.push('gap')
    links.push(n)
  }
  return links
}
