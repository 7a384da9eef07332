import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { ConditionArticleView } from '@/components/article/ConditionArticleView'
import { JsonLd } from '@/components/article/JsonLd'
import {
  getCondition,
  getConditionSlugs,
  getEditor,
  getMovedCondition,
  getSettings,
  getTranslation,
} from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { languageAlternates, siteUrl } from '@/lib/site/seo'
import { shareImageMetadata } from '@/lib/site/share-image'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { breadcrumbJsonLd, medicalWebPageJsonLd, reviewerForLd, type Crumb } from '@/lib/site/structured-data'
import { missingMetadata, missingPage } from '../../missing'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getConditionSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const article = await getCondition(slug)
  if (!article) return missingMetadata
  const path = routes.condition(slug)
  const spanish = await getTranslation(article._id, 'es')
  const share = shareImageMetadata(contentConfig(), article.image, siteUrl(), 'guide', slug, article.title ?? '')
  return {
    title: article.title,
    description: article.description,
    alternates: languageAlternates('en', {
      en: path,
      es: spanish?.slug ? spanishRoutes.condition(spanish.slug) : null,
    }),
    openGraph: {
      type: 'article',
      url: path,
      title: article.title ?? undefined,
      description: article.description ?? undefined,
      modifiedTime: article.lastUpdated ?? undefined,
      ...share.openGraph,
    },
    twitter: share.twitter,
  }
}

export default async function ConditionPage({ params }: Props) {
  const { slug } = await params
  const [article, settings, editor] = await Promise.all([getCondition(slug), getSettings(), getEditor()])
  if (!article) {
    // An old address of a renamed guide: a permanent redirect (308) to where it is now.
    const moved = await getMovedCondition(slug)
    if (moved) permanentRedirect(routes.condition(moved))
    // The language link from a Spanish guide keeps its Spanish slug: follow that guide to its English source.
    const spanish = await getCondition(slug, 'es')
    const source = spanish ? await getTranslation(spanish._id, 'en') : null
    if (source?.slug) redirect(routes.condition(source.slug))
    return missingPage()
  }
  const path = routes.condition(slug)
  const crumbs: Crumb[] = [
    { name: 'Home', href: routes.home() },
    { name: 'Health Topics', href: routes.topics() },
    { name: article.name ?? article.title ?? slug, href: path },
  ]
  const reviewer = article.review?.reviewer
  const base = siteUrl()
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
          reviewer: reviewerForLd(reviewer),
          organizationName: settings.organizationName ?? '',
        })}
      />
      <JsonLd data={breadcrumbJsonLd(base, crumbs)} />
      <ConditionArticleView
        article={article}
        crumbs={crumbs}
        edit={editor(article)}
        image={cmsImageAttrs(contentConfig(), article.image, {
          aspect: 16 / 9,
          sizes: '(min-width: 1024px) 44rem, 100vw',
          priority: true,
        })}
      />
    </>
  )
}
