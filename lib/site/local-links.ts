/**
 * A link to one of the site's English pages, as a page of `lang` should give it: the same page's address in that
 * language (every reader route exists in every language), else, for an address that is no reader route, the English
 * address itself. The frame and the content's own site paths (a tool's address in the CMS) go through
 * here; `inEnglish` then tells the page to say the link leads to English.
 */
import { langOfPath, type Lang } from './languages'
import { pairedPath, readRoute } from './localized-routes'

export type LocalLink = { href: string; inEnglish: boolean }

export function localLink(englishPath: string, lang: Lang): LocalLink {
  const sitePath = englishPath.startsWith('/') && !englishPath.startsWith('//')
  // Already the address of a page in that language (an editor typed the Spanish one): nothing to pair.
  if (lang === 'en' || !sitePath || langOfPath(englishPath) === lang) return { href: englishPath, inEnglish: false }
  const route = readRoute(englishPath, 'en')
  if (!route) return { href: englishPath, inEnglish: true }
  const fragment = englishPath.match(/#.*$/)?.[0] ?? ''
  return { href: `${pairedPath(englishPath, 'en', lang)}${fragment}`, inEnglish: false }
}
