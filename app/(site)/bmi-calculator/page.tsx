import type { Metadata } from 'next'
import { bmiFormState } from '@/lib/bmi/form'
import { routes } from '@/lib/site/routes'
import { renderBmiPage } from './calculator'

export const metadata: Metadata = {
  title: 'BMI Calculator',
  description:
    'Calculate your body mass index in feet and inches or centimeters, kilograms or pounds, and learn what the result means.',
  alternates: { canonical: routes.bmiCalculator() },
}

export default function BmiCalculatorPage() {
  return renderBmiPage(bmiFormState({}))
}
