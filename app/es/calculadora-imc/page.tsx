import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'
import { bmiFormState } from '@/lib/bmi/form'

export const metadata = bmiMetadata('es')

export default function SpanishBmiCalculatorPage() {
  return <BmiPage form={bmiFormState({}, 'es')} lang="es" />
}
