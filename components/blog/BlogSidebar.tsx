import { Link } from '@/components/ui/Link'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import type { CategoryCount, PostCard } from '@/lib/blog/posts'
import type { SiteSettings } from '@/lib/content'
import { formatLongDate, isoDate } from '@/lib/format'
import { routes } from '@/lib/site/routes'

const panel = 'rounded-lg border border-gray-200 bg-white p-5 shadow-sm'

/** The five newest posts, each opening its post. */
type RecentProps = { heading: string; posts: PostCard[]; currentSlug?: string }

export function RecentArticles({ heading, posts, currentSlug }: RecentProps) {
  if (!posts.length) return null
  return (
    <section aria-labelledby="recent-articles-heading" className={panel}>
      <h2 id="recent-articles-heading" className="text-lg font-bold text-gray-900">
        {heading}
      </h2>
      <ul className="mt-3 space-y-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link
              href={routes.blogPost(post.slug)}
              aria-current={post.slug === currentSlug ? 'page' : undefined}
              className="font-medium text-brand-700 underline-offset-2 hover:underline aria-[current=page]:text-gray-900"
            >
              {post.title}
            </Link>
            <p className="text-sm text-gray-700">
              <time dateTime={isoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Categories with the number of posts in each (computed from the content); choosing one filters the list. */
type CategoriesProps = { heading: string; categories: CategoryCount[]; currentSlug?: string }

export function HealthCategories({ heading, categories, currentSlug }: CategoriesProps) {
  const shown = categories.filter((c) => c.count > 0)
  if (!shown.length) return null
  return (
    <section aria-labelledby="health-categories-heading" className={panel}>
      <h2 id="health-categories-heading" className="text-lg font-bold text-gray-900">
        {heading}
      </h2>
      <ul className="mt-3 space-y-1">
        {shown.map((category) => (
          <li key={category.slug}>
            <Link
              href={routes.blogCategory(category.slug)}
              aria-current={category.slug === currentSlug ? 'page' : undefined}
              className="flex items-center justify-between rounded-md px-2 py-2 text-gray-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
            >
              <span>{category.label}</span>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-800">
                {category.count}
                <span className="sr-only"> {category.count === 1 ? 'article' : 'articles'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The newsletter box. Subscribe Now checks the address and says plainly that nothing was stored (not launched). */
export function NewsletterBox({ newsletter }: { newsletter: SiteSettings['newsletter'] }) {
  return (
    <section aria-labelledby="blog-newsletter-heading" className="rounded-lg bg-gray-900 p-5 text-gray-100">
      <h2 id="blog-newsletter-heading" className="text-lg font-bold text-white">
        {newsletter?.title ?? 'Newsletter'}
      </h2>
      {newsletter?.text && <p className="mt-2 text-sm">{newsletter.text}</p>}
      <NewsletterForm
        formLabel="Blog newsletter"
        buttonLabel="Subscribe Now"
        unavailableMessage={newsletter?.unavailableMessage ?? ''}
      />
    </section>
  )
}
