import { ResourcesRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const generateMetadata = () => sectionMetadata('resources', 'en')

export default function ResourcesPage() {
  return <ResourcesRoute lang="en" />
}
