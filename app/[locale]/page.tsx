import type { Metadata } from 'next'
import { LandingView } from '@/components/home/LandingView'
import { SpanishHome } from '@/components/home/SpanishHome'
import { getEditor, getInterfaceText, getLanding, getNavConditions, getSettings } from '@/lib/content'
import { DEFAULT_LANG, LANGUAGES } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { pageLang } from '@/lib/site/request-locale'
import { languageAlternates } from '@/lib/site/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params)
  const settings = await getSettings(lang)
  return {
    description: settings.description,
    alternates: languageAlternates(lang, Object.fromEntries(LANGUAGES.map((l) => [l, routesFor(l).home()]))),
  }
}

// The landing page from its documents in the page's language; until an editor has translated the landing page, a
// plain home in that language (the guides, the search box, emergency numbers).
export default async function HomePage({ params }: Props) {
  const lang = await pageLang(params)
  const [data, conditions, editor] = await Promise.all([getLanding(lang), getNavConditions(lang), getEditor()])
  return data.page || lang === DEFAULT_LANG ? (
    <LandingView data={data} conditions={conditions} editor={editor} lang={lang} />
  ) : (
    <SpanishHome conditions={conditions} text={await getInterfaceText('frame', lang)} />
  )
}
