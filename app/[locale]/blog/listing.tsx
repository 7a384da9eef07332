// Shared by the blog's list pages in both languages (/blog, its later pages, its categories, and their /es pairs):
// one page of the list, or the not-found page.
import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { BlogListView } from '@/components/blog/BlogListView'
import { getCrisisText } from '@/components/search/crisis-text'
import { blogListDescription, blogMetadata } from '@/lib/blog/meta'
import { parsePageParam, PRERENDERED_LIST_PAGES } from '@/lib/blog/pagination'
import { blogListing } from '@/lib/blog/posts'
import { blogWords } from '@/lib/blog/words'
import { getBlogIndex, getEditor, getInterfaceText, getPageCopy, getSettings } from '@/lib/content'
import { newsletterText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { inOtherLanguages } from '@/lib/site/seo'
import { missingMetadataFor, missingPage } from '../missing'

export type ListingParams = { page?: string; category?: string }

/** The list's page number from the URL: absent is page 1; "1" redirects to the page's own URL; junk is null. */
function pageNumber({ page, category }: ListingParams, lang: Lang): number | null {
  if (page === undefined) return 1
  const n = parsePageParam(page)
  if (n === null) return null
  const routes = routesFor(lang)
  if (n === 1) permanentRedirect(category ? routes.blogCategory(category) : routes.blog())
  return n
}

export async function renderListing(params: ListingParams, lang: Lang = 'en') {
  const page = pageNumber(params, lang)
  if (page === null) return missingPage(lang)
  const [index, settings, copy, text, crisisText, frame, editor] = await Promise.all([
    getBlogIndex(lang),
    getSettings(lang),
    getPageCopy('blog', lang),
    getInterfaceText('blog', lang),
    getCrisisText(),
    getInterfaceText('frame', lang),
    getEditor(),
  ])
  const listing = blogListing(index, { page, categorySlug: params.category })
  if (!listing) return missingPage(lang)
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
      text={text}
      crisisText={crisisText}
      newsletterFormText={newsletterText(frame)}
      lang={lang}
    />
  )
}

export async function listingMetadata(params: ListingParams, lang: Lang = 'en'): Promise<Metadata> {
  const page = params.page === undefined ? 1 : parsePageParam(params.page)
  if (page === null) return missingMetadataFor(lang)
  // The same list in each other language that has this page: categories keep their slug in every language.
  const [index, otherIndexes, text] = await Promise.all([
    getBlogIndex(lang),
    inOtherLanguages(lang, getBlogIndex),
    getInterfaceText('blog', lang),
  ])
  const listing = blogListing(index, { page, categorySlug: params.category })
  if (!listing) return missingMetadataFor(lang)
  const pathIn = (l: Lang) =>
    listing.category ? routesFor(l).blogCategory(listing.category.slug, page) : routesFor(l).blogPage(page)
  const words = blogWords(text, lang)
  const name = words.listTitle(listing.category?.label)
  return blogMetadata({
    text,
    title: page > 1 ? words.listPageTitle(name, page) : name,
    description: blogListDescription(text, listing.category?.label, lang),
    path: pathIn(lang),
    lang,
    otherPaths: Object.fromEntries(
      Object.entries(otherIndexes).map(([other, otherIndex]) => [
        other,
        blogListing(otherIndex, { page, categorySlug: params.category }) ? pathIn(other as Lang) : null,
      ]),
    ),
  })
}

/** Pages 2…N of a list to prerender at build time (the rest render on first request). */
export function laterPages(total: number, pageSize: number): string[] {
  const count = Math.min(Math.ceil(total / pageSize), PRERENDERED_LIST_PAGES)
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => String(i + 2))
}
