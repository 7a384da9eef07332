import { HelpPage, helpMetadata } from '@/components/help/HelpPage'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => helpMetadata(await pageLang(params))

export default async function UrgentHelpPage({ params }: Props) {
  return <HelpPage lang={await pageLang(params)} />
}
