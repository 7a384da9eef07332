import { consultationMetadata, ConsultationScreen } from '@/components/consultation/ConsultationScreen'

export const generateMetadata = () => consultationMetadata('en')

export default function ConsultationPage() {
  return <ConsultationScreen lang="en" />
}
