import { ScreeningRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => sectionMetadata('screening', await pageLang(params))

export default async function ScreeningPage({ params }: Props) {
  return <ScreeningRoute lang={await pageLang(params)} />
}
