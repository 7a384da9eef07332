import { History } from '@/components/ui/icons'
import { isoDate } from '@/lib/format'
import { changedAfterReview } from '@/lib/medical/review'
import type { ArticleWords } from '@/lib/site/article-words'

type Props = {
  lastUpdated?: string | null
  lastReviewed?: string | null
  /** How the review date is written (the day, so a review the day before a change reads as such). */
  format: (date: string) => string
  /** The page's interface words: the note around the date (lib/site/article-words.ts). */
  words: Pick<ArticleWords, 'changedSinceReview'>
}

/**
 * Said at the top, beside "Last updated", when the text changed after its last medical review (clinical read S7):
 * the review date further down covers an older text, and a reader deciding whether to trust the page sees that
 * first, not only at the bottom. Nothing when the review came on or after the last change, or a date is missing.
 */
export function ChangedSinceReview({ lastUpdated, lastReviewed, format, words }: Props) {
  if (!lastUpdated || !lastReviewed || !changedAfterReview(lastUpdated, lastReviewed)) return null
  const [before, after] = words.changedSinceReview
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">
      <History aria-hidden="true" className="size-4" />
      {before}
      <time dateTime={isoDate(lastReviewed)}>{format(lastReviewed)}</time>
      {after}
    </span>
  )
}
