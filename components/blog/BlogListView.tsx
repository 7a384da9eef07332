import { Link } from '@/components/ui/Link'
import type { BlogListing, CategoryCount, PostCard } from '@/lib/blog/posts'
import type { SiteSettings } from '@/lib/content'
import type { PageCopy } from '@/lib/site/page-copy'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { routes } from '@/lib/site/routes'
import { BlogSearch } from './BlogSearch'
import { HealthCategories, NewsletterBox, RecentArticles } from './BlogSidebar'
import { Pagination } from './Pagination'
import { PostList } from './PostCard'

type Props = {
  copy: PageCopy<'blog'>
  listing: BlogListing
  recent: PostCard[]
  categories: CategoryCount[]
  newsletter: SiteSettings['newsletter']
  /** Click-to-edit attributes of the page's text document in the Preview tool. */
  edit?: Edit
}

/** /blog, its later pages and its category pages: search, one page of cards with pagination, and the sidebar. */
export function BlogListView({ copy, listing, recent, categories, newsletter, edit = noEdit }: Props) {
  const { category, pagination, posts } = listing
  const hrefFor = (page: number) => (category ? routes.blogCategory(category.slug, page) : routes.blogPage(page))
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-bold sm:text-4xl" {...edit('title')}>
            {category ? `${category.label}: ${copy.title}` : copy.title}
            {pagination.page > 1 && <span className="sr-only">, page {pagination.page}</span>}
          </h1>
          {copy.intro && (
            <p className="mt-3 max-w-2xl text-lg text-blue-50" {...edit('intro')}>
              {copy.intro}
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <BlogSearch>
            {category && (
              <p className="mb-6 text-gray-800">
                Showing {category.count} {category.count === 1 ? 'article' : 'articles'} in{' '}
                <strong>{category.label}</strong>.{' '}
                <Link href={routes.blog()} className="font-semibold text-brand-700 underline underline-offset-2">
                  Show all articles
                </Link>
              </p>
            )}
            {posts.length ? <PostList posts={posts} /> : <p className="text-gray-800">{copy.texts.emptyList}</p>}
            <Pagination pagination={pagination} hrefFor={hrefFor} />
          </BlogSearch>
        </div>
        <aside aria-label="Blog sidebar" className="space-y-6">
          <RecentArticles heading={copy.texts.recentHeading} posts={recent} />
          <HealthCategories
            heading={copy.texts.categoriesHeading}
            categories={categories}
            currentSlug={category?.slug}
          />
          <NewsletterBox newsletter={newsletter} />
        </aside>
      </div>
    </>
  )
}
