import { getInterfaceText } from '@/lib/content'
import { crisisTextOf, type CrisisTexts } from '@/lib/search/page-words'
import { ROUTED_LANGUAGES } from '@/lib/site/languages'

/**
 * The crisis help card's heading and buttons in both languages, from the Studio ("Interface words: Search"): the card
 * speaks the language of the search, so a page needs both. For server components; they hand the result to the card.
 */
export async function getCrisisText(): Promise<CrisisTexts> {
  const texts = await Promise.all(ROUTED_LANGUAGES.map((lang) => getInterfaceText('search', lang)))
  return Object.fromEntries(ROUTED_LANGUAGES.map((lang, i) => [lang, crisisTextOf(texts[i]!)])) as CrisisTexts
}
