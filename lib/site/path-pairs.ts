/**
 * Reading a reader path and pairing it with the same page in the other language, over a table of plain data
 * (`PathPairs`, built from the route tables in lib/site/localized-routes.ts). Apart from the tables so that the
 * header's language link, a client component, can pair the current address in the browser with the table handed to
 * it by the server as data: importing the route tables themselves would put both of them in every page's JavaScript.
 */
import type { Lang } from './languages'

/** The table `pairedPathIn` reads; plain data, so that a server component can pass it to a client component. */
export type PathPairs = {
  /**
   * Each page in every language, as a pattern with `:p` for its one variable part (matched as one path segment);
   * a pattern may end in `:n`, a page number that is matched and dropped. The first match wins; `page` (any other
   * one-segment path, an information page) comes last.
   */
  pairs: readonly ({ key: string } & Readonly<Record<Lang, string>>)[]
  /** The first segments that are routes in code in each language (and so no information page's slug). */
  reserved: Readonly<Record<Lang, readonly string[]>>
  home: Readonly<Record<Lang, string>>
}

/**
 * The value of `:p` when `path` has the pattern's shape, else undefined (null when the pattern has no `:p`).
 */
function match(pattern: string, fullPath: string): string | null | undefined {
  const at = pattern.indexOf(':p')
  if (at < 0) return pattern === fullPath ? null : undefined
  const before = pattern.slice(0, at)
  let after = pattern.slice(at + 2)
  let path = fullPath
  if (after.endsWith(':n')) {
    const page = /\/([1-9]\d*)$/.exec(path)
    if (!page) return undefined
    path = path.slice(0, -page[1]!.length)
    after = after.slice(0, -2)
  }
  if (!path.startsWith(before) || !path.endsWith(after)) return undefined
  const value = path.slice(before.length, path.length - after.length)
  return value && !value.includes('/') ? value : undefined
}

/**
 * The route a reader path is, in a language: its key and variable part; null when it is no reader page. The path may
 * also be the page's internal path in the route tree (`/en/about`, `/es/search`: the language's code, then the default
 * language's words), which is what a page rendered on the server after the proxy's rewrite knows as its own path.
 */
export function readRouteIn(table: PathPairs, path: string, lang: Lang): { key: string; param: string | null } | null {
  const clean = path.split(/[?#]/)[0] || '/'
  const trimmed = clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean
  const read = readAddress(table, trimmed, lang)
  if (read && read.key !== 'page') return read
  const base = (Object.keys(table.home) as Lang[]).find((code) => table.home[code] === '/')
  const inTree = trimmed === `/${lang}` ? '/' : trimmed.startsWith(`/${lang}/`) ? trimmed.slice(lang.length + 1) : null
  const internal = base && inTree !== null ? readAddress(table, inTree, base) : null
  // Only the default language's information pages are under a code that is not their prefix (`/en/about`); another
  // language's internal path of an information page is its address.
  return internal && (internal.key !== 'page' || (!read && lang === base)) ? internal : read
}

function readAddress(table: PathPairs, trimmed: string, lang: Lang): { key: string; param: string | null } | null {
  for (const pair of table.pairs) {
    const param = match(pair[lang], trimmed)
    if (param === undefined) continue
    // A one-segment path that is a route in code (or another language's prefix) is not an information page.
    if (pair.key === 'page' && table.reserved[lang].includes(param ?? '')) continue
    return { key: pair.key, param }
  }
  return null
}

/**
 * The same page's address in the other language, from a path of `from`. Pages built in code map exactly; a document's
 * page keeps its slug, and that page redirects to its translation's slug (or to its section with a note when it has
 * none). A path that is no reader page leads to the other language's home.
 */
export function pairedPathIn(table: PathPairs, path: string, from: Lang, to: Lang): string {
  if (from === to) return path
  const route = readRouteIn(table, path, from)
  const target = table.pairs.find((pair) => pair.key === route?.key)
  if (!route || !target) return table.home[to]
  return route.param === null ? target[to] : target[to].replace(':p', route.param)
}
