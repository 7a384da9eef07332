import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'
import { bmiFormState } from '@/lib/bmi/form'

export const metadata = bmiMetadata('en', { result: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The calculator's form as the browser submits it without JavaScript: the result (or the messages) in the HTML. */
export default async function BmiResultPage({ searchParams }: Props) {
  return <BmiPage form={bmiFormState(await searchParams)} />
}
