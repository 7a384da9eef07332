import type { Metadata } from 'next'
import { ContactView } from '@/components/contact/ContactView'
import { getEditor, getFaq, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Send us a message about our health information or a consultation. We answer within 24–48 hours on business days.',
  alternates: { canonical: routes.contact() },
}

export default async function ContactPage() {
  const [settings, faq, copy, editor] = await Promise.all([
    getSettings(),
    getFaq(),
    getPageCopy('contact'),
    getEditor(),
  ])
  return <ContactView copy={copy} settings={settings} faq={faq} edit={editor(copy.document)} editor={editor} />
}
