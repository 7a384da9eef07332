import { PolicyPageView, policyPageMetadata } from '@/components/info/PolicyPageView'

export const generateMetadata = () => policyPageMetadata('disclaimer')

export default function Page() {
  return <PolicyPageView slug="disclaimer" />
}
