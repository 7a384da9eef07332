import { ResourcesRoute, sectionMetadata } from '@/components/info/InfoSectionRoutes'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => sectionMetadata('resources', await pageLang(params))

export default async function ResourcesPage({ params }: Props) {
  return <ResourcesRoute lang={await pageLang(params)} />
}
