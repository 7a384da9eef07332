import type { Metadata } from 'next'
import { SpanishHome } from '@/components/home/SpanishHome'
import { getInterfaceText, getNavConditions } from '@/lib/content'

// Where the language link lands from an English page with no Spanish translation yet: the Spanish home, with a note.
// Its title and note are the Spanish frame's words.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getInterfaceText('frame', 'es')).noTranslationTitle, robots: { index: false } }
}

export default async function NoTranslationPage() {
  const [conditions, text] = await Promise.all([getNavConditions('es'), getInterfaceText('frame', 'es')])
  return <SpanishHome conditions={conditions} notice={text.noTranslation} text={text} />
}
