import { ContactPage, contactMetadata } from '@/components/contact/ContactPage'

export const generateMetadata = () => contactMetadata('es')

export default function SpanishContactPage() {
  return <ContactPage lang="es" />
}
