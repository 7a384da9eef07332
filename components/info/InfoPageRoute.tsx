/**
 * The information-page route (About, the policies, any page an editor adds) in every language: `app/[locale]/[slug]`
 * is this with its language. A page names its translation both ways (hreflang); an address
 * that carries the other language's slug (the header's language link keeps the slug) follows the translation.
 */
import type { Metadata } from 'next'
import { CookieTable } from '@/components/consent/CookieTable'
import { FeedbackBlock } from '@/components/feedback/FeedbackBlock'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import {
  getEditor,
  getInfoPageSlugs,
  getInterfaceText,
  getServedInfoPage,
  getTranslationPage,
  resolveMissing,
} from '@/lib/content'
import { articleWords } from '@/lib/site/article-words'
import { isLegalPage, isPrivacyPage, servesInfoPage } from '@/lib/site/info-pages'
import { DEFAULT_LANG, type Lang, openGraphLocale } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { COOKIE_SECTION_ID } from '@/lib/site/routes'
import { inOtherLanguages, languageAlternates, pathsOf } from '@/lib/site/seo'
import { translationState } from '@/lib/site/translation-notice'
import { missingMetadataFor, missingPage } from '@/app/[locale]/missing'
import { InfoPageView } from './InfoPageView'

export type InfoPageProps = { params: Promise<{ slug: string }> }

export async function infoPageParams(lang: Lang) {
  return (await getInfoPageSlugs(lang)).filter((slug) => servesInfoPage(slug, lang)).map((slug) => ({ slug }))
}

export async function infoPageMetadata({ params }: InfoPageProps, lang: Lang): Promise<Metadata> {
  const { slug } = await params
  const page = await getServedInfoPage(slug, lang)
  if (!page) return missingMetadataFor(lang)
  const path = routesFor(lang).page(slug)
  const translations = await inOtherLanguages(lang, (other) => getTranslationPage('page', page._id, other))
  const locale = openGraphLocale(lang)
  return {
    title: page.title,
    description: page.description,
    alternates: languageAlternates(lang, { [lang]: path, ...pathsOf(translations) }),
    openGraph: {
      type: 'website',
      url: path,
      ...(locale ? { locale } : {}),
      title: page.title ?? undefined,
      description: page.description ?? undefined,
    },
  }
}

export async function InfoPageRoute({ params, lang }: InfoPageProps & { lang: Lang }) {
  const { slug } = await params
  const [page, editor, text] = await Promise.all([
    getServedInfoPage(slug, lang),
    getEditor(),
    getInterfaceText('article', lang),
  ])
  if (!page) {
    // The other language's slug redirects to the translation (lib/content/missing.ts); anything else is not found.
    await resolveMissing('page', slug, lang)
    return missingPage(lang)
  }
  const insert = isPrivacyPage(slug, lang)
    ? { afterSection: COOKIE_SECTION_ID, content: <CookieTable lang={lang} /> }
    : undefined
  // Ads never sit on the legal pages (nor in condition guides, the BMI tool or booking).
  const view = (
    <InfoPageView
      page={page}
      insert={insert}
      showAd={!isLegalPage(slug, lang)}
      edit={editor(page)}
      words={articleWords(text, lang)}
    />
  )
  const feedback = <FeedbackBlock page={{ kind: 'page', slug, lang }} />
  if (lang === DEFAULT_LANG)
    return (
      <>
        {view}
        {feedback}
      </>
    )
  const source = await getTranslationPage('page', page._id, DEFAULT_LANG)
  // Information pages record no review: every translation says so until one can be recorded on the document.
  return (
    <>
      <TranslationNotice
        state={translationState(null, source?.lastUpdated)}
        englishHref={source?.path}
        legal={isLegalPage(slug, lang)}
      />
      {view}
      {feedback}
    </>
  )
}
