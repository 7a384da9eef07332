import { getInterfaceText, getSettings, type NavCondition } from '@/lib/content'
import { clientEdits, noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { LandingQueryResult } from '@/sanity.types'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { samplesOn } from '@/lib/site/samples'
import { CommitmentPillars } from './CommitmentPillars'
import { ConsultationBand } from './ConsultationBand'
import { heroCarouselWords, testimonialsCarouselWords } from '@/lib/home/words'
import { HealthSearch } from './HealthSearch'
import { HeroSection } from './HeroSection'
import { ImpactStats } from './ImpactStats'
import { SectionHeading } from './SectionHeading'
import { Testimonials } from './Testimonials'
import { TopicCards } from './TopicCards'

type Props = { data: LandingQueryResult; conditions: NavCondition[]; editor?: Editor; lang?: Lang }

/**
 * The landing page (spec "Landing page"): hero, search, impact stats, commitments, topics, testimonials.
 * `editor`: click-to-edit attributes for the documents it shows, in the Preview tool (none for readers).
 */
export async function LandingView({ data, conditions, editor = noEditor, lang = 'en' }: Props) {
  const page = data.page
  const edit = editor(page)
  // The carousels' and the sample marks' words are the home page's; the stars read as the medical team's do.
  const [text, { ratingLabel }, settings] = await Promise.all([
    getInterfaceText('home', lang),
    getInterfaceText('team', lang),
    getSettings(lang),
  ])
  // Sample figures and fictional testimonials only when an editor has turned samples on (off in the seed).
  const showSamples = samplesOn(settings)
  return (
    <>
      <HeroSection
        hero={page?.hero ?? null}
        slides={data.slides}
        edit={edit.scope('hero')}
        editor={editor}
        lang={lang}
        carousel={heroCarouselWords(text)}
      />

      <section aria-labelledby="search-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2
          id="search-heading"
          className="text-center text-2xl font-bold text-gray-900 sm:text-3xl"
          {...edit('search.heading')}
        >
          {page?.search?.heading}
        </h2>
        <div className="mt-6">
          <HealthSearch
            placeholder={page?.search?.placeholder ?? ''}
            note={page?.search?.note ?? ''}
            popular={page?.search?.popular ?? []}
            searchPath={routesFor(lang).search()}
            formName={text.searchName}
            label={text.searchLabel}
            button={text.searchButton}
            popularLabel={text.popularSearches}
            edits={clientEdits({
              placeholder: edit('search.placeholder'),
              note: edit('search.note'),
              // A list of plain strings: each chip is named by its position in the stored list.
              popular: (page?.search?.popular ?? []).map((_, i) => edit(['search', 'popular', i])),
            })}
          />
        </div>
      </section>

      <ImpactStats
        section={page?.stats ?? null}
        stats={data.stats}
        edit={edit.scope('stats')}
        editor={editor}
        showSamples={showSamples}
      />
      <CommitmentPillars
        section={page?.commitment ?? null}
        pillars={data.pillars}
        edit={edit.scope('commitment')}
        editor={editor}
      />

      {/* routes.topics() points here: the disease-preview section the hero button scrolls to. */}
      <section id="topics" aria-labelledby="topics-heading" className="scroll-mt-20 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="topics-heading"
            heading={page?.topics?.heading}
            intro={page?.topics?.intro}
            edit={edit.scope('topics')}
          />
          <div className="mt-12">
            <TopicCards conditions={conditions} editor={editor} lang={lang} />
          </div>
        </div>
      </section>

      <Testimonials
        section={page?.testimonials ?? null}
        testimonials={data.testimonials}
        edit={edit.scope('testimonials')}
        editor={editor}
        ratingLabel={ratingLabel}
        carousel={testimonialsCarouselWords(text)}
        sampleMark={text.fictionalSample}
        showSamples={showSamples}
      />
      <ConsultationBand
        id="consultation-heading"
        heading={page?.consultationCta?.heading}
        text={page?.consultationCta?.text}
        label={page?.consultationCta?.label}
        href={routes.findHealthCenter()}
        edit={edit.scope('consultationCta')}
      />
    </>
  )
}
