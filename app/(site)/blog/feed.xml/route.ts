import { BLOG_FEED_TITLE } from '@/lib/blog/meta'
import { rssXml } from '@/lib/blog/feed'
import { getBlogIndex, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { absoluteUrl, SITE_DESCRIPTION } from '@/lib/site/seo'

/** How many of the newest posts the feed lists. */
const FEED_ITEMS = 20

export const revalidate = 3600

export async function GET() {
  const [index, settings] = await Promise.all([getBlogIndex(), getSettings()])
  const xml = rssXml({
    title: BLOG_FEED_TITLE,
    link: absoluteUrl(routes.blog()),
    selfLink: absoluteUrl(routes.blogFeed()),
    description: settings.description ?? SITE_DESCRIPTION,
    items: index.posts.slice(0, FEED_ITEMS).map((post) => ({
      title: post.title,
      link: absoluteUrl(routes.blogPost(post.slug)),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      category: post.category?.title,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
