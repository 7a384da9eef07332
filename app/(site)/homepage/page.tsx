import type { Metadata } from 'next'
import { ConsultationView } from '@/components/consultation/ConsultationView'
import { getConsultation, getEditor } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Consult a Doctor',
  description:
    'Book an online consultation with our medical team: find a doctor, see what to expect and get in touch to get started.',
  alternates: { canonical: routes.consultation() },
}

export default async function ConsultationPage() {
  const [data, editor] = await Promise.all([getConsultation(), getEditor()])
  return <ConsultationView data={data} editor={editor} />
}
