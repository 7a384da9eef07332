import { ScreeningRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const metadata = sectionMetadata('screening', 'es')

export default function SpanishScreeningPage() {
  return <ScreeningRoute lang="es" />
}
