import { BMI_BANDS, type ChartSegment } from '@/lib/bmi/bmi'
import type { BmiWords } from '@/lib/bmi/words'
import { BmiDonut } from './BmiDonut'

/**
 * The donut 'BMI Chart'; the legend beside it is also its text alternative. The drawing keeps the spec's segment
 * sizes (the reader's BMI, fixed sizes for the others, kept on each line as `data-value`), but those sizes are no BMI,
 * so the legend reads each band as its BMI range, and the reader's band their own BMI too.
 */
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
            const range = words.chart.range(BMI_BANDS[segment.name])
            const [before, after] = words.chart.legendItem(words.segments[segment.name], range, segment.isUser)
            return (
              <li
                key={segment.name}
                data-segment={segment.name}
                data-value={segment.value}
                className={`flex items-center gap-2 ${segment.isUser ? 'font-bold text-gray-900' : 'text-gray-700'}`}
              >
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ backgroundColor: segment.color }}
                />
                <span>
                  {before}
                  {segment.isUser && <span data-bmi>{words.bmi(segment.value)}</span>}
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
