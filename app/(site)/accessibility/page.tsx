import { PolicyPageView, policyPageMetadata } from '@/components/info/PolicyPageView'

export const generateMetadata = () => policyPageMetadata('accessibility')

export default function Page() {
  return <PolicyPageView slug="accessibility" />
}
