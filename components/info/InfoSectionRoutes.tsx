/**
 * The Health Resources and Health Screening routes in every language: `app/[locale]/resources` and
 * `app/[locale]/screening` are these with their language. Each page names its pair both ways (hreflang); the Spanish one
 * says that no clinician has reviewed its translation, as the Spanish guides do.
 */
import type { Metadata } from 'next'
import { FeedbackBlock } from '@/components/feedback/FeedbackBlock'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import { getEditor, getInterfaceText, getResources, getScreening, getSettings } from '@/lib/content'
import { articleWords } from '@/lib/site/article-words'
import type { Lang } from '@/lib/site/languages'
import { englishRoutes } from '@/lib/site/localized-routes'
import { routeAlternates } from '@/lib/site/seo'
import { translationState } from '@/lib/site/translation-notice'
import { ResourcesView } from './ResourcesView'
import { ScreeningView } from './ScreeningView'

type Section = 'resources' | 'screening'

const wordsFor = async (lang: Lang) => articleWords(await getInterfaceText('article', lang), lang)

/** The page's title and description are interface words ("Interface words: Guides and information pages"). */
export async function sectionMetadata(section: Section, lang: Lang): Promise<Metadata> {
  const { title, description } = (await wordsFor(lang))[section]
  return {
    title,
    description,
    alternates: routeAlternates(lang, (r) => r[section]()),
  }
}

/** Singletons record no review: a Spanish one always says its translation is not yet reviewed. */
function Translated({ section, lang, children }: { section: Section; lang: Lang; children: React.ReactNode }) {
  return (
    <>
      {lang !== 'en' && (
        <TranslationNotice state={translationState(null, null)} englishHref={englishRoutes[section]()} />
      )}
      {children}
      <FeedbackBlock page={{ kind: 'section', slug: section, lang }} />
    </>
  )
}

export async function ResourcesRoute({ lang }: { lang: Lang }) {
  const [data, settings, editor, words] = await Promise.all([
    getResources(lang),
    getSettings(lang),
    getEditor(),
    wordsFor(lang),
  ])
  return (
    <Translated section="resources" lang={lang}>
      <ResourcesView data={data} settings={settings} editor={editor} words={words} />
    </Translated>
  )
}

export async function ScreeningRoute({ lang }: { lang: Lang }) {
  const [data, editor, words] = await Promise.all([getScreening(lang), getEditor(), wordsFor(lang)])
  return (
    <Translated section="screening" lang={lang}>
      <ScreeningView data={data} editor={editor} words={words} />
    </Translated>
  )
}
