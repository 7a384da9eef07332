import { ScreeningRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const generateMetadata = () => sectionMetadata('screening', 'es')

export default function SpanishScreeningPage() {
  return <ScreeningRoute lang="es" />
}
