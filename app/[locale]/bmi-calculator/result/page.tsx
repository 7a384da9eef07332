import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'
import { pageLang } from '@/lib/site/request-locale'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = async ({ params }: Props) => bmiMetadata(await pageLang(params), { result: true })

/** The calculator's form as the browser submits it without JavaScript: the result (or the messages) in the HTML. */
export default async function BmiResultPage({ params, searchParams }: Props) {
  return <BmiPage query={await searchParams} lang={await pageLang(params)} />
}
