/**
 * The Health Resources and Health Screening routes in either language: `app/(site)/resources`, `app/es/recursos` and
 * their screening twins are these with their language. Each page names its pair both ways (hreflang); the Spanish one
 * says that no clinician has reviewed its translation, as the Spanish guides do.
 */
import type { Metadata } from 'next'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import { getEditor, getResources, getScreening, getSettings } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'
import { englishRoutes, spanishRoutes } from '@/lib/site/localized-routes'
import { languageAlternates } from '@/lib/site/seo'
import { translationState } from '@/lib/site/translation-notice'
import { RESOURCES_WORDS, ResourcesView } from './ResourcesView'
import { SCREENING_WORDS, ScreeningView } from './ScreeningView'

type Section = 'resources' | 'screening'

const WORDS: Readonly<Record<Section, Readonly<Record<Lang, { title: string; description: string }>>>> = {
  resources: RESOURCES_WORDS,
  screening: SCREENING_WORDS,
}

export function sectionMetadata(section: Section, lang: Lang): Metadata {
  const { title, description } = WORDS[section][lang]
  return {
    title,
    description,
    alternates: languageAlternates(lang, { en: englishRoutes[section](), es: spanishRoutes[section]() }),
  }
}

/** Singletons record no review: a Spanish one always says its translation is not yet reviewed. */
function Translated({ section, lang, children }: { section: Section; lang: Lang; children: React.ReactNode }) {
  if (lang === 'en') return children
  return (
    <>
      <TranslationNotice state={translationState(null, null)} englishHref={englishRoutes[section]()} />
      {children}
    </>
  )
}

export async function ResourcesRoute({ lang }: { lang: Lang }) {
  const [data, settings, editor] = await Promise.all([getResources(lang), getSettings(lang), getEditor()])
  return (
    <Translated section="resources" lang={lang}>
      <ResourcesView data={data} settings={settings} editor={editor} lang={lang} />
    </Translated>
  )
}

export async function ScreeningRoute({ lang }: { lang: Lang }) {
  const [data, editor] = await Promise.all([getScreening(lang), getEditor()])
  return (
    <Translated section="screening" lang={lang}>
      <ScreeningView data={data} editor={editor} lang={lang} />
    </Translated>
  )
}
