/** The contact page in either language: its words, details and FAQ from that language's documents. */
import type { Metadata } from 'next'
import { getEditor, getFaq, getPageCopy, getSettings } from '@/lib/content'
import { CONTACT_WORDS } from '@/lib/contact/words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { languageAlternates } from '@/lib/site/seo'
import { ContactView } from './ContactView'

export function contactMetadata(lang: Lang): Metadata {
  const { title, description } = CONTACT_WORDS[lang].meta
  return {
    title,
    description,
    alternates: languageAlternates(lang, { en: routesFor('en').contact(), es: routesFor('es').contact() }),
  }
}

export async function ContactPage({ lang = 'en' }: { lang?: Lang }) {
  const [settings, faq, copy, editor] = await Promise.all([
    getSettings(lang),
    getFaq(lang),
    getPageCopy('contact', lang),
    getEditor(),
  ])
  return (
    <ContactView copy={copy} settings={settings} faq={faq} edit={editor(copy.document)} editor={editor} lang={lang} />
  )
}
