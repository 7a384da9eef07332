import { BadgeCheck, Clock, HandCoins } from '@/components/ui/icons'
import { ConsultationFees } from '@/components/booking/ConsultationFees'
import type { SiteSettings, TeamDoctor } from '@/lib/content'
import { noEditor, type EditableDocument, type Editor } from '@/lib/content/edit-attributes'
import { combinedExperienceYears } from '@/lib/booking/booking'
import type { BookingText } from '@/lib/booking/words'
import type { Lang } from '@/lib/site/languages'
import type { PageCopy } from '@/lib/site/page-copy'
import { samplesShown } from '@/lib/site/samples'
import { DoctorCard } from './DoctorCard'
import { teamWords, type TeamText } from '@/lib/team/words'

/** The team page (the spec's 'Meet Our Medical Team'): the highlights, the sample note while the profiles are placeholders, and the cards. */
type Props = {
  copy: PageCopy<'team'>
  doctors: TeamDoctor[]
  fees?: SiteSettings['consultationFees']
  price?: string | null
  /** Whether sample figures may be shown (lib/site/samples.ts): not on a launched site. */
  showSamples?: boolean
  /** Click-to-edit attributes in the Preview tool: the page's text document and each doctor. */
  editor?: Editor
  /** The site settings document the fee panel's words come from, for click-to-edit. */
  settings?: EditableDocument
  /** The page's interface words (getInterfaceText('team', lang)). */
  text: TeamText
  /** The booking's interface words (getInterfaceText('booking', lang)): the fee panel's demonstration notice. */
  bookingText: BookingText
  /** The page's language: the booking links. */
  lang?: Lang
}

export function TeamView({
  copy,
  doctors,
  fees,
  price = null,
  editor = noEditor,
  settings,
  showSamples = samplesShown(),
  text,
  bookingText,
  lang = 'en',
}: Props) {
  const words = teamWords(text)
  const edit = editor(copy.document)
  const years = combinedExperienceYears(doctors.map((d) => d.experience))
  const anySample = doctors.some((d) => d.isSample)
  const highlights = [
    // The combined experience is summed from the profiles: from sample profiles it is a sample figure, and says so.
    // A launched site shows no figure summed from sample profiles.
    ...(years > 0 && (showSamples || !anySample)
      ? [{ icon: Clock, title: words.combinedExperience(years), sample: anySample, path: undefined }]
      : []),
    { icon: BadgeCheck, title: copy.texts.highlightFree, sample: false, path: copy.paths?.highlightFree },
    { icon: HandCoins, title: copy.texts.highlightFees, sample: false, path: copy.paths?.highlightFees },
  ]
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl" {...edit('title')}>
            {copy.title}
          </h1>
          {copy.intro && (
            <p className="mt-5 max-w-2xl text-lg text-blue-50" {...edit('intro')}>
              {copy.intro}
            </p>
          )}
          <ul className="mt-8 flex flex-wrap gap-3" aria-label={words.atAGlance}>
            {highlights.map(({ icon: IconComponent, title, sample, path }) => (
              <li
                key={title}
                className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-semibold text-white"
                {...edit(path)}
              >
                <IconComponent aria-hidden="true" className="size-5" />
                {title}
                {sample && <span className="text-sm font-normal">{words.sampleFigure}</span>}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {/* What is free and what a consultation would cost, said before any booking starts: a demonstration. */}
        <div className="mb-8">
          <ConsultationFees
            fees={fees}
            price={price}
            text={bookingText}
            edit={editor(settings).scope('consultationFees')}
          />
        </div>
        {anySample && (
          <p className="mb-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <strong>{words.sampleProfiles.title}</strong> {words.sampleProfiles.text}
          </p>
        )}
        {doctors.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {doctors.map((doctor, index) => (
              <li key={doctor._id} className="flex">
                <DoctorCard
                  doctor={doctor}
                  priority={index < 3}
                  edit={editor(doctor)}
                  showSamples={showSamples}
                  text={text}
                  lang={lang}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-700">{words.noProfiles}</p>
        )}
      </div>
    </>
  )
}
