// Shared by /blog/feed.xml and /es/blog/feed.xml: the newest posts of one language's blog as RSS, titled from the
// blog's interface words ("Interface words: Blog" in the Studio).
import { rssXml } from '@/lib/blog/feed'
import { blogListDescription } from '@/lib/blog/meta'
import { getBlogIndex, getInterfaceText, getSettings } from '@/lib/content'
import { IN_LANGUAGE, type Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { absoluteUrl, SITE_DESCRIPTION } from '@/lib/site/seo'

/** How many of the newest posts the feed lists. */
const FEED_ITEMS = 20

export async function blogFeedResponse(lang: Lang = 'en'): Promise<Response> {
  const routes = routesFor(lang)
  const [index, settings, text] = await Promise.all([
    getBlogIndex(lang),
    getSettings(lang),
    getInterfaceText('blog', lang),
  ])
  const xml = rssXml({
    title: text.feedTitle,
    link: absoluteUrl(routes.blog()),
    selfLink: absoluteUrl(routes.blogFeed()),
    // The site's default description is in English.
    description: settings.description ?? (lang === 'en' ? SITE_DESCRIPTION : blogListDescription(text, null, lang)),
    language: IN_LANGUAGE[lang].toLowerCase(),
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
