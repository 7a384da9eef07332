import { Link } from '@/components/ui/Link'
import { ArrowLeft } from '@/components/ui/icons'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { isoDate } from '@/lib/format'
import type { ArticleWords } from '@/lib/site/article-words'
import { routesFor } from '@/lib/site/localized-routes'
import type { ReviewClaim } from '@/lib/medical/review'
import type { Crumb } from '@/lib/site/structured-data'
import { Breadcrumb } from './Breadcrumb'
import { ChangedSinceReview } from './ChangedSinceReview'
import { ReviewPill } from './ReviewPill'

type Props = {
  /** The guide's interface words and dates, in its language (lib/site/article-words.ts). */
  words: ArticleWords
  eyebrow?: string | null
  title: string
  crumbs: Crumb[]
  lastUpdated?: string | null
  /** The last medical review's date: when the text changed after it, "Last updated" says so. */
  lastReviewed?: string | null
  /** What the page may claim about its review (lib/medical/review.ts). */
  review: ReviewClaim
  /** The document's click-to-edit attributes (its `eyebrow`, `title` and `lastUpdated` fields). */
  edit?: Edit
}

export function ArticleHeader({
  eyebrow,
  title,
  crumbs,
  lastUpdated,
  lastReviewed,
  review,
  edit = noEdit,
  words,
}: Props) {
  const [beforeDate, afterDate] = words.lastUpdated
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div data-print-hidden className="flex flex-wrap items-center justify-between gap-4">
          <Breadcrumb crumbs={crumbs} label={words.breadcrumb} />
          <Link
            href={routesFor(words.lang).home()}
            className="inline-flex items-center gap-1 text-sm font-medium text-blue-50 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> {words.backToHome}
          </Link>
        </div>
        {eyebrow && (
          <p className="mt-6 text-sm font-semibold tracking-wide text-blue-100 uppercase" {...edit('eyebrow')}>
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl" {...edit('title')}>
          {title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-blue-50">
          {lastUpdated && (
            <p {...edit('lastUpdated')}>
              {beforeDate}
              <time dateTime={isoDate(lastUpdated)}>{words.monthYear(lastUpdated)}</time>
              {afterDate}
              {/* The review's day, not its month: a review a day before the change would read "(November 2026)". */}
              <ChangedSinceReview
                lastUpdated={lastUpdated}
                lastReviewed={lastReviewed}
                format={words.longDate}
                words={words}
              />
            </p>
          )}
          {/* A real review of an older text is said beside "Last updated" above; the pill would repeat it. */}
          {review !== 'changed' && <ReviewPill claim={review} words={words} />}
        </div>
      </div>
    </header>
  )
}
