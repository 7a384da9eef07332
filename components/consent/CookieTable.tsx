import { trackingConfig } from '@/lib/config'
import { consentMonths } from '@/lib/consent/banner'
import type { ConsentCategory } from '@/lib/consent/consent'
import { cookieCatalogue } from '@/lib/consent/catalogue'
import { getInterfaceText } from '@/lib/content'
import { fill, formatCount } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'

/**
 * The privacy policy's list of cookie categories and the cookies the site really sets in each, from the same
 * catalogue the cookie banner shows (lib/consent/catalogue.ts), in the cookie banner's words ("Interface words:
 * Cookie banner").
 */
export async function CookieTable({ lang = 'en' }: { lang?: Lang }) {
  const text = await getInterfaceText('consent', lang)
  const catalogue = cookieCatalogue(trackingConfig(), text, lang)
  const captions: Record<ConsentCategory, string> = {
    essential: text.policyCaptionEssential,
    analytics: text.policyCaptionAnalytics,
    advertising: text.policyCaptionAdvertising,
    preference: text.policyCaptionPreference,
  }
  return (
    <div data-cookie-table>
      <p className="my-4 leading-7">{fill(text.policyIntro, { months: formatCount(lang, consentMonths()) })}</p>
      {catalogue.map((category) => (
        <section key={category.id} aria-labelledby={`cookie-category-${category.id}`}>
          <h3 id={`cookie-category-${category.id}`} className="mt-8 mb-2 text-xl font-semibold text-gray-900">
            {category.title}
          </h3>
          <p className="my-2 leading-7">{category.description}</p>
          {category.cookies.length ? (
            <div className="my-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{captions[category.id]}</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {text.tableCookie}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {text.tableSetBy}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {text.tablePurpose}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {text.tableLasts}
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
