import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'
import { pageLang } from '@/lib/site/request-locale'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = async ({ params }: Props) => bmiMetadata(await pageLang(params))

export default async function BmiCalculatorPage({ params }: Props) {
  return <BmiPage lang={await pageLang(params)} />
}
