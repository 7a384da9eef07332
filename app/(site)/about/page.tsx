import { PolicyPageView, policyPageMetadata } from '@/components/info/PolicyPageView'

export const generateMetadata = () => policyPageMetadata('about')

export default function Page() {
  return <PolicyPageView slug="about" />
}
