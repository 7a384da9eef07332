import { HelpPage, helpMetadata } from '@/components/help/HelpPage'

export const generateMetadata = () => helpMetadata('es')

export default function SpanishUrgentHelpPage() {
  return <HelpPage lang="es" />
}
