import { ScreeningRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'

export const metadata = sectionMetadata('screening', 'en')

export default function ScreeningPage() {
  return <ScreeningRoute lang="en" />
}
