// Shared by /blog/[slug] and /es/blog/[slug]: one post in its language, paired with its translation, or the answer
// for an address that names no post there (an old slug, the other language's slug, nothing).
import { crisisTextOf } from '@/lib/search/page-words'
import type { Metadata } from 'next'
import { JsonLd } from '@/components/article/JsonLd'
import { FeedbackBlock } from '@/components/feedback/FeedbackBlock'
import { BlogPostView } from '@/components/blog/BlogPostView'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import { blogMetadata } from '@/lib/blog/meta'
import { blogWords } from '@/lib/blog/words'
import {
  getBlogIndex,
  getBlogPost,
  getEditor,
  getInterfaceText,
  getPageCopy,
  getSettings,
  getTranslationPage,
  resolveMissing,
} from '@/lib/content'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { DEFAULT_LANG, type Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { inOtherLanguages, pathsOf, siteUrl } from '@/lib/site/seo'
import { shareImageMetadata } from '@/lib/content/share-image'
import { blogPostingJsonLd, breadcrumbJsonLd, reviewerForLd, type Crumb } from '@/lib/site/structured-data'
import { translationIsBehind, translationState } from '@/lib/site/translation-notice'
import { missingMetadataFor, missingPage } from '../missing'

/** The newest posts are prerendered at build time; older ones render on first request and are then cached. */
const PRERENDERED_POSTS = 50

export async function postStaticParams(lang: Lang = 'en') {
  return (await getBlogIndex(lang)).posts.slice(0, PRERENDERED_POSTS).map((post) => ({ slug: post.slug }))
}

export async function postMetadata(slug: string, lang: Lang = 'en'): Promise<Metadata> {
  const [post, text] = await Promise.all([getBlogPost(slug, lang), getInterfaceText('blog', lang)])
  if (!post) return missingMetadataFor(lang)
  const share = shareImageMetadata(contentConfig(), post.cover, siteUrl(), 'post', slug, post.title ?? '')
  return {
    ...blogMetadata({
      text,
      title: post.title ?? '',
      description: post.excerpt ?? '',
      path: routesFor(lang).blogPost(slug),
      lang,
      otherPaths: pathsOf(await inOtherLanguages(lang, (other) => getTranslationPage('post', post._id, other))),
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

export async function renderPost(slug: string, lang: Lang = 'en') {
  const [post, index, settings, copy, text, articleText, searchText, editor] = await Promise.all([
    getBlogPost(slug, lang),
    getBlogIndex(lang),
    getSettings(lang),
    getPageCopy('blog', lang),
    getInterfaceText('blog', lang),
    getInterfaceText('article', lang),
    getInterfaceText('search', lang),
    getEditor(),
  ])
  if (!post) {
    // An old slug or the other language's slug redirects (lib/content/missing.ts); anything else is not found.
    await resolveMissing('post', slug, lang)
    return missingPage(lang)
  }
  const routes = routesFor(lang)
  const words = blogWords(text, lang)
  const path = routes.blogPost(slug)
  const crumbs: Crumb[] = [
    { name: words.home, href: routes.home() },
    { name: words.blog, href: routes.blog() },
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
  // Only a translation says what it is: the default language's post is the source.
  const source = lang === DEFAULT_LANG ? null : await getTranslationPage('post', post._id, DEFAULT_LANG)
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
          lang,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(base, crumbs)} />
      {lang !== DEFAULT_LANG && (
        <TranslationNotice
          state={translationState(post.review, source?.lastUpdated)}
          behind={translationIsBehind(post.review, source?.lastUpdated)}
          englishHref={source?.path}
        />
      )}
      <BlogPostView
        post={post}
        crumbs={crumbs}
        recent={index.posts.slice(0, 5)}
        recentHeading={copy.texts.recentHeading}
        cover={cover}
        edit={editor(post)}
        recentHeadingEdit={editor(copy.document)(copy.paths?.recentHeading)}
        editor={editor}
        text={text}
        articleText={articleText}
        helpText={crisisTextOf(searchText)}
        lang={lang}
      />
      <FeedbackBlock page={{ kind: 'post', slug, lang }} />
    </>
  )
}
