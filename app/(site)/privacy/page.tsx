import { PolicyPageView, policyPageMetadata } from '@/components/info/PolicyPageView'

export const generateMetadata = () => policyPageMetadata('privacy')

export default function Page() {
  return <PolicyPageView slug="privacy" />
}
