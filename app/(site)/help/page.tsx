import { HelpPage, helpMetadata } from '@/components/help/HelpPage'

export const generateMetadata = () => helpMetadata('en')

export default function UrgentHelpPage() {
  return <HelpPage lang="en" />
}
