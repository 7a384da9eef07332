import { ContactPage, contactMetadata } from '@/components/contact/ContactPage'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => contactMetadata(await pageLang(params))

export default async function SiteContactPage({ params }: Props) {
  return <ContactPage lang={await pageLang(params)} />
}
