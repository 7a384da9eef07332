import { Icon } from '@/components/ui/Icon'
import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import { forReaders, samplesShown } from '@/lib/site/samples'
import type { LandingQueryResult } from '@/sanity.types'
import { CountUp, CountUpGroup } from './CountUp'
import { SectionHeading } from './SectionHeading'

type Props = {
  section: NonNullable<LandingQueryResult['page']>['stats']
  stats: LandingQueryResult['stats']
  /** Scoped to the landing page's stats section; `editor` for each stat document. */
  edit?: Edit
  editor?: Editor
  /** Whether sample figures may be shown (lib/site/samples.ts): not on a launched site. */
  showSamples?: boolean
}

/** The impact figures, each with its source or "as of" note beside it; sample figures say they are samples. */
export function ImpactStats({
  section,
  stats: all,
  edit = noEdit,
  editor = noEditor,
  showSamples = samplesShown(),
}: Props) {
  // On a launched site a figure no one measured is not shown; with no real figure, neither is the section.
  const stats = forReaders(all, showSamples)
  if (!stats.length) return null
  const anySample = stats.some((stat) => stat.isSample)
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="stats-heading" heading={section?.heading} intro={section?.intro} tone="dark" edit={edit} />
        {anySample && section?.sampleNote && (
          <p className="mx-auto mt-3 max-w-3xl text-center text-sm text-blue-50 italic" {...edit('sampleNote')}>
            {section.sampleNote}
          </p>
        )}
        <CountUpGroup className="mt-12">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {stats.map((stat) => {
              const of = editor(stat)
              return (
                <li key={stat._id} className="rounded-xl bg-white/10 p-6 text-center ring-1 ring-white/20">
                  <Icon name={stat.icon} className="mx-auto size-8 text-blue-100" />
                  <p className="mt-4 text-4xl font-bold sm:text-5xl" {...of('number')}>
                    <CountUp value={stat.number ?? 0} suffix={stat.suffix} />
                  </p>
                  <h3 className="mt-2 text-lg font-semibold" {...of('label')}>
                    {stat.label}
                  </h3>
                  {stat.description && (
                    <p className="mt-2 text-sm text-blue-50" {...of('description')}>
                      {stat.description}
                    </p>
                  )}
                  {stat.isSample && (
                    <p className="mt-3">
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                        Sample figure
                      </span>
                    </p>
                  )}
                  {stat.source && (
                    <p className="mt-2 text-xs text-blue-50" {...of('source')}>
                      Source: {stat.source}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        </CountUpGroup>
      </div>
    </section>
  )
}
