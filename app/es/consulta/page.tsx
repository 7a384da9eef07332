import { consultationMetadata, ConsultationScreen } from '@/components/consultation/ConsultationScreen'

export const metadata = consultationMetadata('es')

export default function SpanishConsultationPage() {
  return <ConsultationScreen lang="es" />
}
