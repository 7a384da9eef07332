import type { Metadata } from 'next'
import { ConsultationView } from '@/components/consultation/ConsultationView'
import { getConsultation } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Consult a Doctor',
  description:
    'How booking an online consultation will work, shown as a demonstration while the site is being built: no doctor reads what you type. For care, contact your own doctor or clinic.',
  alternates: { canonical: routes.consultation() },
}

export default async function ConsultationPage() {
  return <ConsultationView data={await getConsultation()} />
}
