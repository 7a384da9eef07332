import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { ConditionArticleView } from '@/components/article/ConditionArticleView'
import { JsonLd } from '@/components/article/JsonLd'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import {
  getCondition,
  getConditionSlugs,
  getEditor,
  getMovedCondition,
  getSettings,
  getTranslation,
} from '@/lib/content'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { routes } from '@/lib/site/routes'
import { noTranslation, spanishRoutes } from '@/lib/site/localized-routes'
import { languageAlternates, siteUrl } from '@/lib/site/seo'
import { breadcrumbJsonLd, medicalWebPageJsonLd, reviewerForLd, type Crumb } from '@/lib/site/structured-data'
import { translationState } from '@/lib/site/translation-notice'
import { missingMetadataFor, missingPage } from '@/app/(site)/missing'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getConditionSlugs('es')).map((slug) => ({ slug }))
}

/** The English guide this one translates, for hreflang, the notice's link and whether the translation is behind. */
const englishOf = async (id: string) => {
  const source = await getTranslation(id, 'en')
  return source?.slug ? { path: routes.condition(source.slug), lastUpdated: source.lastUpdated } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const article = await getCondition(slug, 'es')
  if (!article) return missingMetadataFor('es')
  const path = spanishRoutes.condition(slug)
  const english = await englishOf(article._id)
  return {
    title: article.title,
    description: article.description,
    alternates: languageAlternates('es', { es: path, en: english?.path }),
    openGraph: { type: 'article', url: path, locale: 'es_US', title: article.title ?? undefined },
  }
}

export default async function SpanishConditionPage({ params }: Props) {
  const { slug } = await params
  const [article, settings, editor] = await Promise.all([getCondition(slug, 'es'), getSettings('es'), getEditor()])
  if (!article) {
    const moved = await getMovedCondition(slug, 'es')
    if (moved) permanentRedirect(spanishRoutes.condition(moved))
    // The language link from an English guide keeps its slug: follow that guide to its Spanish translation, or to
    // the Spanish guides when it has none yet.
    const english = await getCondition(slug, 'en')
    if (english) {
      const translation = await getTranslation(english._id, 'es')
      redirect(translation?.slug ? spanishRoutes.condition(translation.slug) : noTranslation())
    }
    return missingPage('es')
  }
  const path = spanishRoutes.condition(slug)
  const english = await englishOf(article._id)
  const crumbs: Crumb[] = [
    { name: 'Inicio', href: spanishRoutes.home() },
    { name: 'Temas de salud', href: spanishRoutes.topics() },
    { name: article.name ?? article.title ?? slug, href: path },
  ]
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
          reviewer: reviewerForLd(article.review?.reviewer),
          organizationName: settings.organizationName ?? '',
          lang: 'es',
        })}
      />
      <JsonLd data={breadcrumbJsonLd(base, crumbs)} />
      <TranslationNotice state={translationState(article.review, english?.lastUpdated)} englishHref={english?.path} />
      <ConditionArticleView
        article={article}
        crumbs={crumbs}
        edit={editor(article)}
        lang="es"
        image={cmsImageAttrs(contentConfig(), article.image, {
          aspect: 16 / 9,
          sizes: '(min-width: 1024px) 44rem, 100vw',
          priority: true,
        })}
      />
    </>
  )
}
