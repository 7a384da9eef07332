import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'
import { bmiFormState } from '@/lib/bmi/form'

export const metadata = bmiMetadata('en')

export default function BmiCalculatorPage() {
  return <BmiPage form={bmiFormState({})} />
}
