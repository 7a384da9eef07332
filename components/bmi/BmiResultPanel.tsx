import { Link } from '@/components/ui/Link'
import type { BmiResult } from '@/lib/bmi/bmi'
import type { BmiWords } from '@/lib/bmi/words'
import { BmiChart } from './BmiChart'

/** The coloured circle with the BMI, the category, the chart, the healthy range and the advice. */
/** `guideHref`: the obesity guide in the page's language (words.guide), built on the server. */
export function BmiResultPanel({
  result,
  words,
  guideHref,
}: {
  result: BmiResult
  words: BmiWords
  guideHref: string
}) {
  const { bmi, category, healthyRange } = result
  const shown = words.categories[category.name]
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <div
          data-testid="bmi-circle"
          className="flex size-32 shrink-0 items-center justify-center rounded-full border-[10px] bg-white"
          style={{ borderColor: category.color }}
        >
          <span className="text-3xl font-bold text-gray-900" data-testid="bmi-value">
            {words.bmi(bmi)}
          </span>
        </div>
        <div>
          <p className="flex items-center justify-center gap-2 text-2xl font-bold text-gray-900 sm:justify-start">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full"
              style={{ backgroundColor: category.color }}
            />
            <span data-testid="bmi-category">{shown.name}</span>
          </p>
          <p className="mt-1 text-gray-700">{shown.description}</p>
          <p className="mt-2 text-sm text-gray-700">
            {words.result.healthyWeight[0]}
            <strong>{words.result.healthyRange(healthyRange.min, healthyRange.max, healthyRange.unit)}</strong>
            {words.result.healthyWeight[1]}
          </p>
        </div>
      </div>
      <BmiChart segments={result.chart} bmi={bmi} words={words} />
      <section aria-labelledby="bmi-advice-heading" className="rounded-xl bg-gray-50 p-5">
        <h3 id="bmi-advice-heading" className="text-lg font-semibold text-gray-900">
          {words.result.adviceHeading}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
          {shown.advice.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm font-semibold text-gray-900">{words.result.educational}</p>
        <p className="mt-1 text-sm text-gray-700">
          {words.result.readMore[0]}
          <Link href={guideHref} className="text-brand-700 underline">
            {words.guide.label}
          </Link>
          {words.result.readMore[1]}
        </p>
      </section>
    </div>
  )
}
