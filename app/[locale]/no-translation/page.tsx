import type { Metadata } from 'next'
import { PlainHome } from '@/components/home/PlainHome'
import { getInterfaceText, getNavConditions } from '@/lib/content'
import { DEFAULT_LANG } from '@/lib/site/languages'
import { pageLang } from '@/lib/site/request-locale'
import { missingMetadataFor, missingPage } from '../missing'

type Props = { params: Promise<{ locale: string }> }

// Where the language link lands from a page with no translation in this language yet: this language's home, with a
// note. Its title and note are the frame's words. The default language has every page, so it has no such page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params)
  if (lang === DEFAULT_LANG) return missingMetadataFor(lang)
  return { title: (await getInterfaceText('frame', lang)).noTranslationTitle, robots: { index: false } }
}

export default async function NoTranslationPage({ params }: Props) {
  const lang = await pageLang(params)
  if (lang === DEFAULT_LANG) return missingPage(lang)
  const [conditions, text] = await Promise.all([getNavConditions(lang), getInterfaceText('frame', lang)])
  return <PlainHome conditions={conditions} lang={lang} notice={text.noTranslation} text={text} />
}
