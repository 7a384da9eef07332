import { Pagination } from '@/components/blog/Pagination'
import { Link } from '@/components/ui/Link'
import { paginate } from '@/lib/blog/pagination'
import type { BlogText } from '@/lib/blog/words'
import type { Highlighted, SearchResults } from '@/lib/content'
import { webSearchUrl } from '@/lib/home/web-search'
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, SEARCH_PAGE_SIZE } from '@/lib/search/site-search'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import type { SearchBoxText } from '@/lib/site/chrome'
import type { NavLink } from '@/lib/site/routes'
import { CrisisHelpCard } from './CrisisHelpCard'
import { getCrisisText } from './crisis-text'
import { searchWords, type CrisisTexts, type SearchText } from '@/lib/search/page-words'
import { SiteSearchForm } from './SiteSearchForm'

type Props = {
  /** Null: nothing searched yet (the page shows the box and the topics). */
  results: SearchResults | null
  /** The reader asked for their words as typed ("Search instead for"): no typo correction. */
  exact?: boolean
  /** The six condition guides, suggested when nothing is found. */
  topics: NavLink[]
  siteOrigin: string
  /** The page's interface words (getInterfaceText('search', lang)). */
  text: SearchText
  /**
   * The crisis help card's words in both languages (getCrisisText): the card speaks the search's language, which
   * may not be the page's. Read here when a search calls for help and they are not given.
   */
  crisisText?: CrisisTexts
  /** The blog's interface words (getInterfaceText('blog', lang)), which hold the page links' words. */
  blogText: BlogText
  /** The search box's words, the header's (getInterfaceText('frame', lang)); a page may pass the whole frame text. */
  searchBoxText: SearchBoxText
  /** The site's language: the count's grammar and figures, and the addresses its links and pages go to. */
  lang?: Lang
}

/** Text with the reader's words in <mark>; React escapes every piece, so content and query stay text. */
function Marked({ pieces }: { pieces: Highlighted }) {
  return pieces.map((piece, i) =>
    piece.mark ? (
      <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}

function TopicSuggestions({ topics, heading }: { topics: NavLink[]; heading: string }) {
  if (topics.length === 0) return null
  return (
    <section aria-labelledby="search-topics" className="mt-8">
      <h2 id="search-topics" className="text-lg font-semibold text-gray-900">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.href}>
            <Link
              href={topic.href}
              className="inline-block rounded-full border border-brand-600 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {topic.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The results page (/search): help first if needed, the box, the count (announced), the results, pages, the way out. */
export async function SearchResultsView({
  results,
  exact = false,
  topics,
  siteOrigin,
  text,
  crisisText,
  blogText,
  searchBoxText,
  lang = 'en',
}: Props) {
  const words = searchWords(text, lang)
  const help = results?.help ?? []
  const crisis = help.length > 0 ? (crisisText ?? (await getCrisisText())) : null
  const routes = routesFor(lang)
  const typed = results?.query.text ?? ''
  const corrected = results?.correctedText
  const shown = corrected ?? typed
  const hasWords = (results?.query.required.length ?? 0) > 0
  const pagination = results && results.total > 0 ? paginate(results.total, results.page, SEARCH_PAGE_SIZE) : null
  const webSearch = typed ? webSearchUrl(typed, siteOrigin) : null
  const first = results ? (results.page - 1) * SEARCH_PAGE_SIZE + 1 : 0
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">{typed ? words.heading(typed) : words.emptyHeading}</h1>
      {crisis && <CrisisHelpCard help={help} text={crisis} className="mt-6" />}
      <div className="mt-6">
        <SiteSearchForm name={words.searchAgain} defaultValue={typed} variant="page" lang={lang} text={searchBoxText} />
      </div>

      {corrected && (
        <p className="mt-6 text-gray-800" data-search-correction>
          {words.correction.map((piece, i) =>
            typeof piece === 'string' ? (
              piece
            ) : piece.link === 'corrected' ? (
              <Link
                key={i}
                href={routes.search(corrected)}
                className="font-semibold italic underline underline-offset-2"
              >
                {corrected}
              </Link>
            ) : (
              <Link
                key={i}
                href={routes.search(typed, 1, { exact: true })}
                className="italic underline underline-offset-2"
              >
                {typed}
              </Link>
            ),
          )}
        </p>
      )}
      {/* A live region present from the first paint: screen readers read the count when the page loads. */}
      <p role="status" className="mt-6 font-medium text-gray-800" data-search-count>
        {!results || !typed
          ? words.prompt
          : results.pending
            ? words.pending
            : results.total === 0
              ? words.none(shown)
              : words.count(
                  results.total,
                  shown,
                  results.pageCount > 1
                    ? { first, last: first + results.hits.length - 1, page: results.page, pageCount: results.pageCount }
                    : null,
                )}
      </p>
      {results?.partial && results.total > 0 && <p className="mt-2 text-sm text-gray-700">{words.partial}</p>}
      {results?.query.truncated && (
        <p className="mt-2 text-sm text-gray-700">{words.truncated(MAX_QUERY_CHARS, MAX_QUERY_WORDS)}</p>
      )}

      {results && results.total > 0 && (
        <ol className="mt-6 space-y-6" aria-label={words.results}>
          {results.hits.map((hit) => (
            <li key={hit.href} className="border-b border-gray-200 pb-6">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{words.kinds[hit.kind]}</p>
              <h2 className="mt-1 text-xl font-semibold">
                <Link href={hit.href} className="text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline">
                  <Marked pieces={hit.title} />
                </Link>
              </h2>
              {hit.snippet.length > 0 && (
                <p className="mt-2 text-gray-700">
                  <Marked pieces={hit.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {pagination && typed && (
        <Pagination
          pagination={pagination}
          hrefFor={(page) => routes.search(typed, page, { exact })}
          text={blogText}
          lang={lang}
        />
      )}

      {results && typed && results.total === 0 && !results.pending && (
        <div className="mt-4 text-gray-800">
          <p>{hasWords ? words.noneAdvice : words.noWords}</p>
        </div>
      )}
      {(!results || !typed || results.total === 0) && <TopicSuggestions topics={topics} heading={words.topics} />}

      {webSearch && (
        <p className="mt-10 border-t border-gray-200 pt-6 text-sm text-gray-700">
          {words.notWhat}{' '}
          <a
            href={webSearch}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {words.webSearch(typed)}
            <span className="sr-only"> {words.newTab}</span>
          </a>
          <span aria-hidden="true"> ↗</span>
        </p>
      )}
    </div>
  )
}
