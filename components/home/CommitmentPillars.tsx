import { Icon } from '@/components/ui/Icon'
import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import type { LandingQueryResult } from '@/sanity.types'
import { SectionHeading } from './SectionHeading'

type Props = {
  section: NonNullable<LandingQueryResult['page']>['commitment']
  pillars: LandingQueryResult['pillars']
  /** Scoped to the landing page's commitment section; `editor` for each pillar document. */
  edit?: Edit
  editor?: Editor
}

export function CommitmentPillars({ section, pillars, edit = noEdit, editor = noEditor }: Props) {
  return (
    <section aria-labelledby="commitment-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="commitment-heading" heading={section?.heading} intro={section?.intro} edit={edit} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar) => (
          <li key={pillar._id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={pillar.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900" {...editor(pillar)('title')}>
              {pillar.title}
            </h3>
            <p className="mt-2 text-sm text-gray-700" {...editor(pillar)('description')}>
              {pillar.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
