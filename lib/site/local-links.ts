/**
 * A link to one of the site's English pages, as a page of `lang` should give it: the same page's address in that
 * language once it is built there (SPANISH_PAGES_BUILT), else the English page itself, so that no link leads to a
 * page that does not exist yet. The frame and the content's own site paths (a tool's address in the CMS) go through
 * here; `inEnglish` then tells the page to say the link leads to English.
 */
import { langOfPath, type Lang } from './languages'
import { pairedPath, readRoute, SPANISH_PAGES_BUILT } from './localized-routes'

export type LocalLink = { href: string; inEnglish: boolean }

export function localLink(englishPath: string, lang: Lang): LocalLink {
  const sitePath = englishPath.startsWith('/') && !englishPath.startsWith('//')
  // Already the address of a page in that language (an editor typed the Spanish one): nothing to pair.
  if (lang === 'en' || !sitePath || langOfPath(englishPath) === lang) return { href: englishPath, inEnglish: false }
  const route = readRoute(englishPath, 'en')
  if (!route || !SPANISH_PAGES_BUILT.has(route.key)) return { href: englishPath, inEnglish: true }
  const fragment = englishPath.match(/#.*$/)?.[0] ?? ''
  return { href: `${pairedPath(englishPath, 'en', lang)}${fragment}`, inEnglish: false }
}
