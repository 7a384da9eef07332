import { Link } from '@/components/ui/Link'
import type { BmiResult } from '@/lib/bmi/bmi'
import { BmiChart } from './BmiChart'
import { routes } from '@/lib/site/routes'

/** The coloured circle with the BMI, the category, the chart, the healthy range and the advice. */
export function BmiResultPanel({ result }: { result: BmiResult }) {
  const { bmi, category, healthyRange } = result
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <div
          data-testid="bmi-circle"
          className="flex size-32 shrink-0 items-center justify-center rounded-full border-[10px] bg-white"
          style={{ borderColor: category.color }}
        >
          <span className="text-3xl font-bold text-gray-900" data-testid="bmi-value">
            {bmi.toFixed(1)}
          </span>
        </div>
        <div>
          <p className="flex items-center justify-center gap-2 text-2xl font-bold text-gray-900 sm:justify-start">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full"
              style={{ backgroundColor: category.color }}
            />
            <span data-testid="bmi-category">{category.name}</span>
          </p>
          <p className="mt-1 text-gray-700">{category.description}</p>
          <p className="mt-2 text-sm text-gray-700">
            For your height, a healthy weight (BMI 18.5 to 24.9) is{' '}
            <strong>
              {healthyRange.min} to {healthyRange.max} {healthyRange.unit}
            </strong>
            .
          </p>
        </div>
      </div>
      <BmiChart segments={result.chart} bmi={bmi} />
      <section aria-labelledby="bmi-advice-heading" className="rounded-xl bg-gray-50 p-5">
        <h3 id="bmi-advice-heading" className="text-lg font-semibold text-gray-900">
          Advice
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
          {category.advice.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm font-semibold text-gray-900">This tool is for educational purposes only.</p>
        <p className="mt-1 text-sm text-gray-700">
          Want to know more? Read our{' '}
          <Link href={routes.condition('obesity')} className="text-brand-700 underline">
            obesity management guide
          </Link>
          .
        </p>
      </section>
    </div>
  )
}
