import { ContactPage, contactMetadata } from '@/components/contact/ContactPage'

export const metadata = contactMetadata('en')

export default function EnglishContactPage() {
  return <ContactPage />
}
