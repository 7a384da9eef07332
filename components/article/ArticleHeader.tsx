import { Link } from '@/components/ui/Link'
import { ArrowLeft } from '@/components/ui/icons'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { ArticleWords } from '@/lib/site/article-words'
import { routesFor } from '@/lib/site/localized-routes'
import type { ReviewClaim } from '@/lib/medical/review'
import type { Crumb } from '@/lib/site/structured-data'
import { Breadcrumb } from './Breadcrumb'
import { ReviewNotice } from './ReviewNotice'

type Props = {
  /** The guide's interface words and dates, in its language (lib/site/article-words.ts). */
  words: ArticleWords
  eyebrow?: string | null
  title: string
  crumbs: Crumb[]
  /**
   * What the page may claim about its review (lib/medical/review.ts): what a reader must know before trusting the
   * page is said under the title; the dates are in the review line at the end (ReviewPanel).
   */
  review: ReviewClaim
  /** The document's click-to-edit attributes (its `eyebrow` and `title` fields). */
  edit?: Edit
}

export function ArticleHeader({ eyebrow, title, crumbs, review, edit = noEdit, words }: Props) {
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
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
          <p className="mt-4 text-sm font-semibold tracking-wide text-blue-100 uppercase sm:mt-6" {...edit('eyebrow')}>
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl" {...edit('title')}>
          {title}
        </h1>
        <ReviewNotice claim={review} words={words} />
      </div>
    </header>
  )
}
