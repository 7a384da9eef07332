import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'

export const generateMetadata = () => bmiMetadata('en')

export default function BmiCalculatorPage() {
  return <BmiPage />
}
