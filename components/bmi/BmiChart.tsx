import type { ChartSegment } from '@/lib/bmi/bmi'
import { BmiDonut } from './BmiDonut'

/** The donut 'BMI Chart'; the legend beside it is also its text alternative. */
export function BmiChart({ segments, bmi }: { segments: ChartSegment[]; bmi: number }) {
  const user = segments.find((s) => s.isUser)
  return (
    <figure className="rounded-xl border border-gray-200 p-5" aria-labelledby="bmi-chart-title">
      <figcaption id="bmi-chart-title" className="text-lg font-semibold text-gray-900">
        BMI Chart
      </figcaption>
      <div className="mt-2 flex flex-col items-center gap-4 sm:flex-row">
        <div
          role="img"
          className="size-[200px] shrink-0"
          aria-label={`Donut chart of the four BMI categories. Your BMI of ${bmi} is in the ${user?.name} segment.`}
        >
          <BmiDonut segments={segments} />
        </div>
        <ul className="space-y-2 text-sm" aria-label="Chart segments">
          {segments.map((segment) => (
            <li
              key={segment.name}
              data-segment={segment.name}
              className={`flex items-center gap-2 ${segment.isUser ? 'font-bold text-gray-900' : 'text-gray-700'}`}
            >
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: segment.color }}
              />
              <span>
                {segment.name}: <span data-value>{segment.value}</span>
                {segment.isUser && ' (your BMI)'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  )
}
