import { trackingConfig } from '@/lib/config'
import { CONSENT_DAYS } from '@/lib/consent/consent'
import { cookieCatalogue } from '@/lib/consent/catalogue'
import type { Lang } from '@/lib/site/languages'

type TableWords = {
  intro: (months: number) => string
  caption: (category: string) => string
  cookie: string
  setBy: string
  purpose: string
  lasts: string
}

const WORDS: Readonly<Record<Lang, TableWords>> = {
  en: {
    intro: (months) =>
      `Your cookie choice is kept for ${months} months; then we ask again. These are the cookies this site sets, by category:`,
    caption: (category) => `${category} cookies`,
    cookie: 'Cookie',
    setBy: 'Set by',
    purpose: 'Purpose',
    lasts: 'Lasts',
  },
  es: {
    intro: (months) =>
      `Guardamos su decisión sobre las cookies por ${months} meses; después le preguntamos otra vez. Estas son las cookies que pone este sitio, por tipo:`,
    caption: (category) => `Cookies ${category.toLowerCase()}`,
    cookie: 'Cookie',
    setBy: 'Quién la pone',
    purpose: 'Para qué sirve',
    lasts: 'Cuánto dura',
  },
}

/**
 * The privacy policy's list of cookie categories and the cookies the site really sets in each, from the same
 * catalogue the cookie banner shows (lib/consent/consent.ts).
 */
export function CookieTable({ lang = 'en' }: { lang?: Lang }) {
  const catalogue = cookieCatalogue(trackingConfig(), lang)
  const words = WORDS[lang]
  return (
    <div data-cookie-table>
      <p className="my-4 leading-7">{words.intro(Math.round(CONSENT_DAYS / 30.4))}</p>
      {catalogue.map((category) => (
        <section key={category.id} aria-labelledby={`cookie-category-${category.id}`}>
          <h3 id={`cookie-category-${category.id}`} className="mt-8 mb-2 text-xl font-semibold text-gray-900">
            {category.title}
          </h3>
          <p className="my-2 leading-7">{category.description}</p>
          {category.cookies.length ? (
            <div className="my-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{words.caption(category.title)}</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {words.cookie}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {words.setBy}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {words.purpose}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {words.lasts}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {category.cookies.map((cookie) => (
                    <tr key={cookie.name} className="border-b border-gray-200 align-top">
                      <th scope="row" className="py-2 pr-4 font-mono font-normal">
                        {cookie.name}
                      </th>
                      <td className="py-2 pr-4">{cookie.provider}</td>
                      <td className="py-2 pr-4">{cookie.purpose}</td>
                      <td className="py-2">{cookie.duration}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="my-2 leading-7 font-medium">{category.noneInUse}</p>
          )}
        </section>
      ))}
    </div>
  )
}
