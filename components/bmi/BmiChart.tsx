import type { ChartSegment } from '@/lib/bmi/bmi'
import type { BmiWords } from '@/lib/bmi/words'
import { BmiDonut } from './BmiDonut'

/** The donut 'BMI Chart'; the legend beside it is also its text alternative. */
export function BmiChart({ segments, bmi, words }: { segments: ChartSegment[]; bmi: number; words: BmiWords }) {
  const user = segments.find((s) => s.isUser)
  return (
    <figure className="rounded-xl border border-gray-200 p-5" aria-labelledby="bmi-chart-title">
      <figcaption id="bmi-chart-title" className="text-lg font-semibold text-gray-900">
        {words.chart.title}
      </figcaption>
      <div className="mt-2 flex flex-col items-center gap-4 sm:flex-row">
        <div
          role="img"
          className="size-[200px] shrink-0"
          aria-label={words.chart.description(words.number(bmi), user ? words.segments[user.name] : '')}
        >
          <BmiDonut segments={segments} />
        </div>
        <ul className="space-y-2 text-sm" aria-label={words.chart.legendName}>
          {segments.map((segment) => {
            const [before, after] = words.chart.legendItem(words.segments[segment.name], segment.isUser)
            return (
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
                  {before}
                  <span data-value>{words.number(segment.value)}</span>
                  {after}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    </figure>
  )
}
