import { consultationMetadata, ConsultationScreen } from '@/components/consultation/ConsultationScreen'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => consultationMetadata(await pageLang(params))

export default async function ConsultationPage({ params }: Props) {
  return <ConsultationScreen lang={await pageLang(params)} />
}
