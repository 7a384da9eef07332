import { Link } from '@/components/ui/Link'
import { HelpActions } from '@/components/help/HelpActions'
import { SiteSearchForm } from '@/components/search/SiteSearchForm'
import { getInterfaceText, getNavConditions, getPageCopy } from '@/lib/content'
import { crisisTextOf } from '@/lib/search/page-words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { LogMissingPath } from './HydrationMarker'

/**
 * The not-found page, as the NHS's helps a lost reader: plain words (its "Page text" document: title, `message` as
 * the intro, the sections' headings), a search box that searches the site in the page's language, the guides, and
 * urgent help with the one help component's buttons and a link to the help page. The missing path goes to the console.
 */
export async function NotFoundMessage({ message, lang = 'en' }: { message: string; lang?: Lang }) {
  const [copy, frame, search, conditions] = await Promise.all([
    getPageCopy('notFound', lang),
    getInterfaceText('frame', lang),
    getInterfaceText('search', lang),
    getNavConditions(lang),
  ])
  const routes = routesFor(lang)
  const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <LogMissingPath />
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-gray-800">{message}</p>
      <div className="mt-8 max-w-xl">
        <SiteSearchForm name={copy.texts.searchName} variant="page" lang={lang} text={frame} />
      </div>
      <h2 className="mt-10 text-2xl font-bold text-gray-900">{copy.texts.topicsHeading}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {conditions.flatMap((c) =>
          c.slug
            ? [
                <li key={c._id}>
                  <Link href={routes.condition(c.slug)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                    {c.name ?? c.navLabel ?? c.slug}
                  </Link>
                </li>,
              ]
            : [],
        )}
      </ul>
      <section aria-labelledby="not-found-help" className="mt-10 rounded-lg border-2 border-red-700 bg-red-50 p-5">
        <h2 id="not-found-help" className="text-xl font-bold text-red-900">
          {copy.texts.helpHeading}
        </h2>
        <HelpActions lines={['911', '988', 'poison']} lang={lang} text={crisisTextOf(search)} className="mt-4" />
        <p className="mt-4">
          <Link href={routes.help()} className={linkClass}>
            {frame.urgentHelp}
          </Link>
          {' · '}
          <Link href={routes.home()} className={linkClass}>
            {frame.returnHome}
          </Link>
        </p>
      </section>
    </div>
  )
}
