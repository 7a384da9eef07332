import { Link } from '@/components/ui/Link'
import { ConsultationBand } from '@/components/home/ConsultationBand'
import { SectionHeading } from '@/components/home/SectionHeading'
import { Icon } from '@/components/ui/Icon'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { ConsultationQueryResult } from '@/sanity.types'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'

/**
 * The consultation entry page (/homepage), the spec's second home-style variant: a hero with Find Your Doctor,
 * four feature cards and Get Started Now. Next's client navigation opens /contact at its top. `editor`: click-to-edit
 * attributes in the Preview tool. Every word is the CMS's, in `lang`; the links stay in that language's site.
 */
export function ConsultationView({
  data,
  editor = noEditor,
  lang = 'en',
}: {
  data: ConsultationQueryResult
  editor?: Editor
  lang?: Lang
}) {
  const page = data.page
  const edit = editor(page)
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl" {...edit('hero.title')}>
            {page?.hero?.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-blue-50 sm:text-xl" {...edit('hero.text')}>
            {page?.hero?.text}
          </p>
          <Link
            href={routesFor(lang).team()}
            className="mt-10 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50"
            {...edit('hero.findDoctorLabel')}
          >
            {page?.hero?.findDoctorLabel}
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="features-heading"
          heading={page?.features?.heading}
          intro={page?.features?.intro}
          edit={edit.scope('features')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.features.map((feature) => (
            <li key={feature._id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900" {...editor(feature)('title')}>
                {feature.title}
              </h3>
              <p className="mt-2 text-sm text-gray-700" {...editor(feature)('description')}>
                {feature.description}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <ConsultationBand
        id="get-started-heading"
        heading={page?.getStarted?.heading}
        text={page?.getStarted?.text}
        label={page?.getStarted?.label}
        href={routes.findHealthCenter()}
        edit={edit.scope('getStarted')}
      />
    </>
  )
}
