import { ResourcesRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const metadata = sectionMetadata('resources', 'es')

export default function SpanishResourcesPage() {
  return <ResourcesRoute lang="es" />
}
