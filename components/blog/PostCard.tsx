import { Link } from '@/components/ui/Link'
import { CalendarDays, Clock } from 'lucide-react'
import type { PostCard as PostCardData } from '@/lib/blog/posts'
import { readTimeLabel } from '@/lib/blog/read-time'
import { formatLongDate, isoDate } from '@/lib/format'
import { routes } from '@/lib/site/routes'
import { PostCover } from './PostCover'

/** One post in the list or in search results: cover, category, date, read time, title, excerpt, Read Full Article. */
export function PostCard({ post }: { post: PostCardData }) {
  const href = routes.blogPost(post.slug)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <PostCover cover={post.cover} category={post.category?.title} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-700">
          {post.category && (
            <Link
              href={routes.blogCategory(post.category.slug)}
              className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100"
            >
              {post.category.title}
            </Link>
          )}
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={isoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {readTimeLabel(post.readMinutes)}
          </span>
        </div>
        <h2 className="mt-3 text-xl font-bold text-gray-900">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-gray-700">{post.excerpt}</p>
        <Link href={href} className="mt-4 self-start font-semibold text-brand-700 underline-offset-2 hover:underline">
          Read Full Article<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  )
}

export function PostList({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
