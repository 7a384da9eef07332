import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { JsonLd } from '@/components/article/JsonLd'
import { BlogPostView } from '@/components/blog/BlogPostView'
import { blogMetadata } from '@/lib/blog/meta'
import { getBlogIndex, getBlogPost, getEditor, getMovedBlogPost, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { siteUrl } from '@/lib/site/seo'
import { shareImageMetadata } from '@/lib/site/share-image'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { blogPostingJsonLd, breadcrumbJsonLd, reviewerForLd, type Crumb } from '@/lib/site/structured-data'
import { missingMetadata, missingPage } from '../../missing'

type Props = { params: Promise<{ slug: string }> }

/** The newest posts are prerendered at build time; older ones render on first request and are then cached. */
const PRERENDERED_POSTS = 50

export async function generateStaticParams() {
  return (await getBlogIndex()).posts.slice(0, PRERENDERED_POSTS).map((post) => ({ slug: post.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getBlogPost(slug)
  if (!post) return missingMetadata
  const share = shareImageMetadata(contentConfig(), post.cover, siteUrl(), 'post', slug, post.title ?? '')
  return {
    ...blogMetadata({
      title: post.title ?? '',
      description: post.excerpt ?? '',
      path: routes.blogPost(slug),
      openGraph: {
        type: 'article',
        publishedTime: post.publishedAt ?? undefined,
        // The content's date (Approve sets "Last updated" when the text changed), not _updatedAt, which also moves
        // when only the review record changes.
        modifiedTime: post.lastUpdated ?? post.publishedAt ?? undefined,
        section: post.category?.title ?? undefined,
        ...share.openGraph,
      },
    }),
    twitter: share.twitter,
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const [post, index, settings, copy, editor] = await Promise.all([
    getBlogPost(slug),
    getBlogIndex(),
    getSettings(),
    getPageCopy('blog'),
    getEditor(),
  ])
  if (!post) {
    // An old address of a renamed post: a permanent redirect (308) to where it is now.
    const moved = await getMovedBlogPost(slug)
    if (moved) permanentRedirect(routes.blogPost(moved))
    return missingPage()
  }
  const path = routes.blogPost(slug)
  const crumbs: Crumb[] = [
    { name: 'Home', href: routes.home() },
    { name: 'Blog', href: routes.blog() },
    { name: post.title ?? slug, href: path },
  ]
  const reviewer = post.review?.status === 'approved' ? post.review.reviewer : null
  const base = siteUrl()
  const config = contentConfig()
  const cover = cmsImageAttrs(config, post.cover, {
    aspect: 16 / 9,
    sizes: '(min-width: 1024px) 48rem, 100vw',
    priority: true,
  })
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd(base, {
          title: post.title ?? '',
          description: post.excerpt ?? '',
          path,
          publishedAt: post.publishedAt,
          modifiedAt: post.lastUpdated ?? post.publishedAt,
          category: post.category?.title,
          lastReviewed: post.review?.lastReviewed,
          reviewer: reviewerForLd(reviewer),
          organizationName: settings.organizationName ?? '',
          image: shareImageMetadata(config, post.cover, base, 'post', slug, post.title ?? '').url,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(base, crumbs)} />
      <BlogPostView
        post={post}
        crumbs={crumbs}
        recent={index.posts.slice(0, 5)}
        recentHeading={copy.texts.recentHeading}
        cover={cover}
        edit={editor(post)}
        recentHeadingEdit={editor(copy.document)(copy.paths?.recentHeading)}
        editor={editor}
      />
    </>
  )
}
