/** The contact page in either language: its words, details and FAQ from that language's documents. */
import type { Metadata } from 'next'
import { getEditor, getFaq, getInterfaceText, getPageCopy, getSettings } from '@/lib/content'
import { articleWords } from '@/lib/site/article-words'
import type { Lang } from '@/lib/site/languages'
import { routeAlternates } from '@/lib/site/seo'
import { ContactView } from './ContactView'

export async function contactMetadata(lang: Lang): Promise<Metadata> {
  const text = await getInterfaceText('contact', lang)
  return {
    title: text.metaTitle,
    description: text.metaDescription,
    alternates: routeAlternates(lang, (r) => r.contact()),
  }
}

export async function ContactPage({ lang = 'en' }: { lang?: Lang }) {
  const [settings, faq, copy, text, articleText, editor] = await Promise.all([
    getSettings(lang),
    getFaq(lang),
    getPageCopy('contact', lang),
    getInterfaceText('contact', lang),
    getInterfaceText('article', lang),
    getEditor(),
  ])
  return (
    <ContactView
      copy={copy}
      settings={settings}
      faq={faq}
      text={text}
      sampleNote={articleWords(articleText, lang).sampleNote}
      edit={editor(copy.document)}
      editor={editor}
      lang={lang}
    />
  )
}
