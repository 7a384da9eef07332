import type { Metadata } from 'next'
import { SpanishHome, SPANISH_HOME_WORDS } from '@/components/home/SpanishHome'
import { getNavConditions } from '@/lib/content'
import { CHROME } from '@/lib/site/chrome'

// Where the language link lands from an English page with no Spanish translation yet: the Spanish home, with a note.
export const metadata: Metadata = { title: 'Página sin traducción', robots: { index: false } }

export default async function NoTranslationPage() {
  return (
    <SpanishHome
      words={SPANISH_HOME_WORDS}
      conditions={await getNavConditions('es')}
      notice={CHROME.es.noTranslation}
    />
  )
}
