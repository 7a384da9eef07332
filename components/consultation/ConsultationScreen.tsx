import type { Metadata } from 'next'
import { getConsultation, getEditor } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { languageAlternates } from '@/lib/site/seo'
import { ConsultationView } from './ConsultationView'

/** What a search result says of the page before it is opened: a demonstration, in each language. */
const CONSULTATION_METADATA: Readonly<Record<Lang, { title: string; description: string }>> = {
  en: {
    title: 'Consult a Doctor',
    description:
      'How booking an online consultation will work, shown as a demonstration while the site is being built: no doctor reads what you type. For care, contact your own doctor or clinic.',
  },
  es: {
    title: 'Consultar a un médico',
    description:
      'Cómo funcionará pedir una consulta en línea, mostrado como una demostración mientras se construye el sitio: ningún médico lee lo que usted escribe. Para recibir atención, comuníquese con su médico o su clínica.',
  },
}

export const consultationMetadata = (lang: Lang): Metadata => ({
  ...CONSULTATION_METADATA[lang],
  alternates: languageAlternates(lang, { en: routes.consultation(), es: spanishRoutes.consultation() }),
})

/** The consultation entry page in `lang`, from that language's documents. */
export async function ConsultationScreen({ lang }: { lang: Lang }) {
  const [data, editor] = await Promise.all([getConsultation(lang), getEditor()])
  return <ConsultationView data={data} editor={editor} lang={lang} />
}
