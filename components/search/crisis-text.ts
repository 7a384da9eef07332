import { getInterfaceText } from '@/lib/content'
import { crisisTextOf, type CrisisTexts } from '@/lib/search/page-words'

/**
 * The crisis help card's heading and buttons in both languages, from the Studio ("Interface words: Search"): the card
 * speaks the language of the search, so a page needs both. For server components; they hand the result to the card.
 */
export async function getCrisisText(): Promise<CrisisTexts> {
  const [en, es] = await Promise.all([getInterfaceText('search', 'en'), getInterfaceText('search', 'es')])
  return { en: crisisTextOf(en), es: crisisTextOf(es) }
}
