import { Link } from '@/components/ui/Link'
import { BadgeCheck } from '@/components/ui/icons'
import type { ConditionArticle } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { isoDate } from '@/lib/format'
import { changedAfterReview } from '@/lib/medical/review'
import { routes } from '@/lib/site/routes'
import { templateParts, type ArticleWords } from '@/lib/site/article-words'
import { SPANISH_PAGES_BUILT, spanishRoutes } from '@/lib/site/localized-routes'

type Props = {
  review: ConditionArticle['review']
  /** The day the text last changed ("Last updated"); when it is after the last review, readers are told so. */
  lastUpdated?: string | null
  /** Scoped to the review field (its reviewer reference and dates). */
  edit?: Edit
  /** The page's interface words and dates, in its language (lib/site/article-words.ts). */
  words: ArticleWords
}

/**
 * Who checked this article and when it is next due for review, close to the end of the content. A text that
 * changed after its review says so plainly: the review date shown covers the older text, not what is on the page.
 */
export function ReviewPanel({ review, lastUpdated = null, edit = noEdit, words }: Props) {
  const formatLongDate = words.longDate
  // The team page in Spanish once it exists; its English page until then.
  const doctorHref = words.lang === 'es' && SPANISH_PAGES_BUILT.has('team') ? spanishRoutes.doctor : routes.doctor
  const { reviewer = null, lastReviewed = null, nextReviewDue = null } = review ?? {}
  const changed = changedAfterReview(lastUpdated, lastReviewed)
  return (
    <section aria-labelledby="review-heading" className="mt-12 rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <h2 id="review-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-emerald-700" /> {words.medicalReview}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">{words.reviewedBy}</dt>
        <dd {...edit('reviewer')}>
          {reviewer?.name ? (
            <>
              <Link
                href={doctorHref(reviewer.doctorId ?? '')}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {reviewer.name}
              </Link>
              {reviewer.credentials && `, ${reviewer.credentials}`}
              {reviewer.specialization && ` — ${reviewer.specialization}`}
              {reviewer.isSample && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  {words.sampleProfile}
                </span>
              )}
            </>
          ) : (
            words.awaitingReviewer
          )}
        </dd>
        <dt className="font-semibold text-gray-900">{words.lastReviewed}</dt>
        <dd {...edit('lastReviewed')}>
          {lastReviewed ? (
            <time dateTime={isoDate(lastReviewed)}>{formatLongDate(lastReviewed)}</time>
          ) : (
            words.notYetReviewed
          )}
        </dd>
        <dt className="font-semibold text-gray-900">{words.nextReviewDue}</dt>
        <dd {...edit('nextReviewDue')}>
          {nextReviewDue ? (
            <time dateTime={isoDate(nextReviewDue)}>{formatLongDate(nextReviewDue)}</time>
          ) : (
            words.notScheduled
          )}
        </dd>
      </dl>
      {changed && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <strong>{words.changedAfterReview.title}</strong>{' '}
          {templateParts(words.changedAfterReview.text).map((part, index) => {
            if (typeof part === 'string') return part
            // The two dates, wherever the sentence puts them (the Studio keeps both and allows no other).
            const date = part.name === 'updated' ? lastUpdated : lastReviewed
            return (
              <time key={index} dateTime={isoDate(date)}>
                {formatLongDate(date)}
              </time>
            )
          })}
        </p>
      )}
      {reviewer?.isSample && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <strong>{words.sampleReview.title}</strong> {words.sampleReview.text}
        </p>
      )}
    </section>
  )
}
