import { BadgeCheck, FlaskConical, History, PencilLine } from '@/components/ui/icons'
import type { ReviewClaim } from '@/lib/medical/review'
import type { ArticleWords } from '@/lib/site/article-words'

/**
 * The review claim in a page header: "Medically reviewed" only for a recorded review by a real reviewer; a review by
 * a fictional sample profile says so, a text changed after its review says that, a draft in preview that is not the approved text says that, and nothing is
 * claimed otherwise.
 */
export function ReviewPill({
  claim,
  reviewerName,
  words,
}: {
  claim: ReviewClaim
  reviewerName?: string | null
  /** The page's interface words (lib/site/article-words.ts). */
  words: Pick<ArticleWords, 'pill'>
}) {
  if (claim === 'none') return null
  const { pill } = words
  if (claim === 'draft')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1 font-semibold text-gray-900">
        <PencilLine aria-hidden="true" className="size-4" /> {pill.draft}
      </p>
    )
  if (claim === 'changed')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
        <History aria-hidden="true" className="size-4" /> {pill.changed}
      </p>
    )
  if (claim === 'sample')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-4" /> {pill.sample}
      </p>
    )
  return (
    <p className="inline-flex items-center gap-1 rounded-full bg-white/15 px-3 py-1 font-semibold text-white">
      <BadgeCheck aria-hidden="true" className="size-4" /> {pill.reviewed(reviewerName)}
    </p>
  )
}
