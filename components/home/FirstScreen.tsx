import { HelpActions } from '@/components/help/HelpActions'
import { Link } from '@/components/ui/Link'
import type { NavCondition } from '@/lib/content'
import { clientEdits, noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import type { HomeText } from '@/lib/home/words'
import type { CrisisText } from '@/lib/search/page-words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import type { LandingQueryResult } from '@/sanity.types'
import { HealthSearch } from './HealthSearch'

/** The lines the first screen offers, in the order a reader scanning for help needs them. */
const HELP_LINES = ['911', '988', 'poison'] as const

type Props = {
  page: LandingQueryResult['page']
  conditions: NavCondition[]
  /** The home page's interface words, and the crisis card's for the help buttons. */
  text: HomeText
  crisis: CrisisText
  /** Scoped to the landing page document; `editor` for each guide's name. */
  edit?: Edit
  editor?: Editor
  lang?: Lang
}

const TOPIC_CLASS =
  'inline-flex min-h-11 items-center rounded-full border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:px-4 sm:text-base'

/**
 * What a reader meets first on the landing page, on a phone as on a desktop: the title, the site search (a plain GET
 * form to the results page in the page's language), the urgent-help line (911, 988, Poison Control, each one tap,
 * drawn by the site's one help component) and the six guides, each one tap away. Everything here is drawn on the
 * server; only the search box's chips hydrate. The spec's sections follow below it.
 */
export function FirstScreen({ page, conditions, text, crisis, edit = noEdit, editor = noEditor, lang = 'en' }: Props) {
  const routes = routesFor(lang)
  return (
    <section aria-labelledby="landing-title" data-first-screen className="border-b border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-2 px-4 pt-3 pb-6 sm:gap-5 sm:px-6 sm:pt-8 sm:pb-10 lg:grid-cols-[3fr_2fr] lg:gap-x-12 lg:gap-y-8">
        <div>
          <h1
            id="landing-title"
            className="text-2xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl lg:text-5xl"
            {...edit('hero.title')}
          >
            {page?.hero?.title}
          </h1>
          {/* On a phone the box speaks for itself (its label and placeholder), and the help line must fit above the fold. */}
          <h2 className="text-lg font-bold text-gray-900 max-sm:sr-only sm:mt-6" {...edit('search.heading')}>
            {page?.search?.heading}
          </h2>
          <div className="mt-3 sm:mt-2">
            <HealthSearch
              placeholder={page?.search?.placeholder ?? ''}
              note={page?.search?.note ?? ''}
              popular={page?.search?.popular ?? []}
              searchPath={routes.search()}
              formName={text.searchName}
              label={text.searchLabel}
              button={text.searchButton}
              popularLabel={text.popularSearches}
              edits={clientEdits({
                placeholder: edit('search.placeholder'),
                note: edit('search.note'),
                // A list of plain strings: each chip is named by its position in the stored list.
                popular: (page?.search?.popular ?? []).map((_, i) => edit(['search', 'popular', i])),
              })}
            />
          </div>
        </div>

        <section
          aria-labelledby="urgent-help-heading"
          data-first-help
          className="self-start rounded-lg border-2 border-red-700 bg-red-50 p-3 sm:p-4 lg:row-span-2 lg:p-6"
        >
          <h2 id="urgent-help-heading" className="text-lg font-bold text-red-900 sm:text-xl">
            {text.helpHeading}
          </h2>
          {/* Two to a row on a phone, each button filling its cell (the longest, Poison Control, across both), so the
              five fit in three rows in either language. */}
          <HelpActions
            lines={HELP_LINES}
            lang={lang}
            text={crisis}
            className="mt-2 grid grid-cols-2 gap-2 sm:mt-3 sm:flex sm:gap-3 [&_a]:size-full sm:[&_a]:w-auto [&>li:last-child]:col-span-2"
          />
          {/* On a phone the header's Urgent help link, on every page, leads to the same page; here it would push the
              guides below the fold. */}
          <p className="mt-3 max-sm:hidden">
            <Link href={routes.help()} className="font-semibold text-red-900 underline underline-offset-4">
              {text.helpMore}
            </Link>
          </p>
        </section>

        <nav aria-labelledby="first-topics-heading" data-first-topics>
          <h2 id="first-topics-heading" className="text-base font-bold text-gray-900 sm:text-lg">
            {text.topicsHeading}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {conditions.flatMap((condition) =>
              condition.slug
                ? [
                    <li key={condition.slug}>
                      <Link
                        href={routes.condition(condition.slug)}
                        className={TOPIC_CLASS}
                        {...editor(condition)('navLabel')}
                      >
                        {condition.navLabel ?? condition.name}
                      </Link>
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </nav>
      </div>
    </section>
  )
}
