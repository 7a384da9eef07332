import { Link } from '@/components/ui/Link'
import type { BlogListing, CategoryCount, PostCard } from '@/lib/blog/posts'
import type { SiteSettings } from '@/lib/content'
import type { PageCopy } from '@/lib/site/page-copy'
import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import { blogWords, type BlogText } from '@/lib/blog/words'
import type { CrisisTexts } from '@/lib/search/page-words'
import type { NewsletterText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { BlogSearch } from './BlogSearch'
import { HealthCategories, NewsletterBox, RecentArticles } from './BlogSidebar'
import { Pagination } from './Pagination'
import { PostList, type PostCardEdits } from './PostCard'

type Props = {
  copy: PageCopy<'blog'>
  listing: BlogListing
  recent: PostCard[]
  categories: CategoryCount[]
  newsletter: SiteSettings['newsletter']
  /** Click-to-edit attributes in the Preview tool: of the page's text document, and for the documents shown. */
  edit?: Edit
  editor?: Editor
  /** The site settings document (the newsletter box's words), for click-to-edit. */
  settings?: { _id?: string; _type?: string }
  /** The blog's interface words (getInterfaceText('blog', lang)): "Interface words: Blog" in the Studio. */
  text: BlogText
  /** The search box's help card's words in both languages (getCrisisText): "Interface words: Search" in the Studio. */
  crisisText: CrisisTexts
  /** The newsletter form's own words, the frame's (lib/site/chrome.ts `newsletterText`). */
  newsletterFormText: NewsletterText
  /** The blog's language: its links and interface words (the posts and page text come in it from the CMS). */
  lang?: Lang
}

/** Each card's attributes by slug, as plain objects: the cards are also rendered by the blog search's client code. */
function cardEdits(posts: PostCard[], editor: Editor): Record<string, PostCardEdits> {
  return Object.fromEntries(
    posts.map((post) => {
      const edit = editor(post._id ? { _id: post._id, _type: 'blogPost' } : null)
      const category = editor(post.category?._id ? { _id: post.category._id, _type: 'blogCategory' } : null)
      return [
        post.slug,
        {
          title: edit('title'),
          excerpt: edit('excerpt'),
          cover: edit('coverImage'),
          publishedAt: edit('publishedAt'),
          category: category('title'),
        },
      ]
    }),
  )
}

/** /blog, its later pages and its category pages: search, one page of cards with pagination, and the sidebar. */
export function BlogListView({
  copy,
  listing,
  recent,
  categories,
  newsletter,
  edit = noEdit,
  editor = noEditor,
  settings,
  text,
  crisisText,
  newsletterFormText,
  lang = 'en',
}: Props) {
  const { category, pagination, posts } = listing
  const routes = routesFor(lang)
  const words = blogWords(text, lang)
  const [beforeHeading, afterHeading] = words.headingOnPage(pagination.page)
  const [beforeCategory, afterCategory] = category ? words.showingInCategory(category.count) : ['', '']
  const hrefFor = (page: number) => (category ? routes.blogCategory(category.slug, page) : routes.blogPage(page))
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-bold sm:text-4xl" {...edit('title')}>
            {pagination.page > 1 && beforeHeading && <span className="sr-only">{beforeHeading}</span>}
            {category ? `${category.label}: ${copy.title}` : copy.title}
            {pagination.page > 1 && afterHeading && <span className="sr-only">{afterHeading}</span>}
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
          <BlogSearch text={text} crisisText={crisisText} lang={lang} searchPath={routes.search()}>
            {category && (
              <p className="mb-6 text-gray-800">
                {beforeCategory}
                <strong>{category.label}</strong>
                {afterCategory}{' '}
                <Link href={routes.blog()} className="font-semibold text-brand-700 underline underline-offset-2">
                  {words.showAllArticles}
                </Link>
              </p>
            )}
            {posts.length ? (
              <PostList posts={posts} edits={cardEdits(posts, editor)} text={text} lang={lang} />
            ) : (
              <p className="text-gray-800" {...edit(copy.paths?.emptyList)}>
                {copy.texts.emptyList}
              </p>
            )}
            <Pagination pagination={pagination} hrefFor={hrefFor} text={text} lang={lang} />
          </BlogSearch>
        </div>
        <aside aria-label={words.listSidebar} className="space-y-6">
          <RecentArticles
            heading={copy.texts.recentHeading}
            posts={recent}
            headingEdit={edit(copy.paths?.recentHeading)}
            editor={editor}
            lang={lang}
          />
          <HealthCategories
            heading={copy.texts.categoriesHeading}
            categories={categories}
            currentSlug={category?.slug}
            headingEdit={edit(copy.paths?.categoriesHeading)}
            editor={editor}
            text={text}
            lang={lang}
          />
          <NewsletterBox
            newsletter={newsletter}
            edit={editor(settings).scope('newsletter')}
            text={text}
            formText={newsletterFormText}
            lang={lang}
          />
        </aside>
      </div>
    </>
  )
}
