import { ContactPage, contactMetadata } from '@/components/contact/ContactPage'

export const generateMetadata = () => contactMetadata('en')

export default function EnglishContactPage() {
  return <ContactPage />
}
