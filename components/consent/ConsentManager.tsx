import { trackingConfig } from '@/lib/config'
import type { ConsentText } from '@/lib/consent/banner'
import { optionalCategoriesInUse } from '@/lib/consent/consent'
import type { Lang } from '@/lib/site/languages'
import { ConsentStarter } from './ConsentStarter'

/**
 * Consent handling on every page, with the analytics and ad ids this server runs with (read at request time, so one
 * build serves with or without them). With neither configured nothing optional exists: nothing is rendered, and the
 * browser runs no consent code until a reader opens Cookie settings. The banner speaks the page's `lang`, in `text`:
 * the cookie banner's words in it (getInterfaceText('consent', lang), read by the layout).
 */
export function ConsentManager({ lang = 'en', text }: { lang?: Lang; text: ConsentText }) {
  const config = trackingConfig()
  if (optionalCategoriesInUse(config).length === 0) return null
  return <ConsentStarter config={config} lang={lang} text={text} />
}
