import { PolicyPageView, policyPageMetadata } from '@/components/info/PolicyPageView'

export const generateMetadata = () => policyPageMetadata('terms-of-use')

export default function Page() {
  return <PolicyPageView slug="terms-of-use" />
}
