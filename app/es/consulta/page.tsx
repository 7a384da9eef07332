import { consultationMetadata, ConsultationScreen } from '@/components/consultation/ConsultationScreen'

export const generateMetadata = () => consultationMetadata('es')

export default function SpanishConsultationPage() {
  return <ConsultationScreen lang="es" />
}
