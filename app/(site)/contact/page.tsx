import type { Metadata } from 'next'
import { ContactView } from '@/components/contact/ContactView'
import { getFaq, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Send us a message about our health information or a consultation. We answer within 24–48 hours on business days.',
  alternates: { canonical: routes.contact() },
}

export default async function ContactPage() {
  const [settings, faq, copy] = await Promise.all([getSettings(), getFaq(), getPageCopy('contact')])
  return <ContactView copy={copy} settings={settings} faq={faq} />
}
