import type { Metadata } from 'next'
import { getConsultation, getEditor, getInterfaceText } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'
import { routeAlternates } from '@/lib/site/seo'
import { ConsultationView } from './ConsultationView'

/**
 * What a search result says of the page before it is opened: a demonstration, in each language. Its words are the
 * booking's (the Studio's "Interface words: Booking"), since the page leads into the booking demonstration.
 */
export async function consultationMetadata(lang: Lang): Promise<Metadata> {
  const text = await getInterfaceText('booking', lang)
  return {
    title: text.consultationMetaTitle,
    description: text.consultationMetaDescription,
    alternates: routeAlternates(lang, (r) => r.consultation()),
  }
}

/** The consultation entry page in `lang`, from that language's documents. */
export async function ConsultationScreen({ lang }: { lang: Lang }) {
  const [data, editor] = await Promise.all([getConsultation(lang), getEditor()])
  return <ConsultationView data={data} editor={editor} lang={lang} />
}
