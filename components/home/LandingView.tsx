import { getInterfaceText, getSettings, type NavCondition } from '@/lib/content'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { LandingQueryResult } from '@/sanity.types'
import type { Lang } from '@/lib/site/languages'
import { routes } from '@/lib/site/routes'
import { samplesOn } from '@/lib/site/samples'
import { crisisTextOf } from '@/lib/search/page-words'
import { CommitmentPillars } from './CommitmentPillars'
import { ConsultationBand } from './ConsultationBand'
import { heroCarouselWords, testimonialsCarouselWords } from '@/lib/home/words'
import { FirstScreen } from './FirstScreen'
import { HeroSection } from './HeroSection'
import { ImpactStats } from './ImpactStats'
import { SectionHeading } from './SectionHeading'
import { Testimonials } from './Testimonials'
import { TopicCards } from './TopicCards'

type Props = { data: LandingQueryResult; conditions: NavCondition[]; editor?: Editor; lang?: Lang }

/**
 * The landing page: first the reader's tasks (FirstScreen: search, urgent help, the six guides), then the spec's
 * sections, calmer: the hero carousel, impact stats, commitments, topics, testimonials and the closing band.
 * `editor`: click-to-edit attributes for the documents it shows, in the Preview tool (none for readers).
 */
export async function LandingView({ data, conditions, editor = noEditor, lang = 'en' }: Props) {
  const page = data.page
  const edit = editor(page)
  // The carousels' and the sample marks' words are the home page's; the stars read as the medical team's do.
  const [text, { ratingLabel }, settings, searchText] = await Promise.all([
    getInterfaceText('home', lang),
    getInterfaceText('team', lang),
    getSettings(lang),
    // The help line's buttons are worded as the search's crisis card words them.
    getInterfaceText('search', lang),
  ])
  // Sample figures and fictional testimonials only when an editor has turned samples on (off in the seed).
  const showSamples = samplesOn(settings)
  return (
    <>
      <FirstScreen
        page={page}
        conditions={conditions}
        text={text}
        crisis={crisisTextOf(searchText)}
        edit={edit}
        editor={editor}
        lang={lang}
      />
      <HeroSection
        hero={page?.hero ?? null}
        slides={data.slides}
        edit={edit.scope('hero')}
        editor={editor}
        lang={lang}
        carousel={heroCarouselWords(text)}
      />

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
