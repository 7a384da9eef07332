// Shared by /blog, /blog/page/[page] and the category pages: one page of the list, or the not-found page.
import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { BlogListView } from '@/components/blog/BlogListView'
import { blogListDescription, blogMetadata } from '@/lib/blog/meta'
import { parsePageParam, PRERENDERED_LIST_PAGES } from '@/lib/blog/pagination'
import { blogListing } from '@/lib/blog/posts'
import { getBlogIndex, getEditor, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { missingMetadata, missingPage } from '../missing'

export type ListingParams = { page?: string; category?: string }

/** The list's page number from the URL: absent is page 1; "1" redirects to the page's own URL; junk is null. */
function pageNumber({ page, category }: ListingParams): number | null {
  if (page === undefined) return 1
  const n = parsePageParam(page)
  if (n === null) return null
  if (n === 1) permanentRedirect(category ? routes.blogCategory(category) : routes.blog())
  return n
}

export async function renderListing(params: ListingParams) {
  const page = pageNumber(params)
  if (page === null) return missingPage()
  const [index, settings, copy, editor] = await Promise.all([
    getBlogIndex(),
    getSettings(),
    getPageCopy('blog'),
    getEditor(),
  ])
  const listing = blogListing(index, { page, categorySlug: params.category })
  if (!listing) return missingPage()
  return (
    <BlogListView
      copy={copy}
      listing={listing}
      recent={index.posts.slice(0, 5)}
      categories={index.categories}
      newsletter={settings.newsletter}
      edit={editor(copy.document)}
      editor={editor}
      settings={settings}
    />
  )
}

export async function listingMetadata(params: ListingParams): Promise<Metadata> {
  const page = params.page === undefined ? 1 : parsePageParam(params.page)
  if (page === null) return missingMetadata
  const index = await getBlogIndex()
  const listing = blogListing(index, { page, categorySlug: params.category })
  if (!listing) return missingMetadata
  const name = listing.category ? `${listing.category.label} articles` : 'Health Blog'
  const path = listing.category ? routes.blogCategory(listing.category.slug, page) : routes.blogPage(page)
  return blogMetadata({
    title: page > 1 ? `${name} — page ${page}` : name,
    description: blogListDescription(listing.category?.label),
    path,
  })
}

/** Pages 2…N of a list to prerender at build time (the rest render on first request). */
export function laterPages(total: number, pageSize: number): string[] {
  const count = Math.min(Math.ceil(total / pageSize), PRERENDERED_LIST_PAGES)
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => String(i + 2))
}
