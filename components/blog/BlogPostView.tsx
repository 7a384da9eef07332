import type { CrisisText } from '@/lib/search/page-words'
import { Link } from '@/components/ui/Link'
import { ArrowLeft, CalendarDays, Clock } from '@/components/ui/icons'
import { Breadcrumb } from '@/components/article/Breadcrumb'
import { References } from '@/components/article/References'
import { RELATED_GUIDES_ID, RelatedGuides } from '@/components/article/RelatedGuides'
import { GET_HELP_ID, GetHelpCard } from '@/components/article/GetHelpCard'
import { ReviewPanel } from '@/components/article/ReviewPanel'
import { ReviewNotice } from '@/components/article/ReviewNotice'
import { reviewClaim } from '@/lib/medical/review'
import { RichText } from '@/components/article/RichText'
import type { PostCard } from '@/lib/blog/posts'
import { readTimeMinutes } from '@/lib/blog/read-time'
import { blogWords, type BlogText } from '@/lib/blog/words'
import type { BlogPost } from '@/lib/content'
import { noEdit, noEditor, type Edit, type EditAttributes, type Editor } from '@/lib/content/edit-attributes'
import type { ImageAttrs } from '@/lib/content/image'
import { isoDate } from '@/lib/format'
import { articleWords, type ArticleText } from '@/lib/site/article-words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { createIdRegistry } from '@/lib/slug'
import type { Crumb } from '@/lib/site/structured-data'
import { RecentArticles } from './BlogSidebar'
import { PostCover } from './PostCover'

function BackToBlog({ className, label, lang }: { className: string; label: string; lang: Lang }) {
  return (
    <Link href={routesFor(lang).blog()} className={`inline-flex items-center gap-1 text-sm font-medium ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {label}
    </Link>
  )
}

/**
 * One blog post: header with category, date, read time and reviewer; the body; the medical review; references.
 * `edit`: the post's click-to-edit attributes in the Preview tool (lib/content/edit-attributes.ts).
 */
type Props = {
  post: BlogPost
  crumbs: Crumb[]
  recent: PostCard[]
  recentHeading: string
  cover: ImageAttrs | null
  edit?: Edit
  /** The sidebar's click-to-edit: its heading's attribute (page text) and the editor for the recent posts. */
  recentHeadingEdit?: EditAttributes
  editor?: Editor
  /** The blog's interface words (getInterfaceText('blog', lang)): "Interface words: Blog" in the Studio. */
  text: BlogText
  /** The guides' interface words (getInterfaceText('article', lang)), for the boxes a post shares with them. */
  articleText: ArticleText
  /** The help lines' buttons in the post's language (the search card's words), for its get-help card and boxes. */
  helpText?: CrisisText | null
  /** The post's language: the links and the words around its content. */
  lang?: Lang
}

export function BlogPostView({
  post,
  crumbs,
  recent,
  recentHeading,
  cover,
  edit = noEdit,
  recentHeadingEdit,
  editor = noEditor,
  text,
  articleText,
  helpText = null,
  lang = 'en',
}: Props) {
  const routes = routesFor(lang)
  const words = blogWords(text, lang)
  const guideWords = articleWords(articleText, lang, helpText)
  const formatLongDate = words.longDate
  const headingId = createIdRegistry([
    'main',
    GET_HELP_ID,
    'review-heading',
    RELATED_GUIDES_ID,
    'references-heading',
    'recent-articles-heading',
  ])
  const review = post.review
  // What a reader must know before trusting the post is said under its title; the dates are in the review line.
  const claim = reviewClaim(review, post.draft, post.lastUpdated)
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <div data-print-hidden className="flex flex-wrap items-center justify-between gap-4">
            <Breadcrumb crumbs={crumbs} label={guideWords.breadcrumb} />
            <BackToBlog className="text-blue-50 hover:text-white" label={words.backToBlog} lang={lang} />
          </div>
          {post.category?.slug && (
            <p className="mt-6" {...edit('category')}>
              <Link
                href={routes.blogCategory(post.category.slug)}
                className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white hover:bg-white/25"
              >
                {post.category.title}
              </Link>
            </p>
          )}
          <h1 className="mt-4 max-w-4xl text-3xl font-bold sm:text-4xl" {...edit('title')}>
            {post.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-blue-50">
            <p className="inline-flex items-center gap-1" {...edit('publishedAt')}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {words.published[0] && <span className="sr-only">{words.published[0]}</span>}
              <time dateTime={isoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
              {words.published[1] && <span className="sr-only">{words.published[1]}</span>}
            </p>
            <p className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {words.readTime(readTimeMinutes(post.words))}
            </p>
          </div>
          <ReviewNotice claim={claim} words={guideWords} />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="max-w-3xl min-w-0 text-gray-800">
          <PostCover
            cover={cover}
            category={post.category?.title}
            className="mb-8 rounded-lg"
            fallbackFrame="aspect-[5/1]"
            edit={edit('coverImage')}
          />
          {post.excerpt && (
            <p className="text-lg text-gray-800" {...edit('excerpt')}>
              {post.excerpt}
            </p>
          )}
          <GetHelpCard card={post.getHelp} edit={edit.scope('getHelp')} words={guideWords} />
          <RichText value={post.body} headingId={headingId} edit={edit.scope('body')} words={guideWords} />
          <ReviewPanel
            review={review}
            lastUpdated={post.lastUpdated}
            edit={edit.scope('review')}
            lastUpdatedEdit={edit('lastUpdated')}
            words={guideWords}
          />
          <References references={post.references ?? []} edit={edit.scope('references')} words={guideWords} />
          <RelatedGuides guides={post.relatedGuides} edit={edit.scope('relatedGuides')} words={guideWords} />
          <p className="mt-10">
            <BackToBlog
              className="text-brand-700 underline-offset-2 hover:underline"
              label={words.backToBlog}
              lang={lang}
            />
          </p>
        </div>
        <aside aria-label={words.postSidebar} className="space-y-6">
          <RecentArticles
            heading={recentHeading}
            posts={recent}
            currentSlug={post.slug ?? undefined}
            headingEdit={recentHeadingEdit}
            editor={editor}
            lang={lang}
          />
        </aside>
      </div>
    </article>
  )
}
