import { Link } from '@/components/ui/Link'
import { CalendarDays, Clock } from '@/components/ui/post-icons'
import type { PostCard as PostCardData } from '@/lib/blog/posts'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import { blogWords, type BlogText } from '@/lib/blog/words'
import { isoDate } from '@/lib/format'
import type { Lang } from '@/lib/site/languages'
import { browserRoutes } from '@/lib/site/browser-routes'
import { PostCover } from './PostCover'

/**
 * Click-to-edit attributes of a card's fields in the Preview tool, computed by the server page (plain objects: this
 * module is also part of the blog search's client code, which must not import the attribute builder).
 */
export type PostCardEdits = {
  title?: EditAttributes
  excerpt?: EditAttributes
  cover?: EditAttributes
  publishedAt?: EditAttributes
  category?: EditAttributes
}

/**
 * One post in the list or in search results: cover, category, date, read time, title, excerpt, Read Full Article.
 * `text`: the blog's interface words (getInterfaceText('blog', lang)), a plain record the search's client code can hold.
 */
export function PostCard({
  post,
  edits = {},
  text,
  lang = 'en',
}: {
  post: PostCardData
  edits?: PostCardEdits
  text: BlogText
  /** The post's language: its links, date and read time in that language. */
  lang?: Lang
}) {
  const words = blogWords(text, lang)
  const href = browserRoutes.blogPost(post.slug, lang)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <PostCover cover={post.cover} category={post.category?.title} edit={edits.cover} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-700">
          {post.category && (
            <Link
              href={browserRoutes.blogCategory(post.category.slug, lang)}
              className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100"
              {...edits.category}
            >
              {post.category.title}
            </Link>
          )}
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={isoDate(post.publishedAt)} {...edits.publishedAt}>
              {words.longDate(post.publishedAt)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {words.readTime(post.readMinutes)}
          </span>
        </div>
        <h2 className="mt-3 text-xl font-bold text-gray-900" {...edits.title}>
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-gray-700" {...edits.excerpt}>
          {post.excerpt}
        </p>
        <Link href={href} className="mt-4 self-start font-semibold text-brand-700 underline-offset-2 hover:underline">
          {words.readFullArticle}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  )
}

/** `edits`: each card's click-to-edit attributes by the post's slug (the server list page only). */
export function PostList({
  posts,
  edits,
  text,
  lang = 'en',
}: {
  posts: PostCardData[]
  edits?: Record<string, PostCardEdits>
  text: BlogText
  lang?: Lang
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} edits={edits?.[post.slug]} text={text} lang={lang} />
        </li>
      ))}
    </ul>
  )
}
