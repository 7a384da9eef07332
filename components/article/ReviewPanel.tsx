import type { ReactNode } from 'react'
import { Link } from '@/components/ui/Link'
import type { ConditionArticle } from '@/lib/content'
import { noEdit, type Edit, type EditAttributes } from '@/lib/content/edit-attributes'
import { isoDate } from '@/lib/format'
import { changedAfterReview } from '@/lib/medical/review'
import { templateParts, type ArticleWords } from '@/lib/site/article-words'
import { routesFor } from '@/lib/site/localized-routes'

type Props = {
  review: ConditionArticle['review']
  /** The day the text last changed ("Last updated"); when it is after the last review, readers are told so. */
  lastUpdated?: string | null
  /** Scoped to the review field (its reviewer reference and dates). */
  edit?: Edit
  /** The click-to-edit attributes of the document's `lastUpdated` field. */
  lastUpdatedEdit?: EditAttributes
  /** The page's interface words and dates, in its language (lib/site/article-words.ts). */
  words: ArticleWords
}

/** One item of the review line; the dot between items is drawn, not read. */
function Item({ label, children, edit }: { label: string; children: ReactNode; edit?: EditAttributes }) {
  return (
    <div className="inline after:mx-2 after:text-gray-400 after:content-['·'] last:after:content-none">
      <dt className="inline font-semibold text-gray-900">{label}</dt>{' '}
      <dd className="inline" {...edit}>
        {children}
      </dd>
    </div>
  )
}

/**
 * The page's review dates, quietly, at the end of the content: when the text last changed, when it was last
 * reviewed and by whom, and when its next review is due. A text that changed after its review says so plainly: the
 * review date covers the older text, not what is on the page. A sample review is said at the top of the page
 * (ReviewNotice); here the reviewer's name carries its "Sample profile" tag.
 */
export function ReviewPanel({ review, lastUpdated = null, edit = noEdit, lastUpdatedEdit, words }: Props) {
  const formatLongDate = words.longDate
  const doctorHref = routesFor(words.lang).doctor
  const { reviewer = null, lastReviewed = null, nextReviewDue = null } = review ?? {}
  const changed = changedAfterReview(lastUpdated, lastReviewed)
  const [beforeUpdated, afterUpdated] = words.lastUpdated
  return (
    <section aria-labelledby="review-heading" className="mt-12 border-t border-gray-200 pt-4 text-sm text-gray-700">
      <h2 id="review-heading" className="sr-only">
        {words.medicalReview}
      </h2>
      <dl>
        {lastUpdated && (
          <Item label={beforeUpdated.trim()} edit={lastUpdatedEdit}>
            <time dateTime={isoDate(lastUpdated)}>{words.monthYear(lastUpdated)}</time>
            {afterUpdated}
          </Item>
        )}
        <Item label={words.lastReviewed} edit={edit('lastReviewed')}>
          {lastReviewed ? (
            <time dateTime={isoDate(lastReviewed)}>{formatLongDate(lastReviewed)}</time>
          ) : (
            words.notYetReviewed
          )}
        </Item>
        <Item label={words.reviewedBy} edit={edit('reviewer')}>
          {reviewer?.name ? (
            <>
              <Link
                href={doctorHref(reviewer.doctorId ?? '')}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {reviewer.name}
              </Link>
              {reviewer.credentials && `, ${reviewer.credentials}`}
              {reviewer.isSample && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                  {words.sampleProfile}
                </span>
              )}
            </>
          ) : (
            words.awaitingReviewer
          )}
        </Item>
        <Item label={words.nextReviewDue} edit={edit('nextReviewDue')}>
          {nextReviewDue ? (
            <time dateTime={isoDate(nextReviewDue)}>{formatLongDate(nextReviewDue)}</time>
          ) : (
            words.notScheduled
          )}
        </Item>
      </dl>
      {changed && (
        <p className="mt-2 text-amber-950">
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
    </section>
  )
}
