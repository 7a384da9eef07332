import type { ReviewClaim } from '@/lib/medical/review'
import type { ArticleWords } from '@/lib/site/article-words'

/**
 * The one thing the top of a guide or post says about its review, when there is something a reader must know before
 * trusting it: a sample review (said plainly, once: the reviewer named at the end is a fictional profile), a draft in
 * preview, or a real review of an older text. A real, current review says nothing here: the review line at the end
 * names who reviewed it and when (ReviewPanel).
 */
export function ReviewNotice({
  claim,
  words,
}: {
  claim: ReviewClaim
  /** The page's interface words (lib/site/article-words.ts). */
  words: Pick<ArticleWords, 'pill' | 'sampleReview'>
}) {
  if (claim === 'sample')
    return (
      <p data-review-notice="sample" className="mt-4 max-w-3xl rounded-md bg-white/10 px-3 py-2 text-sm text-white">
        <strong className="block">{words.pill.sample}</strong> {words.sampleReview.text}
      </p>
    )
  if (claim === 'draft' || claim === 'changed')
    return (
      <p data-review-notice={claim} className="mt-4 text-sm font-semibold text-white">
        {claim === 'draft' ? words.pill.draft : words.pill.changed}
      </p>
    )
  return null
}
