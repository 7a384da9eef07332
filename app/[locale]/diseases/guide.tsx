// The condition guide's page in every language: the route (app/[locale]/diseases/[slug]) is a few lines over these.
import { crisisTextOf } from '@/lib/search/page-words'
import type { Metadata } from 'next'
import { ConditionArticleView } from '@/components/article/ConditionArticleView'
import { JsonLd } from '@/components/article/JsonLd'
import { FeedbackBlock } from '@/components/feedback/FeedbackBlock'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import {
  getCondition,
  getConditionSlugs,
  getEditor,
  getInterfaceText,
  getSettings,
  getTranslationPage,
  resolveMissing,
} from '@/lib/content'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { articleWords } from '@/lib/site/article-words'
import { DEFAULT_LANG, type Lang, openGraphLocale } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { inOtherLanguages, languageAlternates, pathsOf, siteUrl } from '@/lib/site/seo'
import { shareImageMetadata } from '@/lib/content/share-image'
import { breadcrumbJsonLd, medicalWebPageJsonLd, reviewerForLd, type Crumb } from '@/lib/site/structured-data'
import { translationIsBehind, translationState } from '@/lib/site/translation-notice'
import { missingMetadataFor, missingPage } from '../missing'

export async function guideStaticParams(lang: Lang = 'en') {
  return (await getConditionSlugs(lang)).map((slug) => ({ slug }))
}

export async function guideMetadata(slug: string, lang: Lang = 'en'): Promise<Metadata> {
  const article = await getCondition(slug, lang)
  if (!article) return missingMetadataFor(lang)
  const path = routesFor(lang).condition(slug)
  const translations = await inOtherLanguages(lang, (other) => getTranslationPage('guide', article._id, other))
  // The generated share image is drawn from the default language's guide (app/share); a translation shares its own
  // image only.
  const share =
    lang === DEFAULT_LANG
      ? shareImageMetadata(contentConfig(), article.image, siteUrl(), 'guide', slug, article.title ?? '')
      : null
  return {
    title: article.title,
    description: article.description,
    alternates: languageAlternates(lang, { [lang]: path, ...pathsOf(translations) }),
    openGraph: {
      type: 'article',
      url: path,
      locale: openGraphLocale(lang),
      title: article.title ?? undefined,
      description: article.description ?? undefined,
      modifiedTime: article.lastUpdated ?? undefined,
      ...share?.openGraph,
    },
    ...(share ? { twitter: share.twitter } : {}),
  }
}

export async function renderGuide(slug: string, lang: Lang = 'en') {
  const [article, settings, editor, text, searchText] = await Promise.all([
    getCondition(slug, lang),
    getSettings(lang),
    getEditor(),
    getInterfaceText('article', lang),
    getInterfaceText('search', lang),
  ])
  if (!article) {
    // An old slug or the other language's slug redirects (lib/content/missing.ts); anything else is not found.
    await resolveMissing('guide', slug, lang)
    return missingPage(lang)
  }
  const words = articleWords(text, lang, crisisTextOf(searchText))
  const routes = routesFor(lang)
  const path = routes.condition(slug)
  // The breadcrumb's first two steps are interface words; the guide's own is its name.
  const crumbs: Crumb[] = [
    { name: words.crumbs.home, href: routes.home() },
    { name: words.crumbs.topics, href: routes.topics() },
    { name: article.name ?? article.title ?? slug, href: path },
  ]
  const base = siteUrl()
  // Only a translation says what it is: the default language's guide is the source.
  const source = lang === DEFAULT_LANG ? null : await getTranslationPage('guide', article._id, DEFAULT_LANG)
  return (
    <>
      <JsonLd
        data={medicalWebPageJsonLd(base, {
          title: article.title ?? '',
          description: article.description ?? '',
          path,
          conditionName: article.name ?? '',
          lastUpdated: article.lastUpdated,
          lastReviewed: article.review?.lastReviewed,
          reviewer: reviewerForLd(article.review?.reviewer),
          organizationName: settings.organizationName ?? '',
          lang,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(base, crumbs)} />
      {lang !== DEFAULT_LANG && (
        <TranslationNotice
          state={translationState(article.review, source?.lastUpdated)}
          behind={translationIsBehind(article.review, source?.lastUpdated)}
          englishHref={source?.path}
        />
      )}
      <ConditionArticleView
        article={article}
        crumbs={crumbs}
        edit={editor(article)}
        words={words}
        image={cmsImageAttrs(contentConfig(), article.image, {
          aspect: 16 / 9,
          sizes: '(min-width: 1024px) 44rem, 100vw',
          priority: true,
        })}
      />
      <FeedbackBlock page={{ kind: 'guide', slug, lang }} />
    </>
  )
}
