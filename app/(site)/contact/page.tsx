import type { Metadata } from 'next'
import { ContactView } from '@/components/contact/ContactView'
import { getEditor, getFaq, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Send us a question or a correction about our health information. Not for medical advice: for care, contact your own doctor, and in an emergency call 911.',
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
