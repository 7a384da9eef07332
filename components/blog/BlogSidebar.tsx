import { Link } from '@/components/ui/Link'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import type { CategoryCount, PostCard } from '@/lib/blog/posts'
import type { SiteSettings } from '@/lib/content'
import { noEdit, noEditor, type Edit, type EditAttributes, type Editor } from '@/lib/content/edit-attributes'
import { blogWords, longDateFor, type Around, type BlogText } from '@/lib/blog/words'
import { isoDate } from '@/lib/format'
import type { Lang } from '@/lib/site/languages'
import type { NewsletterText } from '@/lib/site/chrome'
import { routesFor } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'

const panel = 'rounded-lg border border-gray-200 bg-white p-5 shadow-sm'

/**
 * The five newest posts, each opening its post. Click-to-edit in the Preview tool: `headingEdit` for the heading,
 * `editor` for each post's title and date.
 */
type RecentProps = {
  heading: string
  posts: PostCard[]
  currentSlug?: string
  headingEdit?: EditAttributes
  editor?: Editor
  lang?: Lang
}

export function RecentArticles({
  heading,
  posts,
  currentSlug,
  headingEdit,
  editor = noEditor,
  lang = 'en',
}: RecentProps) {
  if (!posts.length) return null
  const routes = routesFor(lang)
  const longDate = longDateFor(lang)
  return (
    <section aria-labelledby="recent-articles-heading" className={panel}>
      <h2 id="recent-articles-heading" className="text-lg font-bold text-gray-900" {...headingEdit}>
        {heading}
      </h2>
      <ul className="mt-3 space-y-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link
              {...editor(post._id ? { _id: post._id, _type: 'blogPost' } : null)('title')}
              href={routes.blogPost(post.slug)}
              aria-current={post.slug === currentSlug ? 'page' : undefined}
              className="font-medium text-brand-700 underline-offset-2 hover:underline aria-[current=page]:text-gray-900"
            >
              {post.title}
            </Link>
            <p className="text-sm text-gray-700">
              <time
                dateTime={isoDate(post.publishedAt)}
                {...editor(post._id ? { _id: post._id, _type: 'blogPost' } : null)('publishedAt')}
              >
                {longDate(post.publishedAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Categories with the number of posts in each (computed from the content); choosing one filters the list.
 * Click-to-edit: `headingEdit` for the heading, `editor` for each category's label (its sidebar label or title).
 * `text`: the blog's interface words (the words around each count, for screen readers).
 */
type CategoriesProps = {
  heading: string
  categories: CategoryCount[]
  currentSlug?: string
  headingEdit?: EditAttributes
  editor?: Editor
  text: BlogText
  lang?: Lang
}

export function HealthCategories({
  heading,
  categories,
  currentSlug,
  headingEdit,
  editor = noEditor,
  text,
  lang = 'en',
}: CategoriesProps) {
  const shown = categories.filter((c) => c.count > 0)
  if (!shown.length) return null
  const routes = routesFor(lang)
  const words = blogWords(text, lang)
  return (
    <section aria-labelledby="health-categories-heading" className={panel}>
      <h2 id="health-categories-heading" className="text-lg font-bold text-gray-900" {...headingEdit}>
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
              <span
                {...editor(category._id ? { _id: category._id, _type: 'blogCategory' } : null)(category.labelField)}
              >
                {category.label}
              </span>
              <CountOfArticles count={category.count} words={words.articleCount(category.count)} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A category's count, shown, with the words around it ("3" + " articles") for screen readers. */
function CountOfArticles({ count, words: [before, after] }: { count: number; words: Around }) {
  return (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-800">
      {before && <span className="sr-only">{before}</span>}
      {count}
      {after && <span className="sr-only">{after}</span>}
    </span>
  )
}

/**
 * The newsletter box. Subscribe Now checks the address and says plainly that nothing was stored (not launched).
 * `edit`: click-to-edit for the site settings' `newsletter` object. `text`: the blog's interface words (the box's
 * heading when the settings have none, the form's name and button); `formText`: the form's own words, the frame's
 * (lib/site/chrome.ts `newsletterText`), as the footer's form has them.
 */
export function NewsletterBox({
  newsletter,
  edit = noEdit,
  text,
  formText,
  lang = 'en',
}: {
  newsletter: SiteSettings['newsletter']
  edit?: Edit
  text: BlogText
  formText: NewsletterText
  lang?: Lang
}) {
  const words = blogWords(text, lang).newsletter
  return (
    <section aria-labelledby="blog-newsletter-heading" className="rounded-lg bg-gray-900 p-5 text-gray-100">
      <h2
        id="blog-newsletter-heading"
        className="text-lg font-bold text-white"
        {...(newsletter?.title ? edit('title') : {})}
      >
        {newsletter?.title ?? words.title}
      </h2>
      {newsletter?.text && (
        <p className="mt-2 text-sm" {...edit('text')}>
          {newsletter.text}
        </p>
      )}
      <NewsletterForm
        action={routes.newsletter()}
        formLabel={words.formLabel}
        buttonLabel={words.button}
        unavailableMessage={newsletter?.unavailableMessage ?? ''}
        text={formText}
        place="blog"
        lang={lang}
      />
    </section>
  )
}
