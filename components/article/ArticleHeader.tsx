import { Link } from '@/components/ui/Link'
import { ArrowLeft } from 'lucide-react'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { formatLongDate, formatMonthYear, isoDate } from '@/lib/format'
import { spanishLongDate, spanishMonthYear, type ArticleWords } from '@/lib/site/article-words'
import { spanishRoutes } from '@/lib/site/localized-routes'
import type { ReviewClaim } from '@/lib/medical/review'
import type { Lang } from '@/lib/site/languages'
import { routes } from '@/lib/site/routes'
import type { Crumb } from '@/lib/site/structured-data'
import { Breadcrumb } from './Breadcrumb'
import { ChangedSinceReview } from './ChangedSinceReview'
import { ReviewPill } from './ReviewPill'

type Props = {
  /** Spanish words and dates; English when not given. */
  words?: ArticleWords
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
  /** The page's language: the review pill's and the changed note's words (they keep their own tables). */
  lang?: Lang
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
  lang = 'en',
}: Props) {
  const monthYear = words ? spanishMonthYear : formatMonthYear
  const longDate = words ? spanishLongDate : formatLongDate
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div data-print-hidden className="flex flex-wrap items-center justify-between gap-4">
          <Breadcrumb crumbs={crumbs} label={words?.breadcrumb} />
          <Link
            href={words ? spanishRoutes.home() : routes.home()}
            className="inline-flex items-center gap-1 text-sm font-medium text-blue-50 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> {words ? 'Volver al inicio' : 'Back to Home'}
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
              {words?.lastUpdated ?? 'Last updated'}{' '}
              <time dateTime={isoDate(lastUpdated)}>{monthYear(lastUpdated)}</time>
              {/* The review's day, not its month: a review a day before the change would read "(November 2026)". */}
              <ChangedSinceReview lastUpdated={lastUpdated} lastReviewed={lastReviewed} format={longDate} lang={lang} />
            </p>
          )}
          {/* A real review of an older text is said beside "Last updated" above; the pill would repeat it. */}
          {review !== 'changed' && <ReviewPill claim={review} lang={lang} />}
        </div>
      </div>
    </header>
  )
}
