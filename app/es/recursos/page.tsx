import { ResourcesRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const generateMetadata = () => sectionMetadata('resources', 'es')

export default function SpanishResourcesPage() {
  return <ResourcesRoute lang="es" />
}
