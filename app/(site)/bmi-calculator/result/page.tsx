import type { Metadata } from 'next'
import { bmiFormState } from '@/lib/bmi/form'
import { routes } from '@/lib/site/routes'
import { renderBmiPage } from '../calculator'

// One reader's measurements: never indexed; the calculator's own address is the canonical one.
export const metadata: Metadata = {
  title: 'BMI Calculator',
  robots: { index: false },
  alternates: { canonical: routes.bmiCalculator() },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The calculator's form as the browser submits it without JavaScript: the result (or the messages) in the HTML. */
export default async function BmiResultPage({ searchParams }: Props) {
  return renderBmiPage(bmiFormState(await searchParams))
}
