import { trackingConfig } from '@/lib/config'
import { CONSENT_DAYS } from '@/lib/consent/consent'
import { cookieCatalogue } from '@/lib/consent/catalogue'

/**
 * The privacy policy's list of cookie categories and the cookies the site really sets in each, from the same
 * catalogue the cookie banner shows (lib/consent/consent.ts).
 */
export function CookieTable() {
  const catalogue = cookieCatalogue(trackingConfig())
  return (
    <div data-cookie-table>
      <p className="my-4 leading-7">
        Your cookie choice is kept for {Math.round(CONSENT_DAYS / 30.4)} months; then we ask again. These are the
        cookies this site sets, by category:
      </p>
      {catalogue.map((category) => (
        <section key={category.id} aria-labelledby={`cookie-category-${category.id}`}>
          <h3 id={`cookie-category-${category.id}`} className="mt-8 mb-2 text-xl font-semibold text-gray-900">
            {category.title}
          </h3>
          <p className="my-2 leading-7">{category.description}</p>
          {category.cookies.length ? (
            <div className="my-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{category.title} cookies</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Cookie
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Set by
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Purpose
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Lasts
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
