import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'

export const generateMetadata = () => bmiMetadata('en', { result: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The calculator's form as the browser submits it without JavaScript: the result (or the messages) in the HTML. */
export default async function BmiResultPage({ searchParams }: Props) {
  return <BmiPage query={await searchParams} />
}
