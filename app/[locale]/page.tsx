import type { Metadata } from 'next'
import { LandingView } from '@/components/home/LandingView'
import { PlainHome } from '@/components/home/PlainHome'
import { getEditor, getInterfaceText, getLanding, getNavConditions, getSettings } from '@/lib/content'
import { DEFAULT_LANG } from '@/lib/site/languages'
import { pageLang } from '@/lib/site/request-locale'
import { routeAlternates } from '@/lib/site/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params)
  const settings = await getSettings(lang)
  return {
    description: settings.description,
    alternates: routeAlternates(lang, (r) => r.home()),
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
    <PlainHome conditions={conditions} lang={lang} text={await getInterfaceText('frame', lang)} />
  )
}
