import { ScreeningRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const generateMetadata = () => sectionMetadata('screening', 'en')

export default function ScreeningPage() {
  return <ScreeningRoute lang="en" />
}
