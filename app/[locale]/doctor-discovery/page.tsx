import { TeamScreen, teamMetadata } from '@/components/team/TeamScreen'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => teamMetadata(await pageLang(params))

export default async function TeamPage({ params }: Props) {
  return <TeamScreen lang={await pageLang(params)} />
}
