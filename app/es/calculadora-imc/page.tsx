import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'

export const generateMetadata = () => bmiMetadata('es')

export default function SpanishBmiCalculatorPage() {
  return <BmiPage lang="es" />
}
