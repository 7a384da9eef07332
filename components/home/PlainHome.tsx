import { Link } from '@/components/ui/Link'
import { SiteSearchForm } from '@/components/search/SiteSearchForm'
import type { NavCondition } from '@/lib/content'
import type { FrameText } from '@/lib/site/chrome'
import { routes } from '@/lib/site/routes'
import { routesFor } from '@/lib/site/localized-routes'
import type { Lang } from '@/lib/site/languages'

/**
 * The plain home of a language whose landing page editors have not translated yet: the search box, the guides in the
 * language, and where to call in an emergency. Its words are the language's frame (getInterfaceText('frame', lang)).
 * `notice`: the line the language link's "no translation yet" landing shows above it.
 */
export function PlainHome({
  conditions,
  lang,
  notice,
  text,
}: {
  conditions: NavCondition[]
  lang: Lang
  notice?: string
  text: FrameText
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {notice ? (
        <p role="status" className="mb-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {notice}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{text.plainHomeTitle}</h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-700">{text.plainHomeIntro}</p>
      <p className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
        {text.plainHomeEmergency}{' '}
        <a href={routes.phone('911')} className="underline underline-offset-4">
          911
        </a>
        {' · '}
        <a href={routes.phone('988')} className="underline underline-offset-4">
          988
        </a>
      </p>
      <div className="mt-8 max-w-xl">
        <SiteSearchForm name={text.plainHomeSearchName} variant="page" lang={lang} text={text} />
      </div>
      <h2 id="topics" className="mt-12 scroll-mt-24 text-2xl font-bold text-gray-900">
        {text.plainHomeTopics}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {conditions.flatMap((c) =>
          c.slug
            ? [
                <li key={c._id} className="rounded-lg border border-gray-200 p-5">
                  <Link
                    href={routesFor(lang).condition(c.slug)}
                    className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {c.name ?? c.navLabel ?? c.slug}
                  </Link>
                  {c.cardDescription ? <p className="mt-2 text-gray-700">{c.cardDescription}</p> : null}
                </li>,
              ]
            : [],
        )}
      </ul>
    </div>
  )
}
